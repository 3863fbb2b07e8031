/**
 * What each e-mail says, from what the outbox stored at the change that caused it: a subject, a plain-text part and
 * an HTML part that read the same, and the booking's calendar file where it helps. Pure: the same content always
 * renders the same message, so the back office's preview is exactly what is (or was) sent.
 *
 * Whatever a guest typed (the name, the notes) is printed with every link-shaped piece defused (~/lib/defuse-links):
 * the booking form lets a stranger choose both the recipient and that text.
 */
import type { EmailKind } from '~/contracts/emails'
import { requestsSectionPath } from '~/contracts/group-requests'
import type { ReservationJson } from '~/contracts/reservations'
import type { ReservationStatus, SeatingPreference } from '~/lib/constants'
import { formatWeekdayDate } from '~/lib/date-wording'
import { phoneForReading } from '~/lib/phone-number'
import { pluralNoun } from '~/lib/plural'
import { formatStay } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import { venueDateTime } from '~/lib/venue-time'
import { bookingCalendar } from '~/lib/booking-calendar-file'
import { defuseLinks } from '~/lib/defuse-links'
import { type Body, type Detail, type EmailVenue, htmlPart, oneLine, textPart } from './message-parts'

/** The booking as it was right after the change (its reference: `#<id>` for bookings from before references). */
export interface EmailBooking
  extends Pick<ReservationJson, 'id' | 'name' | 'email' | 'phone' | 'date' | 'time' | 'guests' | 'notes' | 'source' | 'version'> {
  reference: string
  seatingPreference: SeatingPreference
  status: ReservationStatus
  /** The stay; messages queued before stays varied have none: two hours. */
  stayMinutes?: number
}

/** The stay of messages queued before stays varied by party. */
const EARLIER_STAY_MINUTES = 120

/** Everything a message about one booking says, stored with the message (email_outbox.content). */
export interface BookingEmailContent {
  venue: EmailVenue
  /** The site's origin for every link (PUBLIC_URL, else the one the change was made through). */
  origin: string
  timeZone: string
  /** When the change was made: the calendar file's DTSTAMP. */
  changedAt: string
  booking: EmailBooking
  /** The guest's private token (messages to the guest of a booking made online); null once purged. */
  manageToken: string | null
  /**
   * A change: the booking before it. `date` is the calendar date it started on and `seatingPreference` its seating
   * (messages queued before guests changed their own bookings have neither: only the time or party changed).
   */
  previous?: { date?: string; time: string; guests: number; seatingPreference?: SeatingPreference }
  /** A change: who made it (messages queued before guests changed their own bookings have none: the venue). */
  changedBy?: 'guest' | 'venue'
  /** A cancellation: who cancelled. */
  cancelledBy?: 'guest' | 'venue'
  /** A declined group request: staff's message to the guest. */
  message?: string
}

export interface EmailAttachment {
  fileName: string
  contentType: string
  content: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
  attachments: EmailAttachment[]
}

/** '7:00 PM' plus the zone's name at that moment, e.g. 'Philippine Standard Time'. */
function zoneName(content: BookingEmailContent): string {
  const instant = venueDateTime(content.booking.date, content.booking.time, content.timeZone)
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: content.timeZone, timeZoneName: 'long' }).formatToParts(instant)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? content.timeZone
}

/** 'Saturday, December 5, 2026 at 7:00 PM' */
function when(date: string, time: string): string {
  return `${formatWeekdayDate(date)} at ${formatTime12h(time)}`
}

const party = (guests: number) => `${guests} ${pluralNoun(guests, 'guest')}`
const seating = (preference: SeatingPreference) => (preference === 'bar' ? 'At the bar' : 'Table')

function bookingDetails(content: BookingEmailContent, withContact = false): Detail[] {
  const { booking } = content
  return [
    ['Booking reference', booking.reference],
    ['When', `${when(booking.date, booking.time)} (${zoneName(content)}), for ${formatStay(booking.stayMinutes ?? EARLIER_STAY_MINUTES)}`],
    ['Party', party(booking.guests)],
    ['Seating', seating(booking.seatingPreference)],
    ...(withContact ? ([['Name', booking.name], ['E-mail', booking.email ?? '–'], ['Phone', booking.phone ? phoneForReading(booking.phone) : '–']] as Detail[]) : []),
    ...(booking.notes ? ([['Special requests', booking.notes]] as Detail[]) : []),
  ]
}

