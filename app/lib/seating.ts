/**
 * The venue's seating rules, pure (no database): which table, tables or how many bar seats a party gets, and which
 * starts of a day can still seat it. The server decides with these functions inside a locked transaction; the
 * database enforces the same rules again (table holds as time ranges, bar seats per quarter hour).
 *
 * Times are minutes of ONE venue day, counted from its midnight (Saturday's 00:30-after-midnight is 1470); a booking
 * holds its seats from its start to start + its stay, half-open, so a table is free again at exactly its end.
 */
import { QUARTER_MINUTES, timeOfMinute } from './bookable-times'
import { type BookingSource, MAX_GUESTS, type SeatingPreference } from './constants'

export interface SeatingTable {
  id: number
  tableNumber: number
  capacity: number
  isActive: boolean
}

/** Tables staff may join for one larger party (2-4 tables), and how many it seats joined. */
export interface TableCombination {
  id: number
  tableIds: number[]
  capacity: number
}

/**
 * A booking that holds seats (pending, confirmed, arrived), with its start/end as minutes of the day in question (a
 * booking of the day before may have start < 0: it is simply converted).
 */
export interface HeldBooking {
  id: number
  start: number
  end: number
  guests: number
  seatingPreference: SeatingPreference
  /** The tables it holds: one, a combination's, or none (bar bookings, table bookings staff left without a table). */
  tableIds: number[]
  source: BookingSource
}

/** Everything the rules need about one venue day. */
export interface DayState {
  tables: readonly SeatingTable[]
  combinations: readonly TableCombination[]
  barSeats: number
  /** The bookings that hold seats; cancelled, completed and no-show bookings must not be listed. */
  bookings: readonly HeldBooking[]
}

export interface PartyRequest {
  start: number
  stay: number
  guests: number
  seatingPreference: SeatingPreference
}

/** Where a table party sits: one table (combinationId null) or every table of a combination. */
export interface Seating {
  tableIds: number[]
  combinationId: number | null
}

/** True when two half-open spans share a minute (a span ending at 13:00 and one starting at 13:00 do not). */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end
}

/** True when no booking (other than `ignoreId`) holds `tableId` during [start, end). */
export function isTableFree(state: DayState, tableId: number, start: number, end: number, ignoreId?: number): boolean {
  return !state.bookings.some((b) => b.id !== ignoreId && b.tableIds.includes(tableId) && overlaps(b, { start, end }))
}

/**
 * Bar seats free for the whole of [start, end): the bar's seats less the busiest 15-minute quarter of the span. Never
 * negative. `ignoreId` leaves one booking out (when re-seating it).
 */
export function freeBarSeats(state: DayState, start: number, end: number, ignoreId?: number): number {
  const atBar = state.bookings.filter((b) => b.seatingPreference === 'bar' && b.id !== ignoreId)
  let busiest = 0
  for (let quarter = start; quarter < end; quarter += QUARTER_MINUTES) {
    const span = { start: quarter, end: quarter + QUARTER_MINUTES }
    const guests = atBar.filter((b) => overlaps(b, span)).reduce((sum, b) => sum + b.guests, 0)
    busiest = Math.max(busiest, guests)
  }
  return Math.max(0, state.barSeats - busiest)
}

function activeTablesById(tables: readonly SeatingTable[]): Map<number, SeatingTable> {
  return new Map(tables.filter((t) => t.isActive).map((t) => [t.id, t]))
}

/** The combination's tables when every one of them is active, in table number order; else null. */
function activeTablesOf(combination: TableCombination, active: Map<number, SeatingTable>): SeatingTable[] | null {
  const tables = combination.tableIds.map((id) => active.get(id))
  if (tables.some((t) => t === undefined)) return null
  return (tables as SeatingTable[]).sort((a, b) => a.tableNumber - b.tableNumber)
}

/** Lower table numbers first, position by position: [1, 4] before [2, 3]. */
function compareTableNumbers(a: readonly SeatingTable[], b: readonly SeatingTable[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i].tableNumber !== b[i].tableNumber) return a[i].tableNumber - b[i].tableNumber
  }
  return a.length - b.length
}

/**
 * Table parties: the smallest free active single table that seats them (ties by table number); else the smallest
 * free combination (capacity, then fewer tables, then lowest table numbers) of active tables all free for the whole
 * stay. Bar parties: null (they take seats, not tables; see freeBarSeats). `ignoreId` leaves one booking out.
 */
export function pickSeating(state: DayState, request: PartyRequest, ignoreId?: number): Seating | null {
  if (request.seatingPreference === 'bar') return null
  const end = request.start + request.stay
  const isFree = (table: SeatingTable) => isTableFree(state, table.id, request.start, end, ignoreId)
  const active = activeTablesById(state.tables)

  const single = [...active.values()]
    .filter((t) => t.capacity >= request.guests && isFree(t))
    .sort((a, b) => a.capacity - b.capacity || a.tableNumber - b.tableNumber)[0]
  if (single) return { tableIds: [single.id], combinationId: null }

  const joined = state.combinations
    .filter((c) => c.capacity >= request.guests)
    .map((combination) => ({ combination, tables: activeTablesOf(combination, active) }))
    .filter((c): c is { combination: TableCombination; tables: SeatingTable[] } => c.tables !== null && c.tables.every(isFree))
    .sort(
      (a, b) =>
        a.combination.capacity - b.combination.capacity ||
        a.tables.length - b.tables.length ||
        compareTableNumbers(a.tables, b.tables),
    )[0]
  return joined ? { tableIds: joined.tables.map((t) => t.id), combinationId: joined.combination.id } : null
}

