import { EXTRAS_SECTION } from '~/lib/constants'
import { isExpected, isInactive } from '~/lib/reservation-status'
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

/** 'Total Menu Items': every entry of the menu list except the EXTRAS_SECTION heading markers. */
export function countMenuItems(menu: readonly { name: string }[]): number {
  return menu.filter((item) => item.name !== EXTRAS_SECTION).length
}

/**
 * Bookings that will happen on `today`: cancelled bookings and no-shows are not counted, nor group requests (waiting
 * for an answer, or declined): nothing is booked for them.
 */
function bookedOn<T extends DashboardReservation>(reservations: readonly T[], today: string): T[] {
  return reservations.filter((r) => r.date === today && !isInactive(r.status) && r.status !== 'requested')
}

/**
 * Guests booked for `today` (venue-local) and in how many bookings (the dashboard's Today's Reservations); cancelled
 * bookings and no-shows are not counted.
 */
export function todayCovers(reservations: readonly (DashboardReservation & { guests: number })[], today: string) {
  const booked = bookedOn(reservations, today)
  return { covers: booked.reduce((sum, r) => sum + r.guests, 0), bookings: booked.length }
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