const privateLink = (content: BookingEmailContent) =>
  content.manageToken ? `${content.origin}/booking/${content.manageToken}` : null

function calendarAttachment(content: BookingEmailContent): EmailAttachment[] {
  const link = privateLink(content)
  if (!link) return []
  const file = bookingCalendar({ ...content.booking, stayMinutes: content.booking.stayMinutes ?? EARLIER_STAY_MINUTES }, content.venue, {
    origin: content.origin,
    privateLink: link,
    stamp: new Date(content.changedAt),
    timeZone: content.timeZone,
  })
  return [{ fileName: file.fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: file.body }]
}

function guestLink(content: BookingEmailContent, label: string): Body['link'] {
  const url = privateLink(content)
  return url ? { label, url } : undefined
}

/** What a change message says changed: the day (with its time), else the time; the party; the seating. */
function changeLines({ booking, previous }: BookingEmailContent): string[] {
  if (!previous) return []
  const lines: string[] = []
  if (previous.date !== undefined && previous.date !== booking.date) {
    lines.push(`It is now on ${when(booking.date, booking.time)} (was ${when(previous.date, previous.time)}).`)
  } else if (previous.time !== booking.time) {
    lines.push(`The time is now ${formatTime12h(booking.time)} (was ${formatTime12h(previous.time)}).`)
  }
  if (previous.guests !== booking.guests) lines.push(`The party is now ${party(booking.guests)} (was ${party(previous.guests)}).`)
  if (previous.seatingPreference !== undefined && previous.seatingPreference !== booking.seatingPreference) {
    lines.push(`The seating is now ${seatingWords(booking.seatingPreference)} (was ${seatingWords(previous.seatingPreference)}).`)
  }
  return lines
}

const seatingWords = (preference: SeatingPreference) => (preference === 'bar' ? 'at the bar' : 'at a table')

const SUBJECT_PREFIX: Record<Exclude<EmailKind, 'staff-new-booking' | 'staff-group-request'>, string> = {
  'booking-confirmation': 'Booking confirmed',
  'booking-reminder': 'Reminder',
  'booking-change': 'Booking changed',
  'booking-cancellation': 'Booking cancelled',
  'group-request-received': 'Group request received',
  'group-request-declined': 'Group request declined',
}

/** The messages to the venue about a guest's booking or request: a reply to one goes to the guest. */
export function isVenueNotice(kind: EmailKind): boolean {
  return kind === 'staff-new-booking' || kind === 'staff-group-request'
}

/** The content with what the guest typed made unlinkable: the venue's own data stays as staff wrote it. */
function withGuestTextDefused(content: BookingEmailContent): BookingEmailContent {
  const { booking } = content
  return { ...content, booking: { ...booking, name: defuseLinks(booking.name), notes: booking.notes === null ? null : defuseLinks(booking.notes) } }
}

/** The message's subject: always one line. */
export function emailSubject(kind: EmailKind, guestContent: BookingEmailContent): string {
  const content = withGuestTextDefused(guestContent)
  const { booking, venue } = content
  const at = when(booking.date, booking.time)
  const subject =
    kind === 'staff-new-booking'
      ? `New booking: ${oneLine(booking.name, 80)}, ${party(booking.guests)}, ${at} (${booking.reference})`
      : kind === 'staff-group-request'
        ? `New group request: ${party(booking.guests)} on ${at}, ${oneLine(booking.name, 80)} (${booking.reference})`
        : `${SUBJECT_PREFIX[kind]}: ${venue.name}, ${at} (${booking.reference})`
  return oneLine(subject)
}

