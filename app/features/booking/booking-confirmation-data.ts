import type { CreatedReservationJson } from '~/contracts/reservations'
import { SEATING_PREFERENCES, type SeatingPreference } from '~/lib/constants'
import { isQuarterTime } from '~/lib/bookable-times'
import { isCalendarDate } from '~/lib/dates'
import { type BookingWords, ENGLISH_WORDS } from './booking-words'

/** What the confirmation panel shows of a new booking (from the 201 answer of POST /api/reservations). */
export type BookingConfirmation = Pick<CreatedReservationJson, 'reference' | 'name' | 'date' | 'time' | 'guests' | 'managePath'> & {
  seatingPreference: SeatingPreference
  /** True when the confirmation e-mail was not sent (the address had its e-mails of the day). */
  emailNotSent?: boolean
}

const MANAGE_PATH = /^\/booking\/[A-Za-z0-9_-]+$/

/** What the confirmation of anything a guest sends (a booking, a group request) shows of it. */
export interface SentParty {
  reference: string
  managePath: string
  name: string
  date: string
  time: string
  guests: number
}

/**
 * The fields every confirmation needs, read from a body that may lack them (a 201 answer, or the page's history
 * state), with the body as a record for the caller's own fields; null when any is missing or wrong.
 */
export function sentPartyOf(body: unknown): { sent: SentParty; b: Record<string, unknown> } | null {
  if (typeof body !== 'object' || body === null) return null
  const b = body as Record<string, unknown>
  if (typeof b.reference !== 'string' || b.reference === '') return null
  if (typeof b.managePath !== 'string' || !MANAGE_PATH.test(b.managePath)) return null
  if (typeof b.name !== 'string' || typeof b.date !== 'string' || !isCalendarDate(b.date)) return null
  if (typeof b.time !== 'string' || !isQuarterTime(b.time)) return null
  if (typeof b.guests !== 'number' || !Number.isInteger(b.guests) || b.guests < 1) return null
  return { sent: { reference: b.reference, managePath: b.managePath, name: b.name, date: b.date, time: b.time, guests: b.guests }, b }
}

/**
 * The confirmation of a 201 answer, or null when the answer lacks what the panel needs (then the form only shows
 * the toast). Also used to read it back from the page's history state, so it checks every field.
 */
export function toBookingConfirmation(body: unknown): BookingConfirmation | null {
  const read = sentPartyOf(body)
  if (!read || !(SEATING_PREFERENCES as readonly unknown[]).includes(read.b.seatingPreference)) return null
  return {
    ...read.sent,
    seatingPreference: read.b.seatingPreference as SeatingPreference,
    ...(read.b.confirmationEmail === 'not-sent' ? { emailNotSent: true } : {}),
  }
}

/** The full private link: the site's origin (as the guest reached it) and the manage path. */
export function manageUrl(origin: string, managePath: string): string {
  return `${origin.replace(/\/+$/, '')}${managePath}`
}

/** "Table" / "Bar" as the guest reads it. */
export function seatingLabel(seating: string, w: BookingWords = ENGLISH_WORDS): string {
  return seating === 'bar' ? w.t('seatingBar') : seating === 'table' ? w.t('seatingTable') : seating
}

/** The private token of a manage path ("/booking/<token>"), e.g. for its calendar file. */
export function manageToken(managePath: string): string {
  return managePath.slice(managePath.lastIndexOf('/') + 1)
}
