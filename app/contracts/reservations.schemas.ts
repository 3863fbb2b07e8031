/** The zod half of the reservations contract (reservations.ts). */
import { z } from 'zod'
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  MAX_BOOKING_DAYS_AHEAD,
  MAX_GUESTS,
  MIN_GUESTS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  SEATING_PREFERENCES,
} from '~/lib/constants'
import { isQuarterTime } from '~/lib/bookable-times'
import { MAX_STAY_MINUTES, STAY_STEP_MINUTES } from '~/lib/seating-rules'
import { isCleanText } from '~/lib/clean-text'
import { isPhoneText, normalisePhone, toE164 } from '~/lib/phone-number'
import { addDays, daysBetween, isCalendarDate } from '~/lib/dates'
import { LANGUAGES } from '~/lib/languages'
import { calendarDate, fieldMessages, safeText } from './fields.schemas'
import { MAX_RESERVATION_PAGE, RESERVATION_CURSOR_PATTERN, reservationMessages } from './reservations'

/** A start time: 'HH:mm' on the quarter hour; whether the day offers it is the booking service's rule (it needs the hours). */
export const bookingTime = z.string({ error: reservationMessages.time }).min(1, reservationMessages.time).refine(isQuarterTime, reservationMessages.timeNotSlot)

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const optionalQueryDateOf = (message: string) => z.preprocess((v) => (v === '' ? undefined : v), calendarDate(message).optional())

/**
 * A date guests may book: a real calendar date from the venue's `today` to 365 days ahead. Yesterday passes too: its
 * night may still be running past midnight (00:30 on Saturday's date is Sunday 00:30); the booking service refuses
 * any start already past.
 */
export const bookableDate = (today: string) =>
  calendarDate(reservationMessages.date)
    .refine((d) => d >= addDays(today, -1), reservationMessages.datePast)
    .refine((d) => d <= addDays(today, MAX_BOOKING_DAYS_AHEAD), reservationMessages.dateTooFar)

/**
 * A party size from a form or a query string: a whole number from 1 to 20, with the booking form's messages. Text counts
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

/**
 * The language the guest books in (absent: English): their e-mails, calendar file and the API's messages follow it.
 * Optional in the parsed input too, so that a client written before languages builds a valid request as it did.
 */
export const bookingLanguage = z.enum(LANGUAGES, { error: reservationMessages.language }).optional()

export const seatingPreference = z.enum(SEATING_PREFERENCES, { error: reservationMessages.seating }).default('table')

/**
 * An optional phone number as people type it, stored in E.164 ('0917 555 0142' -> '+639175550142', see `toE164`):
 * the 7-15 characters count what is left without separators; blank, or separators only, is no phone.
 */
const phone = z.preprocess(
  (value) => (typeof value === 'string' ? normalisePhone(value) || undefined : value),
  z
    .string()
    .refine((phone) => isCleanText(phone), fieldMessages.characters('Phone number'))
    .refine(isPhoneText, reservationMessages.phoneCharacters)
    .min(PHONE_MIN_LENGTH, reservationMessages.phoneShort)
    .max(PHONE_MAX_LENGTH, reservationMessages.phoneLong)
    .transform(toE164)
    .optional(),
)

/**
 * A guest's booking request. `today` is the venue-local date ("yyyy-MM-dd"):
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
    phone,
    date: bookableDate(today),
    time: bookingTime,
    guests: partySize,
    seatingPreference,
    notes: z.preprocess(
      emptyToUndefined,
      safeText({ label: 'Special requests', max: 1000, multiline: true, tooLong: reservationMessages.notesLong }).optional(),
    ),
    language: bookingLanguage,
  })
}

export type ReservationInput = z.infer<ReturnType<typeof reservationInputSchema>>

const tableNumber = z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: reservationMessages.tableNumber })

/** Tables staff choose: one table, or the exact tables of one combination. */
const tableNumbers = z
  .array(z.number().int().positive().max(2_147_483_647), { error: reservationMessages.tableNumbers })
  .min(1, reservationMessages.tableNumbers)
  .max(4, reservationMessages.tableNumbers)
  .refine((numbers) => new Set(numbers).size === numbers.length, reservationMessages.tableNumbers)

/** A booking's own stay, set by staff (a walk-in until the next booking at its table). */
export const stayMinutes = z
  .number({ error: reservationMessages.stayMinutes })
  .int(reservationMessages.stayMinutes)
  .min(STAY_STEP_MINUTES, reservationMessages.stayMinutes)
  .max(MAX_STAY_MINUTES, reservationMessages.stayMinutes)
  .refine((minutes) => minutes % STAY_STEP_MINUTES === 0, reservationMessages.stayMinutes)

const staffNoteText = safeText({ label: 'Staff note', max: 500, multiline: true, tooLong: reservationMessages.staffNoteLong })
const staffNote = z.preprocess(emptyToUndefined, staffNoteText.optional())

/**
 * A booking staff record (POST /api/reservations with a staff session): the guest's fields plus where it came from,
 * an optional table (else the smallest free one that fits) and staff's note. A walk-in or phone booking needs no
 * e-mail. Whether a walk-in may take a slot that has started is the service's rule (it needs the clock).
 */
