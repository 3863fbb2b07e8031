import type { AvailabilityJson, AvailabilityQuery } from '~/contracts/bookings'
import { minutesSinceDayStart } from '~/lib/bookable-times'
import { dayPlan } from '~/lib/day-plan'
import { dayAvailability, maxOnlineParty } from '~/lib/seating'
import { stayMinutesFor } from '~/lib/seating-rules'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { readBookingDay } from './booking-day'
import { loadDayState } from './booking-locks'

/**
 * Which starts of a day can seat a party for its stay: only those its opening hours and the seating rules allow (none
 * on a closed day), in time order past midnight too; those already begun count as past (venue time). With them, the
 * party's stay and the largest party the venue seats online. `ignoreId` leaves one booking out: a guest moving their
 * own booking may take what it holds.
 */
export async function availability(db: Database, clock: VenueClock, query: AvailabilityQuery, ignoreId?: number): Promise<AvailabilityJson> {
  const day = await readBookingDay(db, query.date)
  const state = await loadDayState(db, query.date)
  const stayMinutes = stayMinutesFor(day.rules, query.guests)
  const plan = dayPlan(day.day, day.rules, stayMinutes)
  const party = { guests: query.guests, seatingPreference: query.seating, stay: stayMinutes }
  const slots = dayAvailability(state, plan, party, minutesSinceDayStart(query.date, clock.read()), ignoreId)
  return { ...query, slots, stayMinutes, maxOnlineParty: maxOnlineParty(state) }
}
