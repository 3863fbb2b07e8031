/** The zod half of the guests' self-service contract (bookings.ts). */
import { z } from 'zod'
import { bookableDate, partySize, seatingPreference } from './reservations.schemas'

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
