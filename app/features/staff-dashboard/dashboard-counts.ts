import { EXTRAS_SECTION } from '~/lib/constants'
import { isExpected } from '~/lib/reservation-status'
import { timeToMinutes } from '~/lib/time-slots'

interface DashboardReservation {
  id: number
  date: string
  time: string
  status: string
}

/** The dashboard lists at most this many of the day's next arrivals. */
export const NEXT_ARRIVALS_COUNT = 5
/** A booking this many minutes late is still listed among the next arrivals: the guests may be on their way. */
export const LATE_ARRIVAL_GRACE_MINUTES = 30

/** The items of one menu list (food or drinks): every entry except the EXTRAS_SECTION heading markers. */
export function countMenuItems(menu: readonly { name: string }[]): number {
  return menu.filter((item) => item.name !== EXTRAS_SECTION).length
}

/** 'Total Menu Items': both lists' items, and each list's, once both have loaded. */
export function menuTotals(food: readonly { name: string }[] | undefined, drinks: readonly { name: string }[] | undefined) {
  if (!food || !drinks) return undefined
  const counts = { food: countMenuItems(food), drinks: countMenuItems(drinks) }
  return { ...counts, total: counts.food + counts.drinks }
}

/**
 * The venue day's next arrivals: today's bookings still expected (pending or confirmed) from `now` (venue wall clock,
 * 'HH:mm') less the grace for late guests, soonest first (ties: the earlier booking), at most `limit`.
 */
export function nextArrivals<T extends DashboardReservation>(
  reservations: readonly T[],
  today: string,
  now: string,
  limit: number = NEXT_ARRIVALS_COUNT,
): T[] {
  const from = (timeToMinutes(now) ?? 0) - LATE_ARRIVAL_GRACE_MINUTES
  return reservations
    .filter((r) => r.date === today && isExpected(r.status) && (timeToMinutes(r.time) ?? -1) >= from)
    .sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id)
    .slice(0, limit)
}
