import type { AvailabilityJson, AvailabilityQuery } from '~/contracts/bookings'
import { bookableSlots, hoursOn } from '~/lib/opening-hours'
import { dayAvailability, maxOnlineParty } from '~/lib/seating'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { loadDayState } from './booking-locks'
import { readOpeningHours } from './opening-hours'

/**
 * Which times of a day can seat a party: only the slots its opening hours allow (none on a closed day); today's times
 * that have begun count as past (venue time). With them, the largest party the venue seats online.
 */
export async function availability(db: Database, clock: VenueClock, query: AvailabilityQuery): Promise<AvailabilityJson> {
  const now = clock.read()
  const day = hoursOn(await readOpeningHours(db, query.date), query.date)
  const bookable = new Set(bookableSlots(day))
  const state = await loadDayState(db, query.date)
  const limit = maxOnlineParty(state)
  if (bookable.size === 0) return { ...query, slots: [], maxOnlineParty: limit }
  const earliest = query.date === now.today ? now.time : undefined
  const slots = dayAvailability(state, query.guests, query.seating, earliest).filter((slot) => bookable.has(slot.time))
  return { ...query, slots, maxOnlineParty: limit }
}
