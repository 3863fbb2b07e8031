import { z } from 'zod'
import {
  MAX_GUESTS,
  MIN_GUESTS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  RESERVATION_STATUSES,
  SEATING_PREFERENCES,
} from '~/lib/constants'
import { isTimeSlot } from '~/lib/time-slots'
import { isCalendarDate } from '~/lib/venue-time'

export const reservationMessages = {
  name: 'Please enter your name',
  date: 'Please select a date',
  datePast: 'Please select today or a later date',
  time: 'Please select a time',
  timeNotSlot: 'Please select one of the listed times',
  guestsMin: 'Must have at least 1 guest',
  guestsMax: 'Maximum 20 guests per reservation',
  guestsWhole: 'Number of guests must be a whole number',
  email: 'Invalid email format',
  phoneShort: 'Phone number is too short',
  phoneLong: 'Phone number is too long',
  seating: 'Please select a seating preference',
  notesLong: 'Special requests must be 1000 characters or fewer',
} as const

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/**
 * A guest's booking request (spec section 5). `today` is the venue-local date ("yyyy-MM-dd"):
 * earlier dates are refused. id, status, createdAt and tableId are not part of the input and are dropped.
 */
export function reservationInputSchema(today: string) {
  return z.object({
    name: z.string({ error: reservationMessages.name }).trim().min(1, reservationMessages.name).max(100),
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
        .optional(),
    ),
    date: z
      .string({ error: reservationMessages.date })
      .min(1, reservationMessages.date)
      .refine(isCalendarDate, reservationMessages.date)
      .refine((d) => d >= today, reservationMessages.datePast),
    time: z
      .string({ error: reservationMessages.time })
      .min(1, reservationMessages.time)
      .refine(isTimeSlot, reservationMessages.timeNotSlot),
    guests: z.coerce
      .number({ error: reservationMessages.guestsMin })
      .int(reservationMessages.guestsWhole)
      .min(MIN_GUESTS, reservationMessages.guestsMin)
      .max(MAX_GUESTS, reservationMessages.guestsMax),
    seatingPreference: z.enum(SEATING_PREFERENCES, { error: reservationMessages.seating }).default('table'),
    notes: z.preprocess(emptyToUndefined, z.string().trim().max(1000, reservationMessages.notesLong).optional()),
  })
}

export type ReservationInput = z.infer<ReturnType<typeof reservationInputSchema>>

export const reservationStatusSchema = z.object({
  status: z.enum(RESERVATION_STATUSES, { error: 'Status must be one of pending, confirmed, completed, cancelled' }),
})
