/**
 * A list never moves under the host's finger: a card whose status the host just changed stays where it is, marked
 * with its new status and an Undo, even when the filter would now hide it. Pure: the clock and the list's last
 * refresh are given.
 */
import type { ReservationJson } from '~/contracts/reservations'
import type { ReservationStatus } from '~/lib/constants'
import type { DayHours } from '~/lib/opening-hours'
import { arrivalsOf, matchesFilter } from './day-counts'
import type { StatusFilter } from './host-stand-params'

/** How long a changed card offers Undo; it stays in the list until the first refresh after that. */
export const UNDO_MS = 8_000

/** One status tap on a card, and what the card says about it. */
export interface StatusTap {
  id: number
  /** When the answer came (ms since the epoch). */
  at: number
  /** What the card says (its live region announces it). */
  message: string
  /** The status Undo goes back to; null when there is nothing to undo (a refusal, or an undo itself). */
  undoTo: ReservationStatus | null
  /** The tables the booking held before the tap: an undone no-show says whether it got them back. */
  tablesBefore: readonly number[]
  /**
   * Sent, not answered yet: the card is pinned from the tap on, before the answer changes its status (a card the
   * filter hid meanwhile would be gone, and with it its answer).
   */
  saving: boolean
}

/** Undo is offered for UNDO_MS after the tap. */
export function canUndo(tap: StatusTap, now: number): boolean {
  return !tap.saving && tap.undoTo !== null && now < tap.at + UNDO_MS
}

/**
 * The cards that stay put whatever the filter: taps still saving, taps whose Undo is still offered, and those whose
 * Undo ended after the list was last refreshed (`refreshedAt`): they leave at the next refresh, never in between.
 */
export function pinnedIds(taps: Iterable<StatusTap>, now: number, refreshedAt: number): Set<number> {
  const pinned = new Set<number>()
  for (const tap of taps) if (tap.saving || now < tap.at + UNDO_MS || refreshedAt <= tap.at + UNDO_MS) pinned.add(tap.id)
  return pinned
}

/** The arrivals list: the filter's bookings and the pinned ones, in the list's one order (by time, then name). */
export function arrivalsWithPinned<T extends Pick<ReservationJson, 'status' | 'time' | 'name' | 'id'>>(
  bookings: readonly T[],
  filter: StatusFilter,
  pinned: ReadonlySet<number>,
  day?: DayHours,
): T[] {
  return arrivalsOf(bookings, 'all', day).filter((booking) => pinned.has(booking.id) || matchesFilter(booking.status, filter))
}
