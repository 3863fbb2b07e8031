/**
 * The venue's seating rules, pure (no database): which table or how many bar seats a party gets,
 * and which times of a day can still seat it. The server decides with these functions inside a
 * locked transaction; the database enforces the same rules again (see docs/decisions/002).
 *
 * Time is counted in half-hour slots from 11:00 (slot 0). A booking occupies its table, or its bar
 * seats, for two hours: the four slots from its start. A 22:00 booking holds slots 22-25 (until 24:00).
 */
import { MAX_GUESTS, RESERVATION_DURATION_MINUTES, type SeatingPreference } from './constants'
import { TIME_SLOTS, timeToMinutes } from './time-slots'

export const SLOT_MINUTES = 30
export const FIRST_SLOT_MINUTES = 11 * 60
export const SLOTS_PER_BOOKING = RESERVATION_DURATION_MINUTES / SLOT_MINUTES

export interface SeatingTable {
  id: number
  tableNumber: number
  capacity: number
  isActive: boolean
}

/** A booking that holds seats on the day in question (pending or confirmed). */
export interface HeldBooking {
  id: number
  time: string
  guests: number
  seatingPreference: SeatingPreference
  /** The table it holds; null for bar bookings and for table bookings staff left without a table. */
  tableId: number | null
}

/** Everything the rules need about one venue day. */
export interface DayState {
  tables: readonly SeatingTable[]
  barSeats: number
  /** The day's bookings that hold seats; cancelled and completed bookings must not be listed. */
  bookings: readonly HeldBooking[]
}

export interface PartyRequest {
  time: string
  guests: number
  seatingPreference: SeatingPreference
}

/** Slot number of a start time ("HH:mm"), counted in half hours from 11:00. */
export function slotIndex(time: string): number {
  const minutes = timeToMinutes(time)
  if (minutes === null || minutes < FIRST_SLOT_MINUTES || (minutes - FIRST_SLOT_MINUTES) % SLOT_MINUTES !== 0) {
    throw new RangeError(`Not a half-hour slot from 11:00: ${time}`)
  }
  return (minutes - FIRST_SLOT_MINUTES) / SLOT_MINUTES
}

/** The slots a booking starting at `time` occupies: four half hours. */
export function occupiedSlots(time: string): number[] {
  const first = slotIndex(time)
  return Array.from({ length: SLOTS_PER_BOOKING }, (_, i) => first + i)
}

/** True when two-hour bookings starting at `a` and `b` share any time (11:00 and 13:00 do not). */
export function windowsOverlap(a: string, b: string): boolean {
  return Math.abs(slotIndex(a) - slotIndex(b)) < SLOTS_PER_BOOKING
}

/** Guests seated at the bar during each slot the window starting at `time` covers. */
function barGuestsPerSlot(bookings: readonly HeldBooking[], time: string, ignoreId?: number): number[] {
  return occupiedSlots(time).map((slot) =>
    bookings
      .filter((b) => b.seatingPreference === 'bar' && b.id !== ignoreId)
      .filter((b) => {
        const start = slotIndex(b.time)
        return slot >= start && slot < start + SLOTS_PER_BOOKING
      })
      .reduce((sum, b) => sum + b.guests, 0),
  )
}

/**
 * Bar seats free for the whole two hours from `time`: the bar's seats less the busiest
 * half hour of the window. Never negative. `ignoreId` leaves one booking out (when re-seating it).
 */
export function freeBarSeats(state: DayState, time: string, ignoreId?: number): number {
  const busiest = Math.max(...barGuestsPerSlot(state.bookings, time, ignoreId))
  return Math.max(0, state.barSeats - busiest)
}

/** True when `table` holds no booking overlapping the two hours from `time` (other than `ignoreId`). */
export function isTableFree(state: DayState, tableId: number, time: string, ignoreId?: number): boolean {
  return !state.bookings.some(
    (b) => b.tableId === tableId && b.id !== ignoreId && b.seatingPreference === 'table' && windowsOverlap(b.time, time),
  )
}