export function staffReservationInputSchema(today: string) {
  const guestSchema = reservationInputSchema(today)
  return guestSchema
    .extend({
      email: z.preprocess(emptyToUndefined, guestSchema.shape.email.optional()),
      source: z.enum(BOOKING_SOURCES, { error: reservationMessages.source }).default('online'),
      tableNumber: tableNumber.optional(),
      tableNumbers: tableNumbers.optional(),
      stayMinutes: stayMinutes.optional(),
      // Staff may seat a party beyond the pacing limit (never beyond the tables and seats).
      override: z.boolean({ error: reservationMessages.override }).optional(),
      // Staff may record a second booking of a guest who holds one at an overlapping time (a real second party).
      allowDuplicate: z.boolean({ error: reservationMessages.allowDuplicate }).optional(),
      staffNote,
    })
    .refine((input) => input.source !== 'online' || input.email !== undefined, { path: ['email'], message: reservationMessages.email })
    .refine((input) => input.tableNumber == null || input.tableNumbers === undefined, { path: ['tableNumbers'], message: reservationMessages.tableBoth })
}

export type StaffReservationInput = z.infer<ReturnType<typeof staffReservationInputSchema>>

/** PATCH /api/reservations/:id: staff change a booking's note, party, time or table (null: no table). */
export const reservationChangeSchema = z
  .object({
    // '' or null clears the note.
    staffNote: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.union([z.null(), staffNoteText]).optional(),
    ),
    guests: partySize.optional(),
    time: bookingTime.optional(),
    tableNumber: tableNumber.optional(),
    stayMinutes: stayMinutes.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { path: [], message: reservationMessages.patchEmpty })

export type ReservationChange = z.infer<typeof reservationChangeSchema>

/**
 * GET /api/reservations: `date` (one venue day) and/or `q` (name, phone digits, e-mail or booking reference, all
 * dates); neither: every booking.
 */
/** A page of GET /api/reservations: `cursor` ('<startsAt>_<id>', from the answer's Link header) and `limit`. */
const listCursor = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((cursor) => RESERVATION_CURSOR_PATTERN.test(cursor) && isCalendarDate(cursor.slice(0, 10)), reservationMessages.cursor)
    .optional(),
)
const listLimit = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((text) => /^\d{1,4}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_RESERVATION_PAGE, reservationMessages.limit)
    .transform(Number)
    .optional(),
)

export const reservationListQuerySchema = z.object({
  cursor: listCursor,
  limit: listLimit,
  date: optionalQueryDateOf(reservationMessages.dateQuery),
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    safeText({ label: 'Search', max: 100, min: 2, required: reservationMessages.searchShort, tooLong: reservationMessages.searchLong }).optional(),
  ),
})

/** The `If-Match` header of a staff change: the booking's version as the client read it (quotes allowed). */
export function parseIfMatch(header: string | undefined): number | undefined | 'invalid' {
  if (header === undefined || header.trim() === '') return undefined
  const match = /^\s*(?:W\/)?(?:"(\d{1,9})"|(\d{1,9}))\s*$/.exec(header)
  return match ? Number(match[1] ?? match[2]) : 'invalid'
}

/**
 * PATCH /api/reservations/:id/status: the four booking statuses, the service flow's arrived and no-show, and declined
 * for a group request (with the guest's `message`). 'requested' is only where a group request starts.
 */
export const reservationStatusSchema = z
  .object({
    // 'requested' is only where a group request starts; 'offered' and 'lapsed' are the waitlist's own (issue 31).
    status: z
      .enum(BOOKING_STATUSES, { error: reservationMessages.status })
      .refine((s) => s !== 'requested' && s !== 'offered' && s !== 'lapsed', reservationMessages.status),
    // false: staff tell the guest themselves; nothing is e-mailed for this change (a cancellation, a confirmation).
    notifyGuest: z.boolean({ error: reservationMessages.notifyGuest }).optional(),
    message: z.preprocess(
      emptyToUndefined,
      safeText({ label: 'Message', max: 1000, multiline: true, tooLong: reservationMessages.declineMessage }).optional(),
    ),
  })
  .refine((change) => change.status !== 'declined' || change.message !== undefined, { path: ['message'], message: reservationMessages.declineMessage })

/** Days a covers answer may span at most. */
export const MAX_COVERS_DAYS = 366
/** Days from `from` the covers answer spans when `to` is not given: a week. */
export const DEFAULT_COVERS_DAYS = 7


/**
 * GET /api/reservations/covers?from=&to= : `from` defaults to the venue's `today`, `to` to a week from `from`;
 * at most 366 days at once.
 */
export function coversQuerySchema(today: string) {
  return z
    .object({ from: optionalQueryDateOf(reservationMessages.fromDate), to: optionalQueryDateOf(reservationMessages.toDate) })
    .transform((q) => {
      const from = q.from ?? today
      return { from, to: q.to ?? addDays(from, DEFAULT_COVERS_DAYS - 1) }
    })
    .refine((q) => q.to >= q.from, { path: ['to'], message: reservationMessages.toDate })
    .refine((q) => daysBetween(q.from, q.to) < MAX_COVERS_DAYS, { path: ['to'], message: reservationMessages.range })
}

/** PATCH /api/reservations/:id/table: `{ tableId }` (one table by id, or null: none) or `{ tableNumbers }` (one table or a combination). */
export const tableAssignmentSchema = z
  .object({
    tableId: z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: reservationMessages.tableId }).optional(),
    tableNumbers: tableNumbers.optional(),
  })
  .refine((body) => (body.tableId === undefined) !== (body.tableNumbers === undefined), { path: ['tableId'], message: reservationMessages.tableId })

export type TableAssignment = z.infer<typeof tableAssignmentSchema>
