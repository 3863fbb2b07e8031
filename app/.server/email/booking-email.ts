/**
 * What each e-mail says, from what the outbox stored at the change that caused it: a subject, a plain-text part and
 * an HTML part that read the same, and the booking's calendar file where it helps. Pure: the same content always
 * renders the same message, so the back office's preview is exactly what is (or was) sent.
 *
 * Whatever a guest typed is escaped in the HTML part, and never reaches a header except as one line (a subject
 * cannot be given a second line, so no field can add a header: see oneLine).
 */
import type { EmailKind } from '~/contracts/emails'
import { requestsSectionPath } from '~/contracts/group-requests'
import type { ReservationJson } from '~/contracts/reservations'
import type { ReservationStatus, SeatingPreference } from '~/lib/constants'
import { formatWeekdayDate } from '~/lib/date-wording'
import { pluralNoun } from '~/lib/plural'
import { formatStay } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import { venueDateTime } from '~/lib/venue-time'
import { bookingCalendar } from '~/lib/booking-calendar-file'

export interface EmailVenue {
  name: string
  address: string
  phone: string
  email: string
}

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

const CONTROL_OR_SEPARATOR = /[\p{Cc}\u2028\u2029]+/gu

/** One line of at most `max` characters: line breaks and other control characters become a space. */
export function oneLine(value: string, max = 200): string {
  const line = value.replace(CONTROL_OR_SEPARATOR, ' ').replace(/ {2,}/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
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

/** One line of the booking's details: a label, a value. */
type Detail = [label: string, value: string]

function bookingDetails(content: BookingEmailContent, withContact = false): Detail[] {
  const { booking } = content
  return [
    ['Booking reference', booking.reference],
    ['When', `${when(booking.date, booking.time)} (${zoneName(content)}), for ${formatStay(booking.stayMinutes ?? EARLIER_STAY_MINUTES)}`],
    ['Party', party(booking.guests)],
    ['Seating', seating(booking.seatingPreference)],
    ...(withContact ? ([['Name', booking.name], ['E-mail', booking.email ?? '–'], ['Phone', booking.phone ?? '–']] as Detail[]) : []),
    ...(booking.notes ? ([['Special requests', booking.notes]] as Detail[]) : []),
  ]
}

/** A message's body, from which both parts are written. */
interface Body {
  greeting: string
  paragraphs: string[]
  details: Detail[]
  /** A call to action: the private page, the booking page, the back office. */
  link?: { label: string; url: string }
  after?: string[]
  /** Signed by the venue with its address and phone (guests' messages). */
  signed: boolean
}

const privateLink = (content: BookingEmailContent) =>
  content.manageToken ? `${content.origin}/booking/${content.manageToken}` : null

function textPart(body: Body, venue: EmailVenue): string {
  const width = Math.max(...body.details.map(([label]) => label.length)) + 2
  const lines = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...body.details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\r?\n/g, `\n${' '.repeat(width)}`)}`),
    '',
    ...(body.link ? [`${body.link.label}: ${body.link.url}`, ''] : []),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    ...(body.signed ? [venue.name, venue.address, `Phone: ${venue.phone}`, `E-mail: ${venue.email}`] : []),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}

function htmlPart(subject: string, body: Body, venue: EmailVenue): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
  const rows = body.details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const link = body.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.link.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(body.link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or open this address: <a href="${escapeHtml(body.link.url)}" style="color:#0e7490;word-break:break-all">${escapeHtml(body.link.url)}</a></p>`
    : ''
  const signature = body.signed
    ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="margin:0;font-size:13px;color:#555">` +
      `<strong>${escapeHtml(venue.name)}</strong><br>${escapeHtml(venue.address)}<br>Phone: ${escapeHtml(venue.phone)}<br>E-mail: ${escapeHtml(venue.email)}</p>`
    : ''
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f5f4"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">` +
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(venue.name)}</p>` +
    paragraph(body.greeting) +
    body.paragraphs.map(paragraph).join('') +
    `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>` +
    link +
    (body.after ?? []).map(paragraph).join('') +
    signature +
    `</div></body></html>`
  )
}

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

/** The message's subject: always one line. */
export function emailSubject(kind: EmailKind, content: BookingEmailContent): string {
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
export function renderEmail(kind: EmailKind, content: BookingEmailContent): RenderedEmail {
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
