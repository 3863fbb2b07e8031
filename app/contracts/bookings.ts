/**
 * Guests' self-service contract: availability of a day (GET /api/availability) and the booking behind a private
 * token (GET /api/bookings/:token, PATCH /api/bookings/:token, GET /api/bookings/:token/ics,
 * POST /api/bookings/:token/cancel).
 */
import type { SeatingPreference } from '~/lib/constants'
import type { GuestEmailOutcome } from './emails'
import type { SlotAvailability } from '~/lib/seating'
import type { GuestVisibleField, ReservationJson } from './reservations'

export type { SlotAvailability }

/** One answer for every token that opens no booking, malformed or unknown alike. */
export const BOOKING_NOT_FOUND_MESSAGE = 'We could not find this booking. Please check the link in your confirmation.'

/** What PATCH /api/bookings/:token answers besides a new booking's field messages and its 409. */
export const bookingChangeMessages = {
  /** Past the seating rules' cut-off before the start, or a booking that is not pending or confirmed. */
  tooLate: 'This booking can no longer be changed online. Please call us.',
  empty: 'Nothing to change: send date, time, guests or seatingPreference',
} as const

/** What GET /api/availability is asked: one party on one day. */
export interface AvailabilityQuery {
  date: string
  guests: number
  seating: SeatingPreference
}

/** Which times of one day can seat one party (a snapshot; POST /api/reservations still decides). */
export interface AvailabilityJson extends AvailabilityQuery {
  slots: SlotAvailability[]
  /** How long the party's table or bar seats are held (the seating rules' stay for its size). */
  stayMinutes: number
  /** The largest party guests can book online (largest active table, combination or bar seats, at most 20): beyond it, a group request. */
  maxOnlineParty: number
  /**
   * Present (false) only while the online waitlist is off (WAITLIST_ONLINE): the form offers no "notify me" for a full
   * time. Absent: guests may join the day's waitlist (POST /api/waitlist).
   */
  waitlistOnline?: false
}

/** What a guest sees of their own booking (no ids, no table, nothing of other guests). */
export interface GuestBookingJson extends Pick<ReservationJson, GuestVisibleField> {
  /** The start as an instant (ISO). */
  startsAt: string
  /** True while the guest may still cancel online (held, and before its start). */
  canCancel: boolean
  /** True while the guest may still change it online (pending or confirmed, and before `changeUntil`). */
  canChange: boolean
  /** The last moment a change is taken online (ISO): the start less the seating rules' cut-off. */
  changeUntil: string
  /**
   * The confirmation e-mail to the booking's address: sent, on its way (queued, or retried after a failure), failed
   * for good, or none (a booking made before e-mails were sent).
   */
  confirmationEmail: ConfirmationEmailState
}

/**
 * What PATCH /api/bookings/:token and POST /api/bookings/:token/cancel answer: the booking, and the e-mail about this
 * change (`not-sent` when the address had its guest e-mails of the day; `none` when nothing was written).
 */
export interface GuestBookingChangedJson extends GuestBookingJson {
  changeEmail: GuestEmailOutcome
}

export type ConfirmationEmailState = 'sent' | 'queued' | 'failed' | 'none'

/** A booking made or cancelled invalidates `availabilityKeys.all`: every day's answer is asked again. */
export const availabilityKeys = {
  all: ['availability'] as const,
  day: (query: AvailabilityQuery) => [...availabilityKeys.all, query.date, query.guests, query.seating] as const,
}

export const guestBookingKeys = {
  all: ['guest-booking'] as const,
  byToken: (token: string) => [...guestBookingKeys.all, token] as const,
}

export const bookingPaths = {
  availability: (query: AvailabilityQuery) =>
    `/api/availability?${new URLSearchParams({ date: query.date, guests: String(query.guests), seating: query.seating })}`,
  booking: (token: string) => `/api/bookings/${encodeURIComponent(token)}`,
  /** Availability as the guest moving this booking sees it: its own seats count as free. */
  changeAvailability: (token: string, query: AvailabilityQuery) =>
    `/api/bookings/${encodeURIComponent(token)}/availability?${new URLSearchParams({ date: query.date, guests: String(query.guests), seating: query.seating })}`,
  /** PATCH: the guest changes the booking (same path as the booking). */
  change: (token: string) => `/api/bookings/${encodeURIComponent(token)}`,
  cancel: (token: string) => `/api/bookings/${encodeURIComponent(token)}/cancel`,
  /** The booking as an iCalendar file (text/calendar), for "Add to calendar". */
  ics: (token: string) => `/api/bookings/${encodeURIComponent(token)}/ics`,
}

/** The booking page with a date chosen ('/book?date=2026-12-05'). */
export const bookPagePath = (date: string) => `/book?${new URLSearchParams({ date })}`
