/** "Sold out today": an item is unavailable until the venue day ends, and comes back by itself. Pure rules. */
import { addDays } from './dates'
import { venueDateTime, venueToday } from './venue-time'

/** The instant the venue day that contains `now` ends (the next venue-local midnight). */
export function endOfVenueDay(timeZone: string, now: Date): Date {
  return venueDateTime(addDays(venueToday(timeZone, now), 1), '00:00', timeZone)
}

/** The stored `soldOutUntil` as guests see it: null once that instant has passed. */
export function activeSoldOutUntil(soldOutUntil: Date | null, now: Date): Date | null {
  return soldOutUntil && soldOutUntil.getTime() > now.getTime() ? soldOutUntil : null
}
