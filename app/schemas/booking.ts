import { z } from 'zod'
import { MAX_GUESTS, MIN_GUESTS, SEATING_PREFERENCES } from '~/lib/constants'
import { isCalendarDate } from '~/lib/venue-time'
import { reservationMessages } from './reservation'

/** Messages of the booking rules added by issue 5 (capacity, self-service); section 5's stay in reservation.ts. */
export const bookingMessages = {
  timePast: 'Please select a time later than now',
  fromDate: 'From must be a date (yyyy-MM-dd)',
  toDate: 'To must be a date (yyyy-MM-dd) on or after From',
  range: 'Ask for at most 366 days at once',
  tableId: 'Table must be a table id or null',
} as const

const calendarDate = (message: string) => z.string({ error: message }).min(1, message).refine(isCalendarDate, message)

/**
 * GET /api/availability?date=&guests=&seating= (query strings). `today` is the venue-local date:
 * earlier dates are refused with the reservation form's message.
 */
export function availabilityQuerySchema(today: string) {
  return z.object({
    date: calendarDate(reservationMessages.date).refine((d) => d >= today, reservationMessages.datePast),
    guests: z.coerce
      .number({ error: reservationMessages.guestsMin })
      .int(reservationMessages.guestsWhole)
      .min(MIN_GUESTS, reservationMessages.guestsMin)
      .max(MAX_GUESTS, reservationMessages.guestsMax),
    seating: z.enum(SEATING_PREFERENCES, { error: reservationMessages.seating }).default('table'),
  })
}

export type AvailabilityQuery = z.infer<ReturnType<typeof availabilityQuerySchema>>

/** GET /api/reservations/covers?from=&to= ; both default to a week from today (set by the handler). */
export const coversQuerySchema = z
  .object({ from: calendarDate(bookingMessages.fromDate), to: calendarDate(bookingMessages.toDate) })
  .refine((q) => q.to >= q.from, { path: ['to'], message: bookingMessages.toDate })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 366, { path: ['to'], message: bookingMessages.range })

/** PATCH /api/reservations/:id/table */
export const tableAssignmentSchema = z.object({
  tableId: z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: bookingMessages.tableId }),
})
