/**
 * Reservations' contract: a guest's booking request (POST /api/reservations) and the staff views of reservations
 * (list, status, table, covers). Dates are venue-local 'yyyy-MM-dd', times venue-local 'HH:mm', instants ISO.
 */
import { dateMessage, tooLongMessage } from './common'
import type { BookingSource, ReservationStatus } from '~/lib/constants'
import { type Language, LANGUAGES } from '~/lib/languages'
import type { DayTotals } from '~/lib/day-totals'
import type { GuestEmailOutcome } from './emails'
import type { ErrorEnvelope } from './errors'

/** GET /api/reservations without date or q answers pages of this many bookings, unless asked for fewer (`limit`)... */
export const DEFAULT_RESERVATION_PAGE = 200
/** ...or more, up to this many. */
export const MAX_RESERVATION_PAGE = 500
/** A page's cursor: the last booking's start ('yyyy-MM-ddTHH:mm:ss') and id; the next page starts after it. */
export const RESERVATION_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d_[1-9]\d{0,8}$/

/** The reservations' messages, for the booking form and the staff screens: the API answers in the same words. */
export const reservationMessages = {
  name: 'Please enter your name',
  date: 'Please select a date',
  datePast: 'Please select today or a later date',
  dateTooFar: 'We take bookings up to 365 days ahead. Please select an earlier date',
  time: 'Please select a time',
  timeNotSlot: 'Please select one of the listed times',
  timePast: 'Please select a time later than now',
  guestsMin: 'Must have at least 1 guest',
  guestsMax: 'Maximum 20 guests per reservation',
  guestsWhole: 'Number of guests must be a whole number',
  email: 'Invalid email format',
  phoneShort: 'Phone number is too short',
  phoneLong: 'Phone number is too long',
  phoneCharacters: 'Phone number may only contain digits, spaces, dashes, dots, parentheses and a + at the start',
  seating: 'Please select a seating preference',
  notesLong: tooLongMessage('Special requests', 1000),
  nameLong: tooLongMessage('Name', 100),
  status: 'Status must be one of pending, confirmed, completed, cancelled, arrived, no-show, declined',
  source: 'Source must be one of online, walk-in, phone',
  tableNumber: 'Table must be a table number or null',
  staffNoteLong: tooLongMessage('Staff note', 500),
  dateQuery: dateMessage('Date'),
  searchShort: 'Type at least 2 characters to search',
  searchLong: tooLongMessage('Search', 100),
  patchEmpty: 'Nothing to change: send staffNote, guests, time, tableNumber or stayMinutes',
  stayMinutes: 'Stay must be 15 to 360 minutes, in steps of 15',
  tableNumbers: 'Tables must be a list of 1 to 4 different table numbers',
  tableBoth: 'Send tableNumber or tableNumbers, not both',
  override: 'Override must be true or false',
  allowDuplicate: 'allowDuplicate must be true or false',
  notifyGuest: 'notifyGuest must be true or false',
  declineMessage: 'Please write the guest a message (up to 1000 characters)',
  ifMatch: 'If-Match must be the version of the booking you last read',
  fromDate: dateMessage('From'),
  toDate: `${dateMessage('To')} on or after From`,
  range: 'Ask for at most 366 days at once',
  tableId: 'Table must be a table id or null',
  cursor: "Cursor must be one this list answered in its Link header ('2026-12-05T19:00:00_42')",
  limit: `Limit must be a whole number from 1 to ${MAX_RESERVATION_PAGE}`,
  language: `Language must be one of ${LANGUAGES.join(', ')}`,
} as const

