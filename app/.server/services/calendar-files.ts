/** "Add to calendar": an event, or a guest's booking, as an iCalendar file in the venue's time zone. */
import { eq } from 'drizzle-orm'
import { eventMessages } from '~/contracts/events'
import { RESERVATION_DURATION_MINUTES, type ReservationStatus } from '~/lib/constants'
import { type CalendarStatus, calendarFile } from '~/lib/ics'
import { pluralNoun } from '~/lib/plural'
import { slugify } from '~/lib/slug'
import type { VenueClock } from '~/lib/venue-clock'
import { venueDateTime } from '~/lib/venue-time'
import type { Database } from '../db/client'
import { events } from '../db/schema'
import { NotFoundError } from './errors'
import { findByToken } from './guest-bookings'
import { readVenue } from './venue'

export interface CalendarFileAnswer {
  fileName: string
  body: string
}

/** An event staff gave no end: the calendar holds it for three hours. */
export const EVENT_DEFAULT_HOURS = 3
const HOUR_MS = 3_600_000

/** Where the venue is, as a calendar shows it: its name and address. */
const venueLocation = (venue: { name: string; address: string }) => `${venue.name}, ${venue.address}`

/** The event from its row; `origin` is the site's (PUBLIC_URL, else the request's): the file links back to /events. */
export async function eventCalendarFile(db: Database, clock: VenueClock, id: number, origin: string): Promise<CalendarFileAnswer> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  if (!row) throw new NotFoundError(eventMessages.notFound)
  const venue = await readVenue(db)
  const body = calendarFile({
    uid: `event-${row.id}@${new URL(origin).hostname}`,
    stamp: clock.read().instant,
    start: row.date,
    end: row.endsAt ?? new Date(row.date.getTime() + EVENT_DEFAULT_HOURS * HOUR_MS),
    timeZone: clock.timeZone,
    summary: row.title,
    location: venueLocation(venue),
    description: row.description,
    url: `${origin}/events`,
    status: 'CONFIRMED',
  })
  return { fileName: `${slugify(row.title) || `event-${row.id}`}.ics`, body }
}

/**
 * A booking that holds its seats is on, as the guest was told ('Reservation Confirmed', "Booked"), whether or not staff
 * have looked at it yet; one that holds no seats any more is off.
 */
function bookingStatus(status: ReservationStatus): CalendarStatus {
  return status === 'cancelled' || status === 'no-show' ? 'CANCELLED' : 'CONFIRMED'
}

/** What a booking's calendar file says: the booking as the guest knows it, and where it is. */
export interface BookingCalendarFacts {
  reference: string | null
  /** Names the file and its UID when there is no reference (bookings from before references existed). */
  id: number
  date: string
  time: string
  guests: number
  seatingPreference: string
  notes: string | null
  status: ReservationStatus
  version: number
}

/**
 * A booking's calendar file: as the private link downloads it, and as the confirmation e-mail attaches it (the same
 * UID, so importing both leaves one entry). `privateLink` is the guest's page.
 */
export function bookingCalendar(
  booking: BookingCalendarFacts,
  venue: { name: string; address: string; phone: string },
  options: { origin: string; privateLink: string; stamp: Date; timeZone: string },
): CalendarFileAnswer {
  const start = venueDateTime(booking.date, booking.time, options.timeZone)
  const seats = booking.seatingPreference === 'bar' ? `Bar ${pluralNoun(booking.guests, 'seat')}` : 'Table'
  const name = booking.reference ?? `id-${booking.id}`
  const description = [
    ...(booking.status === 'cancelled' ? ['This booking is cancelled.'] : []),
    `Booking reference: ${booking.reference ?? '–'}`,
    `Party: ${booking.guests} ${pluralNoun(booking.guests, 'guest')}`,
    `Seating: ${booking.seatingPreference === 'bar' ? 'Bar' : 'Table'}`,
    ...(booking.notes ? [`Special requests: ${booking.notes}`] : []),
    `Your booking (see or cancel it): ${options.privateLink}`,
    `Questions: ${venue.phone}`,
  ].join('\n')
  const body = calendarFile({
    uid: `booking-${name}@${new URL(options.origin).hostname}`,
    stamp: options.stamp,
    start,
    end: new Date(start.getTime() + RESERVATION_DURATION_MINUTES * 60_000),
    timeZone: options.timeZone,
    summary: `${seats} for ${booking.guests} at ${venue.name}`,
    location: venueLocation(venue),
    description,
    url: options.privateLink,
    status: bookingStatus(booking.status),
    sequence: booking.version - 1,
  })
  return { fileName: `booking-${name.toLowerCase()}.ics`, body }
}

/**
 * The guest's booking behind the private token (NotFoundError, as for GET /api/bookings/:token, otherwise). A cancelled
 * booking still answers, with STATUS:CANCELLED, so a calendar that imports it again shows it as cancelled.
 */
export async function bookingCalendarFile(db: Database, clock: VenueClock, token: string, origin: string): Promise<CalendarFileAnswer> {
  const row = await findByToken(db, token)
  const venue = await readVenue(db)
  return bookingCalendar({ ...row, status: row.status as ReservationStatus }, venue, {
    origin,
    privateLink: `${origin}/booking/${token}`,
    stamp: clock.read().instant,
    timeZone: clock.timeZone,
  })
}
