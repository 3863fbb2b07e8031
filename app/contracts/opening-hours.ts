/** Opening hours and closed days: GET /api/opening-hours (public), PUT /api/opening-hours (staff). */

// The shapes are the rules' own (app/lib/opening-hours.ts): the contract names them for clients.
import type { OpeningHoursJson } from '~/lib/opening-hours'
import { timesMessage, tooLongMessage } from './common'
import type { ReservationJson } from './reservations'

export type { OpeningExceptionJson, OpeningHoursJson, WeeklyHoursJson } from '~/lib/opening-hours'
export { DEFAULT_WEEKLY_HOURS } from '~/lib/opening-hours'

export const OPENING_NOTE_MAX_LENGTH = 120
export const OPENING_EXCEPTIONS_MAX = 400

export const openingHoursMessages = {
  weekly: 'Weekly hours must list the seven weekdays, Sunday (0) to Saturday (6), once each',
  time: timesMessage('Times'),
  same: 'Closing time must differ from opening time',
  exceptionDate: 'Each exception needs a date (yyyy-MM-dd)',
  exceptionPast: 'Exceptions must be for today or a later date',
  exceptionTwice: 'Each date can have one exception only',
  exceptionHours: 'An exception that is open needs opening and closing times',
  exceptionsMax: `At most ${OPENING_EXCEPTIONS_MAX} exceptions`,
  note: tooLongMessage('Note', OPENING_NOTE_MAX_LENGTH),
} as const

/** A booking that still holds its seats on a day or at a time that is now closed: staff contact its guest. */
export type AffectedBookingJson = Pick<ReservationJson, 'id' | 'reference' | 'name' | 'email' | 'phone' | 'date' | 'time' | 'guests' | 'seatingPreference' | 'status'> & {
  /** Why it no longer fits the hours, in the words a guest would be refused with. */
  reason: string
}

/** An upcoming event that starts on a day or at a time that is closed: guests see it as closed, with no booking. */
export interface AffectedEventJson {
  id: number
  title: string
  /** The venue-local date and start time ('yyyy-MM-dd', 'HH:mm'). */
  date: string
  time: string
  /** What guests read on /events ('The venue is closed on this day.'). */
  reason: string
}

/** 200 to POST /api/opening-hours/check: what the hours would leave outside them, before they are saved. */
export interface OpeningHoursCheckJson {
  affectedBookings: AffectedBookingJson[]
  affectedEvents: AffectedEventJson[]
}

/** 200 to PUT /api/opening-hours: the hours as saved, and the bookings and events outside them (none is cancelled). */
export interface SavedOpeningHoursJson extends OpeningHoursJson, OpeningHoursCheckJson {}

/** A save invalidates `openingHoursKeys.all` (and the availability of every day). */
export const openingHoursKeys = { all: ['opening-hours'] as const }
export const openingHoursPaths = { hours: '/api/opening-hours', check: '/api/opening-hours/check' }