/** A reservation as staff see it (never the guest's token hash). */
export interface ReservationJson {
  id: number
  name: string
  /** Null for a walk-in or phone booking taken without one. */
  email: string | null
  phone: string | null
  date: string
  time: string
  guests: number
  seatingPreference: string
  tableId: number | null
  notes: string | null
  status: string
  /** ISO instant. */
  createdAt: string
  /** The booking reference guests quote ('BB-7K3QM'); null for bookings made before references existed. */
  reference: string | null
  /** The number of the assigned table (what staff call it), the lowest of a combination's; null without a table. */
  tableNumber: number | null
  /** Every table the booking holds, ascending: one, or a combination's; [] for the bar or no table. */
  tableNumbers: number[]
  /** When the stay ends ('HH:mm', venue time; past midnight it reads '01:00'). */
  endTime: string
  /** How long the booking holds its table or bar seats. */
  stayMinutes: number
  /** Staff's message to the guest when they declined a group request; null otherwise. */
  guestMessage: string | null
  /** How the booking came in. */
  source: BookingSource
  /** Staff's own note ('window table, birthday'), apart from the guest's `notes`; null when none. */
  staffNote: string | null
  /**
   * Goes up by one on every change. Staff clients send it back in `If-Match` on a change: a booking changed by
   * another host since it was read is refused (409, StaleBookingBody) instead of being overwritten.
   */
  version: number
  /** The language the guest booked in (app/lib/languages.ts): their e-mails, calendar file and messages follow it. */
  language: Language
}

/**
 * The fields of a reservation its guest sees, in every guest answer (the 201 of their booking, GET/PATCH
 * /api/bookings/:token, the private page): never an id of ours, a table, a version or staff's note.
 */
export const GUEST_VISIBLE_FIELDS = [
  'reference', 'name', 'email', 'phone', 'date', 'time', 'guests', 'seatingPreference', 'notes', 'status', 'endTime',
  'guestMessage', 'language',
] as const satisfies ReadonlyArray<keyof ReservationJson>

export type GuestVisibleField = (typeof GUEST_VISIBLE_FIELDS)[number]

/**
 * The 201 answer to a guest's own booking: the guest-visible fields, the booking's `id` (the booking API's answer
 * names it) and the means to manage it; nothing else of staff's view.
 */
export interface CreatedReservationJson extends Pick<ReservationJson, 'id' | GuestVisibleField> {
  reference: string
  /** The private token (shown once; only its SHA-256 is stored). */
  manageToken: string
  /** '/booking/<token>': the guest's private page. */
  managePath: string
  /** The guest's confirmation e-mail: queued, not-sent (the address had its e-mails of the day), or none (no address). */
  confirmationEmail: GuestEmailOutcome
}

/**
 * The 201 answer to a booking staff record: the whole reservation as staff see it, its private token and path; a
 * booking without an e-mail (a walk-in, a phone call) gets no private link: its token and path are null.
 */
export interface StaffCreatedReservationJson extends ReservationJson {
  reference: string
  manageToken: string | null
  managePath: string | null
  confirmationEmail: GuestEmailOutcome
}

/** 409 to a staff change of a booking another host changed since it was read (`If-Match` is not its version). */
export interface StaleBookingBody extends ErrorEnvelope {
  /** The booking as it is now. */
  current: ReservationJson
}

/** One entry of GET /api/reservations/:id/history, oldest first; the first is the booking's creation. */
export interface StatusChangeJson {
  status: ReservationStatus
  /** The staff member's username, 'guest' for the guest's own booking or cancellation, null when unknown. */
  changedBy: string | null
  /** ISO instant. */
  changedAt: string
  /** What changed besides the status, in words ('Changed from 7:00 PM to 8:00 PM, 2 to 4 guests': a guest's own change); null for a status change. */
  note: string | null
}

/** A note from one of the guest's other bookings. */
export interface GuestNoteJson {
  date: string
  reference: string | null
  /** The guest's own request, or staff's note, as written then. */
  text: string
  from: 'guest' | 'staff'
}

/**
 * GET /api/reservations/:id/guest: the same guest's other bookings (and those before this one), matched by e-mail (any case)
 * or phone (its digits, a leading 0 read as the Philippines' +63).
 */
export interface GuestHistoryJson {
  /** Earlier bookings the guest came to (arrived or completed). */
  visits: number
  noShows: number
  /** The date of the latest of those visits; null when none. */
  lastVisit: string | null
  /** Notes of the earlier bookings, newest first (at most 10). */
  notes: GuestNoteJson[]
  /** The guest's other bookings, before or after this one, of any status: 0 is a first booking. */
  otherBookings: number
  /** The guest's other bookings on this booking's day that hold seats, earliest first: a second booking of one guest. */
  sameDay: Array<{ reference: string | null; time: string; status: ReservationStatus }>
}

