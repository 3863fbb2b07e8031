/** The zod half of the guests' self-service contract (bookings.ts). */
import { z } from 'zod'
import { bookableDate, bookingTime, partySize, seatingPreference } from './reservations.schemas'
import { bookingChangeMessages } from './bookings'

/**
 * GET /api/availability?date=&guests=&seating= (query strings). `today` is the venue-local date:
 * earlier dates are refused with the reservation form's message.
 */
export function availabilityQuerySchema(today: string) {
  return z.object({
    date: bookableDate(today),
    guests: partySize,
    seating: seatingPreference,
  })
}

/**
 * PATCH /api/bookings/:token: the guest's change, each field as in a new booking (reservationInputSchema's rules and
 * messages); at least one. A field left out keeps the booking's own.
 */
export function guestBookingChangeSchema(today: string) {
  return z
    .object({
      date: bookableDate(today).optional(),
      time: bookingTime.optional(),
      guests: partySize.optional(),
      // Without the new booking's default: a change that leaves it out keeps the booking's seating.
      seatingPreference: seatingPreference.unwrap().optional(),
    })
    .refine((change) => Object.values(change).some((value) => value !== undefined), { path: [], message: bookingChangeMessages.empty })
}

export type GuestBookingChange = z.infer<ReturnType<typeof guestBookingChangeSchema>>
