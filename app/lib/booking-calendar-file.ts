/**
 * A guest's booking as an iCalendar file: the same file whether the private link downloads it or the confirmation
 * e-mail attaches it. Pure, so the e-mail preview and the download cannot drift apart.
 */
import type { ReservationStatus } from './constants'
import { type CalendarStatus, calendarFile } from './ics'
import { isInactive } from './reservation-status'
import { venueDateTime } from './venue-time'

export interface CalendarFileAnswer {
  fileName: string
  body: string
}

/** Where the venue is, as a calendar shows it: its name and address. */
export const venueLocation = (venue: { name: string; address: string }) => `${venue.name}, ${venue.address}`

/**
 * A booking that holds its seats is on, as the guest was told ('Reservation Confirmed', "Booked"), whether or not staff
 * have looked at it yet; one that holds no seats any more is off.
 */
/** A group request still waiting is tentative; one declined, a cancellation or a no-show is cancelled. */
function bookingStatus(status: ReservationStatus): CalendarStatus {
  if (status === 'requested') return 'TENTATIVE'
  return isInactive(status) ? 'CANCELLED' : 'CONFIRMED'
}

/** What a booking's calendar file says: the booking as the guest knows it, and where it is. */
export interface BookingCalendarFacts {
  reference: string | null
  /** Names the file and its UID when there is no reference (bookings from before references existed). */
  id: number
  /** The calendar date it starts on (the next date for a start after midnight), and its time. */
  date: string
  time: string
  /** How long the table or bar seats are held: the calendar event's length. */
  stayMinutes: number
  guests: number
  seatingPreference: string
  notes: string | null
  status: ReservationStatus
  version: number
}

/** The calendar file's words: the `email` area's `ics.*` messages. */
export type CalendarTextKey =
  | 'summary.table'
  | 'summary.bar'
  | 'cancelled'
  | 'reference'
  | 'party'
  | 'seating.bar'
  | 'seating.table'
  | 'requests'
  | 'link'
  | 'questions'

/** What a calendar file says, in the guest's language (the server's catalogs). */
export interface CalendarWords {
  text: (key: CalendarTextKey, params?: Record<string, string | number>) => string
  /** '4 guests'. */
  party: (guests: number) => string
}

/**
 * A booking's calendar file: as the private link downloads it, and as the confirmation e-mail attaches it (the same
 * UID, so importing both leaves one entry). `privateLink` is the guest's page.
 */
export function bookingCalendar(
  booking: BookingCalendarFacts,
  venue: { name: string; address: string; phone: string },
  options: { origin: string; privateLink: string; stamp: Date; timeZone: string },
  { text, party }: CalendarWords,
): CalendarFileAnswer {
  const start = venueDateTime(booking.date, booking.time, options.timeZone)
  const bar = booking.seatingPreference === 'bar'
  const name = booking.reference ?? `id-${booking.id}`
  const description = [
    ...(booking.status === 'cancelled' ? [text('cancelled')] : []),
    text('reference', { reference: booking.reference ?? '–' }),
    text('party', { party: party(booking.guests) }),
    text(bar ? 'seating.bar' : 'seating.table'),
    ...(booking.notes ? [text('requests', { notes: booking.notes })] : []),
    text('link', { link: options.privateLink }),
    text('questions', { phone: venue.phone }),
  ].join('\n')
  const summary = bar
    ? text('summary.bar', { count: booking.guests, venue: venue.name })
    : text('summary.table', { guests: booking.guests, venue: venue.name })
  const body = calendarFile({
    uid: `booking-${name}@${new URL(options.origin).hostname}`,
    stamp: options.stamp,
    start,
    end: new Date(start.getTime() + booking.stayMinutes * 60_000),
    timeZone: options.timeZone,
    summary,
    location: venueLocation(venue),
    description,
    url: options.privateLink,
    status: bookingStatus(booking.status),
    sequence: booking.version - 1,
  })
  return { fileName: `booking-${name.toLowerCase()}.ics`, body }
}