/** 409 to a booking the venue cannot seat: up to three other times the same day that can ('HH:mm'). */
export interface BookingConflictBody extends ErrorEnvelope {
  alternatives: string[]
}

/** The `code` of a 409 that refuses a second booking of the same guest at the same time (see DuplicateBookingBody). */
export const DUPLICATE_BOOKING = 'duplicate-booking'

/**
 * 409 to a booking (or a guest's change) that doubles one the same guest (e-mail or phone) already holds on the same
 * day at an overlapping time: which booking, never its private link. Staff get its id and name too, and may send
 * `allowDuplicate: true` to record it anyway.
 */
export interface DuplicateBookingBody extends BookingConflictBody {
  code: typeof DUPLICATE_BOOKING
  existing: { reference: string | null; date: string; time: string; id?: number; name?: string }
}

/**
 * Extras of a staff booking's 409 when no table is free for the whole stay but one is free now: which, and until when
 * (send `tableNumbers` and `stayMinutes: freeMinutes` to seat the party until then).
 */
export interface StaffSeatingHint {
  tableNumbers?: number[]
  freeUntil?: string
  freeMinutes?: number
}

/** 409 to a table assignment: the bookings already holding the table (or one of the tables) in that window. */
export interface TableClashBody extends ErrorEnvelope {
  conflicts: Array<{ id: number; name: string; time: string; guests: number; reference: string | null }>
  /** When the first of them starts after the requested time: the table is free until then ('HH:mm')... */
  freeUntil?: string
  /** ...for this many minutes: staff may seat the party with this `stayMinutes`. */
  freeMinutes?: number
}

/** One day of GET /api/reservations/covers: guests expected from the day's bookings that are not cancelled or no-shows. */
export interface CoversDay {
  date: string
  covers: number
  bookings: number
  tableCovers: number
  barCovers: number
}

export interface CoversJson {
  days: CoversDay[]
}

/**
 * GET /api/reservations/summary: how many bookings there are, every date and status, and how many are pending; and
 * the venue day's totals (its night, after-midnight arrivals included), as the host stand counts them.
 */
export interface ReservationSummaryJson {
  total: number
  pending: number
  today: DayTotals & { date: string }
  /** The same venue day's waitlist (issue 31): parties that joined the line (walk-ins and online), and of them seated. */
  waitlist: { waited: number; seated: number }
}

/** A change to any booking invalidates `reservationKeys.all`: the lists, the calendar and the covers. */
export const reservationKeys = {
  all: ['reservations'] as const,
  list: () => [...reservationKeys.all, 'list'] as const,
  day: (date: string) => [...reservationKeys.all, 'day', date] as const,
  search: (q: string) => [...reservationKeys.all, 'search', q] as const,
  covers: () => [...reservationKeys.all, 'covers'] as const,
  summary: () => [...reservationKeys.all, 'summary'] as const,
  history: (id: number) => [...reservationKeys.all, 'history', id] as const,
  guest: (id: number) => [...reservationKeys.all, 'guest', id] as const,
}

export const reservationPaths = {
  list: '/api/reservations',
  /** The page after `cursor` of the bookings from today on (the Link header of the page before names it). */
  page: (cursor: string, limit?: number) => `/api/reservations?${new URLSearchParams({ cursor, ...(limit ? { limit: String(limit) } : {}) })}`,
  day: (date: string) => `/api/reservations?date=${date}`,
  search: (q: string) => `/api/reservations?q=${encodeURIComponent(q)}`,
  covers: '/api/reservations/covers',
  summary: '/api/reservations/summary',
  one: (id: number) => `/api/reservations/${id}`,
  status: (id: number) => `/api/reservations/${id}/status`,
  table: (id: number) => `/api/reservations/${id}/table`,
  history: (id: number) => `/api/reservations/${id}/history`,
  guest: (id: number) => `/api/reservations/${id}/guest`,
}

/** The header a staff change carries the booking's `version` in. */
export const IF_MATCH_HEADER = 'If-Match'
