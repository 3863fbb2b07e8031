/**
 * One venue day's booking totals, the one definition the dashboard (through GET /api/reservations/summary) and the
 * host stand both show, so the two never disagree. The day is the venue's night: its after-midnight arrivals carry
 * its date. Group requests (waiting or declined) are not bookings: nothing is booked for them; nor are waitlist offers'
 * holds (offered, lapsed).
 */
import { isExpected } from './reservation-status'

export interface DayTotals {
  /** Bookings made for the day: not cancelled, not a group request (no-shows included: they were booked). */
  bookings: number
  /** Guests of those bookings, no-shows left out: who is coming or came. */
  covers: number
  /** Bookings whose guests came: seated now, or seated and gone. */
  arrived: number
  /** Still to come: pending or confirmed. */
  expected: number
  noShows: number
}

// A waitlist offer's hold is no booking until the guest takes it (then it is confirmed); a lapsed one never was.
const NOT_BOOKINGS = new Set(['cancelled', 'requested', 'declined', 'offered', 'lapsed'])

export function isBooked(status: string): boolean {
  return !NOT_BOOKINGS.has(status)
}

export function cameStatus(status: string): boolean {
  return status === 'arrived' || status === 'completed'
}

export function dayTotals(bookings: readonly { status: string; guests: number }[]): DayTotals {
  const totals: DayTotals = { bookings: 0, covers: 0, arrived: 0, expected: 0, noShows: 0 }
  for (const { status, guests } of bookings) {
    if (!isBooked(status)) continue
    totals.bookings++
    if (status === 'no-show') totals.noShows++
    else totals.covers += guests
    if (cameStatus(status)) totals.arrived++
    if (isExpected(status)) totals.expected++
  }
  return totals
}
