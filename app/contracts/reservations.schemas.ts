/** The zod half of the reservations contract (reservations.ts). */
import { z } from 'zod'
import {
  MAX_BOOKING_DAYS_AHEAD,
  MAX_GUESTS,
  MIN_GUESTS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  RESERVATION_STATUSES,
  SEATING_PREFERENCES,
} from '~/lib/constants'
import { isTimeSlot } from '~/lib/time-slots'
import { isCleanText } from '~/lib/clean-text'
import { addDays, daysBetween } from '~/lib/dates'
import { calendarDate, fieldMessages, safeText } from './fields.schemas'
import { reservationMessages } from './reservations'

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A date guests may book: a real calendar date from the venue's `today` to 365 days ahead. */
export const bookableDate = (today: string) =>
  calendarDate(reservationMessages.date)
    .refine((d) => d >= today, reservationMessages.datePast)
    .refine((d) => d <= addDays(today, MAX_BOOKING_DAYS_AHEAD), reservationMessages.dateTooFar)

/**
 * A party size from a form or a query string: a whole number from 1 to 20, with the spec's messages. Text counts
 * only when it is written as a plain number ('4', '2.5'; not '1e1' or '0x4').
 */
export const partySize = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: reservationMessages.guestsMin })
    .int(reservationMessages.guestsWhole)
    .min(MIN_GUESTS, reservationMessages.guestsMin)
    .max(MAX_GUESTS, reservationMessages.guestsMax),
)

export const seatingPreference = z.enum(SEATING_PREFERENCES, { error: reservationMessages.seating }).default('table')

/**
 * A guest's booking request (spec section 5). `today` is the venue-local date ("yyyy-MM-dd"):
 * earlier dates are refused. id, status, createdAt and tableId are not part of the input and are dropped.
 */
export function reservationInputSchema(today: string) {
  return z.object({
    name: safeText({ label: 'Name', required: reservationMessages.name, min: 1, max: 100, tooLong: reservationMessages.nameLong }),
    email: z
      .string({ error: reservationMessages.email })
      .trim()
      .max(254, reservationMessages.email)
      .pipe(z.email({ error: reservationMessages.email })),
    phone: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .min(PHONE_MIN_LENGTH, reservationMessages.phoneShort)
        .max(PHONE_MAX_LENGTH, reservationMessages.phoneLong)
        .refine((phone) => isCleanText(phone), fieldMessages.characters('Phone number'))
        .optional(),
    ),
    date: bookableDate(today),
    time: z
      .string({ error: reservationMessages.time })
      .min(1, reservationMessages.time)
      .refine(isTimeSlot, reservationMessages.timeNotSlot),
    guests: partySize,
    seatingPreference,
    notes: z.preprocess(
      emptyToUndefined,
      safeText({ label: 'Special requests', max: 1000, multiline: true, tooLong: reservationMessages.notesLong }).optional(),
    ),
  })
}

export type ReservationInput = z.infer<ReturnType<typeof reservationInputSchema>>

/** PATCH /api/reservations/:id/status */
export const reservationStatusSchema = z.object({
  status: z.enum(RESERVATION_STATUSES, { error: reservationMessages.status }),
})

/** Days a covers answer may span at most. */
export const MAX_COVERS_DAYS = 366
/** Days from `from` the covers answer spans when `to` is not given: a week. */
export const DEFAULT_COVERS_DAYS = 7

const optionalQueryDate = (message: string) => z.preprocess((v) => (v === '' ? undefined : v), calendarDate(message).optional())

/**
 * GET /api/reservations/covers?from=&to= : `from` defaults to the venue's `today`, `to` to a week from `from`;
 * at most 366 days at once.
 */
export function coversQuerySchema(today: string) {
  return z
    .object({ from: optionalQueryDate(reservationMessages.fromDate), to: optionalQueryDate(reservationMessages.toDate) })
    .transform((q) => {
      const from = q.from ?? today
      return { from, to: q.to ?? addDays(from, DEFAULT_COVERS_DAYS - 1) }
    })
    .refine((q) => q.to >= q.from, { path: ['to'], message: reservationMessages.toDate })
    .refine((q) => daysBetween(q.from, q.to) < MAX_COVERS_DAYS, { path: ['to'], message: reservationMessages.range })
}

/** PATCH /api/reservations/:id/table */
export const tableAssignmentSchema = z.object({
  tableId: z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: reservationMessages.tableId }),
})