/** True when the party can be seated for the whole of its stay: a table or combination, or enough bar seats. */
export function canSeat(state: DayState, request: PartyRequest, ignoreId?: number): boolean {
  if (request.seatingPreference === 'bar') {
    return freeBarSeats(state, request.start, request.start + request.stay, ignoreId) >= request.guests
  }
  return pickSeating(state, request, ignoreId) !== null
}

/** The combination of exactly these table ids (any order), or undefined. */
export function combinationOf(state: Pick<DayState, 'combinations'>, tableIds: readonly number[]): TableCombination | undefined {
  const wanted = new Set(tableIds)
  if (wanted.size !== tableIds.length) return undefined
  return state.combinations.find((c) => c.tableIds.length === wanted.size && c.tableIds.every((id) => wanted.has(id)))
}

/** Capacities of what could seat a table party on an empty day: active tables, and combinations of active tables. */
function tableCapacities(state: Pick<DayState, 'tables' | 'combinations'>): number[] {
  const active = activeTablesById(state.tables)
  return [
    ...[...active.values()].map((t) => t.capacity),
    ...state.combinations.filter((c) => activeTablesOf(c, active) !== null).map((c) => c.capacity),
  ]
}

/** The party could sit on an empty day: a single active table, a combination of active tables, or the bar is big enough. */
export function fitsVenue(state: Pick<DayState, 'tables' | 'combinations' | 'barSeats'>, guests: number, seating: SeatingPreference): boolean {
  if (seating === 'bar') return guests <= state.barSeats
  return tableCapacities(state).some((capacity) => capacity >= guests)
}

/**
 * The largest party guests can book online: the largest active table, combination of active tables, or the bar's
 * seats, at most MAX_GUESTS (20). A larger party is a group request staff arrange. 0 with neither tables nor bar seats.
 */
export function maxOnlineParty(state: Pick<DayState, 'tables' | 'combinations' | 'barSeats'>): number {
  return Math.min(MAX_GUESTS, Math.max(0, state.barSeats, ...tableCapacities(state)))
}

/** Covers of held non-walk-in bookings starting in [from, to) (ignoreId left out): what pacing counts. */
export function pacedCovers(state: DayState, from: number, to: number, ignoreId?: number): number {
  return state.bookings
    .filter((b) => b.id !== ignoreId && b.source !== 'walk-in' && b.start >= from && b.start < to)
    .reduce((sum, b) => sum + b.guests, 0)
}

/** What one day offers: its bookable start minutes (in order), its grid and pacing. */
export interface DayPlan {
  starts: readonly number[]
  openFrom: number
  slotMinutes: number
  maxCoversPerSlot: number | null
}

/** True when adding `guests` covers at `start` would pass the pacing limit of start's interval (interval = openFrom + k*slotMinutes). */
export function isPacedOut(state: DayState, plan: DayPlan, start: number, guests: number, ignoreId?: number): boolean {
  if (plan.maxCoversPerSlot === null) return false
  const from = plan.openFrom + Math.floor((start - plan.openFrom) / plan.slotMinutes) * plan.slotMinutes
  return pacedCovers(state, from, from + plan.slotMinutes, ignoreId) + guests > plan.maxCoversPerSlot
}

export interface SlotAvailability {
  time: string
  /** When a booking starting at `time` ends (start + the party's stay), 'HH:mm'. */
  endTime: string
  available: boolean
  /** Why a start is unavailable: it has passed, no table or the bar is big enough, pacing, or it is full. */
  reason?: 'past' | 'full' | 'too-large' | 'paced'
}

/**
 * Every start of plan.starts for this party (stay = party.stay). Unavailable, in this order of precedence: 'past'
 * when start <= earliest (pass now's day minute for today, omit it for later days), 'too-large' when the party fits
 * nowhere, 'paced' when the start's interval has no covers left, 'full' when it cannot be seated. `ignoreId` leaves
 * one booking out (a guest moving their own booking).
 */
export function dayAvailability(
  state: DayState,
  plan: DayPlan,
  party: { guests: number; seatingPreference: SeatingPreference; stay: number },
  earliest?: number,
  ignoreId?: number,
): SlotAvailability[] {
  const fits = fitsVenue(state, party.guests, party.seatingPreference)
  return plan.starts.map((start) => {
    const slot = { time: timeOfMinute(start), endTime: timeOfMinute(start + party.stay) }
    const unavailable = (reason: NonNullable<SlotAvailability['reason']>) => ({ ...slot, available: false, reason })
    if (earliest !== undefined && start <= earliest) return unavailable('past')
    if (!fits) return unavailable('too-large')
    if (isPacedOut(state, plan, start, party.guests, ignoreId)) return unavailable('paced')
    if (!canSeat(state, { ...party, start }, ignoreId)) return unavailable('full')
    return { ...slot, available: true }
  })
}

/**
 * Up to `max` other starts of plan.starts that can seat the party and are not paced out, nearest to request.start
 * first (an earlier start wins a tie), returned as 'HH:mm' in time (minute) order; starts <= earliest are skipped.
 */
export function nearbyAlternatives(
  state: DayState,
  plan: DayPlan,
  request: PartyRequest,
  earliest?: number,
  max = 3,
  ignoreId?: number,
): string[] {
  return plan.starts
    .filter((start) => start !== request.start && (earliest === undefined || start > earliest))
    .map((start) => ({ start, distance: Math.abs(start - request.start) }))
    .sort((a, b) => a.distance - b.distance || a.start - b.start)
    .filter(({ start }) => !isPacedOut(state, plan, start, request.guests, ignoreId) && canSeat(state, { ...request, start }, ignoreId))
    .slice(0, max)
    .sort((a, b) => a.start - b.start)
    .map(({ start }) => timeOfMinute(start))
}