/** Active tables by size, smallest first; equal sizes by table number. */
function tablesBySize(tables: readonly SeatingTable[]): SeatingTable[] {
  return tables.filter((t) => t.isActive).sort((a, b) => a.capacity - b.capacity || a.tableNumber - b.tableNumber)
}

/**
 * The smallest free active table that seats `guests` for the two hours from `time`, or null.
 * Tables are never combined. `ignoreId` leaves one booking out (when re-seating it).
 */
export function pickTable(state: DayState, time: string, guests: number, ignoreId?: number): SeatingTable | null {
  return (
    tablesBySize(state.tables).find((t) => t.capacity >= guests && isTableFree(state, t.id, time, ignoreId)) ?? null
  )
}

/** True when the party could be seated at some time of an otherwise empty day (a table or the bar is big enough). */
export function fitsVenue(state: Pick<DayState, 'tables' | 'barSeats'>, guests: number, seating: SeatingPreference): boolean {
  if (seating === 'bar') return guests <= state.barSeats
  return state.tables.some((t) => t.isActive && t.capacity >= guests)
}

/**
 * The largest party guests can book online: the largest active table or the bar's seats, whichever is larger, at
 * most MAX_GUESTS (20). Tables are never combined, so a larger party is a group booking staff arrange. 0 when the
 * venue has neither tables nor bar seats.
 */
export function maxOnlineParty(state: Pick<DayState, 'tables' | 'barSeats'>): number {
  const largestTable = Math.max(0, ...state.tables.filter((t) => t.isActive).map((t) => t.capacity))
  return Math.min(MAX_GUESTS, Math.max(largestTable, state.barSeats))
}

/** True when the party can be seated for the two hours from its start. */
export function canSeat(state: DayState, request: PartyRequest, ignoreId?: number): boolean {
  if (request.seatingPreference === 'bar') return freeBarSeats(state, request.time, ignoreId) >= request.guests
  return pickTable(state, request.time, request.guests, ignoreId) !== null
}

export interface SlotAvailability {
  time: string
  available: boolean
  /** Why a slot is unavailable: its start has passed, it is full, or no table / the bar is big enough. */
  reason?: 'past' | 'full' | 'too-large'
}

/**
 * Every bookable time of the day for this party. `earliest` ("HH:mm", venue time) marks
 * times up to and including it as past: pass the current time for today, omit it for later days.
 */
export function dayAvailability(
  state: DayState,
  guests: number,
  seatingPreference: SeatingPreference,
  earliest?: string,
): SlotAvailability[] {
  const fits = fitsVenue(state, guests, seatingPreference)
  return TIME_SLOTS.map((time) => {
    if (earliest !== undefined && time <= earliest) return { time, available: false, reason: 'past' }
    if (!fits) return { time, available: false, reason: 'too-large' }
    return canSeat(state, { time, guests, seatingPreference })
      ? { time, available: true }
      : { time, available: false, reason: 'full' }
  })
}

/**
 * Up to `max` other times the same day that can seat the party, nearest to the requested time
 * first (an earlier time wins a tie), returned in time order. Times up to `earliest` are skipped, and only
 * `times` are offered (the day's bookable slots under its opening hours; every slot by default).
 */
export function nearbyAlternatives(state: DayState, request: PartyRequest, earliest?: string, max = 3, times: readonly string[] = TIME_SLOTS): string[] {
  const wanted = slotIndex(request.time)
  return times
    .filter((time) => time !== request.time)
    .filter((time) => earliest === undefined || time > earliest)
    .map((time) => ({ time, distance: Math.abs(slotIndex(time) - wanted), slot: slotIndex(time) }))
    .sort((a, b) => a.distance - b.distance || a.slot - b.slot)
    .filter((c) => canSeat(state, { ...request, time: c.time }))
    .slice(0, max)
    .map((c) => c.time)
    .sort()
}