/** The message of `kind` about the booking in `content`. */
export function renderEmail(kind: EmailKind, guestContent: BookingEmailContent): RenderedEmail {
  const content = withGuestTextDefused(guestContent)
  const { booking, venue } = content
  const subject = emailSubject(kind, content)
  const hello = `Hello ${oneLine(booking.name, 100)},`
  let body: Body
  let attachments: EmailAttachment[] = []
  switch (kind) {
    case 'booking-confirmation':
      body = {
        greeting: hello,
        paragraphs: [
          booking.seatingPreference === 'bar'
            ? `Your seats at the bar are booked and held for you. We look forward to seeing you!`
            : `Your table is booked and held for you. We look forward to seeing you!`,
        ],
        details: bookingDetails(content),
        link: guestLink(content, 'See or cancel your booking'),
        after: [`Need to change something? Call us at ${venue.phone} or reply to this e-mail.`],
        signed: true,
      }
      attachments = calendarAttachment(content)
      break
    case 'booking-reminder':
      body = {
        greeting: hello,
        paragraphs: [`A reminder of your booking with us. We look forward to seeing you!`],
        details: bookingDetails(content),
        link: guestLink(content, 'See or cancel your booking'),
        after: [`Plans changed? Please cancel with the link above or call us at ${venue.phone}, so we can give the table to someone else.`],
        signed: true,
      }
      break
    case 'booking-change': {
      const byGuest = content.changedBy === 'guest'
      body = {
        greeting: hello,
        paragraphs: [byGuest ? 'Your booking is changed, as you asked.' : 'We have changed your booking.', ...changeLines(content)],
        details: bookingDetails(content),
        link: guestLink(content, 'See or cancel your booking'),
        after: [
          byGuest
            ? `Did you not make this change? Call us at ${venue.phone} or reply to this e-mail.`
            : `Does this not suit you? Call us at ${venue.phone} or reply to this e-mail.`,
        ],
        signed: true,
      }
      attachments = calendarAttachment(content)
      break
    }
    case 'booking-cancellation':
      body = {
        greeting: hello,
        paragraphs: [
          content.cancelledBy === 'guest'
            ? 'Your booking is cancelled, as you asked. Thank you for letting us know.'
            : `We are sorry: we have had to cancel your booking. Please call us at ${venue.phone} if you have any questions.`,
        ],
        details: bookingDetails(content),
        link: { label: 'Book another time', url: `${content.origin}/book` },
        signed: true,
      }
      attachments = calendarAttachment(content)
      break
    case 'staff-new-booking':
      body = {
        greeting: 'A guest has booked online.',
        paragraphs: [],
        details: bookingDetails(content, true),
        link: { label: 'Open the reservations', url: `${content.origin}/admin/reservations` },
        after: booking.email ? ['Reply to this e-mail to write to the guest.'] : [],
        signed: false,
      }
      break
    case 'group-request-received':
      body = {
        greeting: hello,
        paragraphs: [
          `We received your request for a group of ${booking.guests}. We will see how best to seat you and reply by e-mail; nothing is booked until we confirm it.`,
        ],
        details: bookingDetails(content),
        link: guestLink(content, 'See your request'),
        after: [`Questions? Call us at ${venue.phone} or reply to this e-mail.`],
        signed: true,
      }
      break
    case 'group-request-declined':
      body = {
        greeting: hello,
        paragraphs: ['We are sorry: we cannot take your group request.', ...(content.message ? [content.message] : [])],
        details: bookingDetails(content),
        link: { label: 'Book another time', url: `${content.origin}/book` },
        after: [`Questions? Call us at ${venue.phone} or reply to this e-mail.`],
        signed: true,
      }
      break
    case 'staff-group-request':
      body = {
        greeting: 'A guest has sent a group request.',
        paragraphs: ['It holds no table yet: assign tables and confirm it, or decline it with a message, on the host stand.'],
        details: bookingDetails(content, true),
        link: { label: 'Open the requests', url: `${content.origin}${requestsSectionPath}` },
        after: booking.email ? ['Reply to this e-mail to write to the guest.'] : [],
        signed: false,
      }
      break
  }
  if (attachments.length > 0) {
    const calendar = kind === 'booking-cancellation' ? 'The attached calendar file marks the booking cancelled in your calendar.' : 'The attached calendar file adds the booking to your calendar.'
    body.after = [calendar, ...(body.after ?? [])]
  }
  return { subject, text: textPart(body, venue), html: htmlPart(subject, body, venue), attachments }
}
