/** The zod half of the guests' self-service contract (bookings.ts). */
import { z } from 'zod'
import { reservationMessages } from './reservations'
import { calendarDate, partySize, seatingPreference } from './reservations.schemas'

/**
 * GET /api/availability?date=&guests=&seating= (query strings). `today` is the venue-local date:
 * earlier dates are refused with the reservation form's message.
 */
export function availabilityQuerySchema(today: string) {
  return z.object({
    date: calendarDate(reservationMessages.date).refine((d) => d >= today, reservationMessages.datePast),
    guests: partySize,
    seating: seatingPreference,
  })
}
