/** What the outbox stores about one booking for each message (email_outbox.content), and what a message renders to. */
import type { ReservationJson } from '~/contracts/reservations'
import type { ReservationStatus, SeatingPreference } from '~/lib/constants'
import type { Language } from '~/lib/languages'
import type { EmailVenue } from './message-parts'

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
export const EARLIER_STAY_MINUTES = 120

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
  /** The language the guest booked in (messages queued before languages have none: English). */
  language?: Language
  /**
   * A waitlist message (issue 31): `booking` is the party waiting (the held start for an offer, else the window's
   * first start); `token` opens the guest's page (null: the message has no link); `until` the offer's end ('HH:mm').
   */
  waitlist?: { entryId: number; token: string | null; until?: string; from?: string | null; to?: string | null }
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
