/**
 * A walk-in's quoted wait (issue 31), pure: the parties in line are given, in joining order, the earliest moment a
 * table (the smallest that fits) or enough bar seats become free for their whole stay, each party's place taking the
 * seats from the ones behind it. Seated parties free their table at start + stay; booked parties block theirs from
 * their start: both are just the day's holding bookings (seating.ts). Recomputed on every read.
 */
import { canSeat, type DayState, type HeldBooking, pickSeating } from './seating'
import type { SeatingPreference } from './constants'

export interface WaitingParty {
  guests: number
  seatingPreference: SeatingPreference
  /** How long they would stay once seated (their stay under the seating rules, cut at closing). */
  stay: number
}

/** Quotes are told in steps of five minutes, rounded up. */
export const QUOTE_STEP_MINUTES = 5
/** A party that no table or bar seats fit within this many minutes gets no quote (null): the host says so. */
export const QUOTE_HORIZON_MINUTES = 360

const WAITING_ID_BASE = -1_000_000

/** A seated party past its stay is still at its table: it is taken to leave this many minutes from now at the soonest. */
export const OVERSTAY_MINUTES = 5

/**
 * The floor as the quotes see it: a party that has arrived (`arrivedIds`) holds its table until at least now +
 * OVERSTAY_MINUTES, even past its stay: it has not left until staff mark it so.
 */
export function withArrivedStaying(state: DayState, arrivedIds: ReadonlySet<number>, now: number): DayState {
  const bookings = state.bookings.map((booking) =>
    arrivedIds.has(booking.id) ? { ...booking, end: Math.max(booking.end, now + OVERSTAY_MINUTES) } : booking,
  )
  return { ...state, bookings }
}

/**
 * Minutes from `now` until each party's seats are free (0 when free now; rounded up to QUOTE_STEP_MINUTES), in the
 * parties' order; null for a party nothing fits within the horizon.
 */
export function quotedWaits(state: DayState, now: number, parties: readonly WaitingParty[]): (number | null)[] {
  const held: HeldBooking[] = [...state.bookings]
  return parties.map((party, index) => {
    const working: DayState = { ...state, bookings: held }
    const start = earliestFreeStart(working, now, party)
    if (start === null) return null
    const request = { start, stay: party.stay, guests: party.guests, seatingPreference: party.seatingPreference }
    const seating = pickSeating(working, request)
    held.push({
      id: WAITING_ID_BASE - index,
      start,
      end: start + party.stay,
      guests: party.guests,
      seatingPreference: party.seatingPreference,
      tableIds: seating?.tableIds ?? [],
      source: 'walk-in',
    })
    return Math.ceil((start - now) / QUOTE_STEP_MINUTES) * QUOTE_STEP_MINUTES
  })
}

/** The earliest minute from `now` (now itself, or when a held booking ends) at which the party can sit for its stay. */
export function earliestFreeStart(state: DayState, now: number, party: WaitingParty): number | null {
  const moments = [now, ...state.bookings.map((b) => b.end).filter((end) => end > now && end <= now + QUOTE_HORIZON_MINUTES)]
  for (const start of [...new Set(moments)].sort((a, b) => a - b)) {
    if (canSeat(state, { start, stay: party.stay, guests: party.guests, seatingPreference: party.seatingPreference })) return start
  }
  return null
}
