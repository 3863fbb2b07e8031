import type { ReservationJson } from '~/contracts/reservations'
import type { DayHours } from '~/lib/opening-hours'
import { cameStatus } from '~/lib/day-totals'
import { isExpected, isInactive } from '~/lib/reservation-status'
import { timeToMinutes } from '~/lib/time-slots'
import { startMinuteOf } from './booking-span'
import { tableLabel } from './calendar-events'
import type { StatusFilter } from './host-stand-params'

export function matchesFilter(status: string, filter: StatusFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'expected':
      return isExpected(status)
    case 'arrived':
      return cameStatus(status)
    default:
      return status === filter
  }
}

/**
 * The arrivals list: the filter's bookings by time, then by name (a stable order for two bookings at one time). With
 * the day's hours, a night's after-midnight bookings come after its evening.
 */
export function arrivalsOf<T extends Pick<ReservationJson, 'status' | 'time' | 'name' | 'id'>>(
  bookings: readonly T[],
  filter: StatusFilter,
  day?: DayHours,
): T[] {
  const minute = (b: T) => (day ? startMinuteOf(day, b.time) : null) ?? timeToMinutes(b.time) ?? 0
  return bookings
    .filter((booking) => matchesFilter(booking.status, filter))
    .sort((a, b) => minute(a) - minute(b) || a.time.localeCompare(b.time) || a.name.localeCompare(b.name) || a.id - b.id)
}

/** Where the party sits, as the host says it: a cancelled booking or a no-show holds no table any more. */
export function seatLabel(booking: Pick<ReservationJson, 'status' | 'seatingPreference' | 'tableId' | 'tableNumber' | 'tableNumbers'>): string {
  if (booking.seatingPreference === 'bar') return 'Bar'
  if (isInactive(booking.status)) return 'Table released'
  return tableLabel(booking) ?? 'No table yet'
}
