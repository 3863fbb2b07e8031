import type { AvailabilityJson, AvailabilityQuery } from '~/contracts/bookings'
import { dayAvailability } from '~/lib/seating'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { loadDayState } from './booking-locks'

/** Which times of a day can seat a party; today's times that have begun count as past (venue time). */
export async function availability(db: Database, clock: VenueClock, query: AvailabilityQuery): Promise<AvailabilityJson> {
  const now = clock.read()
  const state = await loadDayState(db, query.date)
  const earliest = query.date === now.today ? now.time : undefined
  return { ...query, slots: dayAvailability(state, query.guests, query.seating, earliest) }
}
