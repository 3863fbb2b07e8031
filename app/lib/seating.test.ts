import { describe, expect, it } from 'vitest'
import { bookableStartMinutes } from './bookable-times'
import type { BookingSource } from './constants'
import type { DayHours } from './opening-hours'
import {
  canSeat,
  combinationOf,
  dayAvailability,
  type DayPlan,
  type DayState,
  fitsVenue,
  freeBarSeats,
  type HeldBooking,
  isPacedOut,
  isTableFree,
  maxOnlineParty,
  nearbyAlternatives,
  overlaps,
  pacedCovers,
  pickSeating,
  type SeatingTable,
  type TableCombination,
} from './seating'
import { timeToMinutes } from './time-slots'

/** 'HH:mm' as a minute of the day; after-midnight times are written '+00:30' (minute 1470). */
function m(time: string): number {
  const nextDay = time.startsWith('+')
  return (timeToMinutes(nextDay ? time.slice(1) : time) as number) + (nextDay ? 1440 : 0)
}

const tables: SeatingTable[] = [
  { id: 1, tableNumber: 1, capacity: 2, isActive: true },
  { id: 2, tableNumber: 2, capacity: 4, isActive: true },
  { id: 3, tableNumber: 3, capacity: 4, isActive: true },
  { id: 4, tableNumber: 4, capacity: 6, isActive: true },
  { id: 5, tableNumber: 5, capacity: 10, isActive: false },
]

let nextId = 100
function booking(time: string, guests: number, extra: Partial<HeldBooking> = {}, stay = 120): HeldBooking {
  return { id: nextId++, start: m(time), end: m(time) + stay, guests, seatingPreference: 'table', tableIds: [], source: 'online', ...extra }
}
function table(time: string, tableId: number, guests = 2, stay = 120): HeldBooking {
  return booking(time, guests, { tableIds: [tableId] }, stay)
}
function bar(time: string, guests: number, stay = 120): HeldBooking {
  return booking(time, guests, { seatingPreference: 'bar' }, stay)
}
function day(bookings: HeldBooking[] = [], barSeats = 8): DayState {
  return { tables, combinations: [], barSeats, bookings }
}
const tableParty = (time: string, guests: number, stay = 120) => ({ start: m(time), stay, guests, seatingPreference: 'table' as const })
const barParty = (time: string, guests: number, stay = 120) => ({ start: m(time), stay, guests, seatingPreference: 'bar' as const })
const seatedAt = (state: DayState, request: ReturnType<typeof tableParty>, ignoreId?: number) => pickSeating(state, request, ignoreId)?.tableIds

function plan(hours: DayHours, options: { slotMinutes?: number; stay?: number; maxCoversPerSlot?: number | null } = {}): DayPlan {
  const slotMinutes = options.slotMinutes ?? 30
  const starts = bookableStartMinutes(hours, slotMinutes, options.stay ?? 120)
  return { starts, openFrom: hours.closed ? 0 : m(hours.opens), slotMinutes, maxCoversPerSlot: options.maxCoversPerSlot ?? null }
}
const DEFAULT_PLAN = plan({ closed: false, opens: '11:00', closes: '00:00', note: null })
const LATE_NIGHT_PLAN = plan({ closed: false, opens: '18:00', closes: '02:00', note: null })

describe('overlaps', () => {
  it('treats back-to-back spans (11:00-13:00, 13:00-15:00) as apart, 12:30 as overlapping', () => {
    const eleven = { start: m('11:00'), end: m('13:00') }
    expect(overlaps(eleven, { start: m('13:00'), end: m('15:00') })).toBe(false)
    expect(overlaps({ start: m('13:00'), end: m('15:00') }, eleven)).toBe(false)
    expect(overlaps(eleven, { start: m('12:30'), end: m('14:30') })).toBe(true)
    expect(overlaps(eleven, eleven)).toBe(true)
    expect(overlaps(eleven, { start: m('11:30'), end: m('12:00') })).toBe(true)
  })
})

describe('pickSeating: single tables', () => {
  it('gives the smallest free active table that seats the party', () => {
    expect(seatedAt(day(), tableParty('19:00', 2))).toEqual([1])
    expect(seatedAt(day(), tableParty('19:00', 3))).toEqual([2])
    expect(seatedAt(day(), tableParty('19:00', 5))).toEqual([4])
    expect(pickSeating(day(), tableParty('19:00', 5))).toEqual({ tableIds: [4], combinationId: null })
  })

  it('seats back-to-back bookings at 11:00 and 13:00 on one table', () => {
    const state = day([table('11:00', 1)])
    expect(seatedAt(state, tableParty('13:00', 2))).toEqual([1])
    // 12:30 overlaps the 11:00 booking: the next smallest table is used.
    expect(seatedAt(state, tableParty('12:30', 2))).toEqual([2])
  })

  it('keeps a 22:00 booking on its table until midnight', () => {
    expect(pickSeating(day([table('20:30', 4, 6)]), tableParty('22:00', 6))).toBeNull()
    expect(seatedAt(day([table('20:00', 4, 6)]), tableParty('22:00', 6))).toEqual([4])
  })

  it('frees a table at exactly the end of a shorter stay', () => {
    const state = day([table('19:00', 1, 2, 90)])
    expect(isTableFree(state, 1, m('20:30'), m('22:30'))).toBe(true)
    expect(isTableFree(state, 1, m('20:15'), m('22:15'))).toBe(false)
    expect(seatedAt(state, tableParty('20:30', 2))).toEqual([1])
    expect(seatedAt(state, tableParty('20:15', 2))).toEqual([2])
    // The party's own stay counts too: 90 minutes from 17:30 ends as the 19:00 booking starts.
    expect(seatedAt(state, tableParty('17:30', 2, 90))).toEqual([1])
    expect(seatedAt(state, tableParty('17:30', 2, 120))).toEqual([2])
  })

  it('finds no table for a party larger than every active table (inactive tables do not count)', () => {
    expect(pickSeating(day(), tableParty('12:00', 7))).toBeNull()
    expect(canSeat(day(), tableParty('12:00', 7))).toBe(false)
  })

  it('moves to the next table of the same size, then to a larger one, when smaller ones are taken', () => {
    const state = day([table('18:00', 1), table('18:00', 2, 4)])
    expect(seatedAt(state, tableParty('19:00', 2))).toEqual([3])
    const full = day([table('18:00', 1), table('18:00', 2, 4), table('18:30', 3, 3)])
    expect(seatedAt(full, tableParty('19:00', 2))).toEqual([4])
  })

  it('breaks a tie of sizes by table number, not by id', () => {
    const renumbered: SeatingTable[] = [
      { id: 1, tableNumber: 9, capacity: 4, isActive: true },
      { id: 2, tableNumber: 3, capacity: 4, isActive: true },
    ]
    expect(seatedAt({ ...day(), tables: renumbered }, tableParty('19:00', 4))).toEqual([2])
  })

  it('ignores the booking being re-seated', () => {
    const own = table('19:00', 1)
    expect(seatedAt(day([own]), tableParty('19:00', 2))).toEqual([2])
    expect(seatedAt(day([own]), tableParty('19:00', 2), own.id)).toEqual([1])
  })

  it('does not let bar bookings occupy tables, and gives a bar party no table', () => {
    expect(seatedAt(day([bar('19:00', 8)]), tableParty('19:00', 2))).toEqual([1])
    expect(pickSeating(day(), barParty('19:00', 2))).toBeNull()
  })
})

describe('pickSeating: across midnight', () => {
  it('holds a table for a booking at minute 1470 (00:30) until 02:30', () => {
    const state = day([table('+00:30', 4, 6)])
    expect(state.bookings[0]).toMatchObject({ start: 1470, end: 1590 })
    expect(pickSeating(state, tableParty('+00:00', 6))).toBeNull()
    expect(pickSeating(state, tableParty('23:30', 6, 60))).toEqual({ tableIds: [4], combinationId: null })
    expect(isTableFree(state, 4, m('22:30'), m('+00:30'))).toBe(true)
  })

  it('counts a booking of the night before, converted to minutes before this day began, only where it reaches', () => {
    // Yesterday's 23:30 booking: start -30, end 90 (01:30 today).
    const state = day([{ ...table('11:00', 4, 6), start: -30, end: 90 }])
    expect(isTableFree(state, 4, 0, 60)).toBe(false)
    expect(isTableFree(state, 4, 90, 210)).toBe(true)
  })
})

describe('pickSeating: table combinations', () => {
  const joinable: SeatingTable[] = [
    ...tables,
    { id: 6, tableNumber: 6, capacity: 6, isActive: true },
    { id: 7, tableNumber: 7, capacity: 6, isActive: true },
  ]
  const combinations: TableCombination[] = [
    { id: 1, tableIds: [6, 7], capacity: 10 },
    { id: 2, tableIds: [2, 3], capacity: 8 },
    { id: 3, tableIds: [2, 3, 4], capacity: 14 },
    { id: 4, tableIds: [4, 5], capacity: 16 }, // table 5 is not in use
  ]
  const venue = (bookings: HeldBooking[] = []): DayState => ({ tables: joinable, combinations, barSeats: 8, bookings })

  it('joins tables 6 and 7 for a party of 10 when no single table seats it', () => {
    expect(pickSeating(venue(), tableParty('19:00', 10))).toEqual({ tableIds: [6, 7], combinationId: 1 })
  })

  it('prefers a single table that seats the party to any combination', () => {
    expect(pickSeating(venue(), tableParty('19:00', 6))).toEqual({ tableIds: [4], combinationId: null })
    // With 4, 6 and 7 taken, six guests are joined at 2 + 3.
    const taken = venue([table('19:00', 4), table('19:00', 6), table('19:00', 7)])
    expect(pickSeating(taken, tableParty('19:00', 6))).toEqual({ tableIds: [2, 3], combinationId: 2 })
  })

  it('chooses the smallest combination that seats the party', () => {
    expect(pickSeating(venue(), tableParty('19:00', 7))).toEqual({ tableIds: [2, 3], combinationId: 2 })
    expect(pickSeating(venue(), tableParty('19:00', 11))).toEqual({ tableIds: [2, 3, 4], combinationId: 3 })
  })

  it('does not offer a combination while a booking holds any of its tables', () => {
    const onSix = venue([table('19:00', 6)])
    expect(pickSeating(onSix, tableParty('20:00', 10))).toEqual({ tableIds: [2, 3, 4], combinationId: 3 })
    // Once the booking on table 6 has ended, the pair is free again.
    expect(pickSeating(onSix, tableParty('21:00', 10))).toEqual({ tableIds: [6, 7], combinationId: 1 })
  })

  it('never uses a combination with a table out of use, nor one above every free combination', () => {
    const busy = venue([table('19:00', 6), table('19:00', 2)])
    expect(pickSeating(busy, tableParty('19:00', 10))).toBeNull()
    expect(pickSeating(venue(), tableParty('19:00', 15))).toBeNull()
    expect(canSeat(venue(), tableParty('19:00', 15))).toBe(false)
  })

  it('a combination booking holds every one of its tables for its stay', () => {
    const joined = booking('19:00', 10, { tableIds: [6, 7] })
    const state = venue([joined])
    expect(isTableFree(state, 6, m('20:00'), m('22:00'))).toBe(false)
    expect(isTableFree(state, 7, m('20:00'), m('22:00'))).toBe(false)
    expect(isTableFree(state, 7, m('21:00'), m('23:00'))).toBe(true)
    expect(pickSeating(state, tableParty('20:00', 10))).toEqual({ tableIds: [2, 3, 4], combinationId: 3 })
    expect(pickSeating(state, tableParty('20:00', 10), joined.id)).toEqual({ tableIds: [6, 7], combinationId: 1 })
  })

  it('breaks a tie of capacity by fewer tables, then by the lowest table numbers', () => {
    const fours: SeatingTable[] = [1, 2, 3, 4].map((n) => ({ id: 10 + n, tableNumber: n, capacity: 4, isActive: true }))
    const ties: TableCombination[] = [
      { id: 30, tableIds: [13, 14], capacity: 8 },
      { id: 31, tableIds: [11, 12, 13], capacity: 8 },
      { id: 32, tableIds: [12, 11], capacity: 8 },
      { id: 33, tableIds: [11, 12, 13, 14], capacity: 7 },
    ]
    const state: DayState = { tables: fours, combinations: ties, barSeats: 0, bookings: [] }
    // Capacity first: the four-table combination seats seven with fewer spare seats.
    expect(pickSeating(state, tableParty('19:00', 7))).toEqual({ tableIds: [11, 12, 13, 14], combinationId: 33 })
    // Among the eights: two tables before three, and tables 1 + 2 before 3 + 4 (ids in table number order).
    expect(pickSeating(state, tableParty('19:00', 8))).toEqual({ tableIds: [11, 12], combinationId: 32 })
    const oneTaken = { ...state, bookings: [booking('19:00', 2, { tableIds: [11] })] }
    expect(pickSeating(oneTaken, tableParty('19:00', 8))).toEqual({ tableIds: [13, 14], combinationId: 30 })
  })

  it('finds the combination of exactly some tables, in any order', () => {
    expect(combinationOf(venue(), [7, 6])?.id).toBe(1)
    expect(combinationOf(venue(), [2, 3, 4])?.id).toBe(3)
    expect(combinationOf(venue(), [2, 4, 3])?.id).toBe(3)
    expect(combinationOf(venue(), [2])).toBeUndefined()
    expect(combinationOf(venue(), [2, 3, 3])).toBeUndefined()
    expect(combinationOf(venue(), [6, 7, 1])).toBeUndefined()
  })

  it('counts combinations of tables in use when a party could fit the venue, and for the largest online party', () => {
    expect(fitsVenue(venue(), 14, 'table')).toBe(true)
    expect(fitsVenue(venue(), 15, 'table')).toBe(false) // 16 joins a table out of use
    expect(maxOnlineParty(venue())).toBe(14)
    expect(maxOnlineParty({ tables: joinable, combinations: [{ id: 9, tableIds: [6, 7], capacity: 24 }], barSeats: 0 })).toBe(20)
  })
})

describe('bar seats', () => {
  it('subtracts the busiest quarter hour of the stay', () => {
    // 8 seats: 3 guests 18:00-20:00, 4 guests 19:30-21:30.
    const state = day([bar('18:00', 3), bar('19:30', 4)])
    expect(freeBarSeats(state, m('16:00'), m('18:00'))).toBe(8)
    expect(freeBarSeats(state, m('17:00'), m('19:00'))).toBe(5) // overlaps 18:00-19:00 only
    expect(freeBarSeats(state, m('18:30'), m('20:30'))).toBe(1) // 19:30-20:00 holds 3 + 4
    expect(freeBarSeats(state, m('20:00'), m('22:00'))).toBe(4)
    expect(freeBarSeats(state, m('21:30'), m('23:30'))).toBe(8)
  })

  it('counts by quarter hours: a stay ending at 20:15 leaves that quarter to the next guests', () => {
    // 5 guests 18:45-20:15 (90 minutes), 3 guests 20:15-21:15 (60 minutes).
    const state = day([bar('18:45', 5, 90), bar('20:15', 3, 60)])
    expect(freeBarSeats(state, m('20:00'), m('20:15'))).toBe(3)
    expect(freeBarSeats(state, m('20:15'), m('20:30'))).toBe(5)
    expect(freeBarSeats(state, m('20:00'), m('21:00'))).toBe(3)
    expect(freeBarSeats(state, m('21:15'), m('22:00'))).toBe(8)
    expect(canSeat(state, barParty('20:15', 5, 60))).toBe(true)
    expect(canSeat(state, barParty('20:00', 4, 30))).toBe(false)
  })

  it('seats a party only when every quarter has room, exactly filling the bar', () => {
    const state = day([bar('19:00', 5)])
    expect(canSeat(state, barParty('20:00', 3))).toBe(true)
    expect(canSeat(state, barParty('20:00', 4))).toBe(false)
    expect(canSeat(state, barParty('21:00', 8))).toBe(true)
  })

  it('never reports negative free seats, ignores table bookings and the booking being moved', () => {
    expect(freeBarSeats(day([bar('19:00', 8)], 6), m('19:00'), m('21:00'))).toBe(0)
    expect(freeBarSeats(day([table('19:00', 4, 6)]), m('19:00'), m('21:00'))).toBe(8)
    const own = bar('19:00', 6)
    expect(freeBarSeats(day([own]), m('19:00'), m('21:00'), own.id)).toBe(8)
  })

  it('cannot seat more guests than the bar has', () => {
    expect(canSeat(day([], 8), barParty('12:00', 9))).toBe(false)
    expect(canSeat(day([], 0), barParty('12:00', 1))).toBe(false)
  })
})

describe('pacing', () => {
  const held = (time: string, guests: number, source: BookingSource, seatingPreference: 'table' | 'bar' = 'table') =>
    booking(time, guests, { source, seatingPreference })

  it('counts the covers of bookings starting in an interval, leaving walk-ins out', () => {
    const state = day([held('19:00', 4, 'online'), held('19:15', 3, 'phone', 'bar'), held('19:00', 6, 'walk-in'), held('19:30', 2, 'online')])
    expect(pacedCovers(state, m('19:00'), m('19:30'))).toBe(7)
    expect(pacedCovers(state, m('19:30'), m('20:00'))).toBe(2)
    expect(pacedCovers(state, m('19:00'), m('19:30'), state.bookings[0].id)).toBe(3)
  })

  it('refuses a start whose interval would pass the limit, never without one', () => {
    const paced = { ...DEFAULT_PLAN, maxCoversPerSlot: 10 }
    const state = day([held('19:00', 6, 'online'), held('19:00', 8, 'walk-in')])
    expect(isPacedOut(state, paced, m('19:00'), 4)).toBe(false)
    expect(isPacedOut(state, paced, m('19:00'), 5)).toBe(true)
    expect(isPacedOut(state, paced, m('19:30'), 10)).toBe(false)
    expect(isPacedOut(state, DEFAULT_PLAN, m('19:00'), 500)).toBe(false)
    expect(isPacedOut(state, paced, m('19:00'), 5, state.bookings[0].id)).toBe(false)
  })

  it('counts intervals on the grid from opening', () => {
    // Open 18:15, every 30 minutes: 18:45 and 19:00 share the interval 18:45-19:15; 19:15 starts the next.
    const quarterPast = plan({ closed: false, opens: '18:15', closes: '23:15', note: null }, { maxCoversPerSlot: 6 })
    const state = day([held('18:45', 4, 'online')])
    expect(isPacedOut(state, quarterPast, m('19:00'), 3)).toBe(true)
    expect(isPacedOut(state, quarterPast, m('19:15'), 6)).toBe(false)
    expect(isPacedOut(state, quarterPast, m('18:15'), 6)).toBe(false)
  })
})

describe('dayAvailability', () => {
  it('lists the 23 default starts, marking past, full and too-large, with each end time', () => {
    const state = day([table('18:00', 4, 6)])
    const party = { guests: 6, seatingPreference: 'table' as const, stay: 120 }
    const slots = dayAvailability(state, DEFAULT_PLAN, party, m('12:10'))
    expect(slots).toHaveLength(23)
    expect(slots[0]).toEqual({ time: '11:00', endTime: '13:00', available: false, reason: 'past' })
    expect(slots.at(-1)).toEqual({ time: '22:00', endTime: '00:00', available: true })
    expect(slots.find((s) => s.time === '12:00')).toEqual({ time: '12:00', endTime: '14:00', available: false, reason: 'past' })
    expect(slots.find((s) => s.time === '12:30')).toEqual({ time: '12:30', endTime: '14:30', available: true })
    expect(slots.find((s) => s.time === '16:30')).toEqual({ time: '16:30', endTime: '18:30', available: false, reason: 'full' })
    expect(slots.find((s) => s.time === '20:00')).toEqual({ time: '20:00', endTime: '22:00', available: true })
    expect(dayAvailability(state, DEFAULT_PLAN, { ...party, guests: 11 }).every((s) => s.reason === 'too-large')).toBe(true)
  })

  it('lists an after-midnight night, its last two-hour start at 00:00 ending at 02:00', () => {
    const slots = dayAvailability(day([table('+00:00', 4, 6)]), LATE_NIGHT_PLAN, { guests: 6, seatingPreference: 'table', stay: 120 }, m('22:00'))
    expect(slots.map((s) => s.time)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00'])
    expect(slots.at(-1)).toEqual({ time: '00:00', endTime: '02:00', available: false, reason: 'full' })
    expect(slots.find((s) => s.time === '22:00')?.reason).toBe('past')
    expect(slots.find((s) => s.time === '22:30')).toEqual({ time: '22:30', endTime: '00:30', available: false, reason: 'full' })
    expect(dayAvailability(day(), LATE_NIGHT_PLAN, { guests: 2, seatingPreference: 'bar', stay: 90 }).at(-1)?.endTime).toBe('01:30')
  })

  it('marks paced starts, and orders reasons: past, too-large, paced, full', () => {
    const paced = { ...DEFAULT_PLAN, maxCoversPerSlot: 8 }
    // 19:00 has 6 paced covers and holds table 4 (the only table for six) until 21:00.
    const state = day([table('19:00', 4, 6)])
    const six = { guests: 6, seatingPreference: 'table' as const, stay: 120 }
    const reasonAt = (time: string, party = six, earliest?: number) =>
      dayAvailability(state, paced, party, earliest).find((s) => s.time === time)?.reason
    expect(reasonAt('19:00')).toBe('paced')
    expect(reasonAt('19:30')).toBe('full')
    expect(reasonAt('21:00')).toBeUndefined()
    expect(reasonAt('19:00', { ...six, guests: 2 })).toBeUndefined()
    expect(reasonAt('19:00', { ...six, guests: 7 })).toBe('too-large')
    expect(reasonAt('19:00', { ...six, guests: 7 }, m('19:00'))).toBe('past')
  })

  it('leaves out the booking being moved when asked', () => {
    const own = table('19:00', 4, 6)
    const six = { guests: 6, seatingPreference: 'table' as const, stay: 120 }
    expect(dayAvailability(day([own]), DEFAULT_PLAN, six).find((s) => s.time === '19:30')?.available).toBe(false)
    expect(dayAvailability(day([own]), DEFAULT_PLAN, six, undefined, own.id).find((s) => s.time === '19:30')?.available).toBe(true)
  })
})

describe('nearbyAlternatives', () => {
  it('names up to three nearest times that can seat the party, in time order', () => {
    // The only 6-seat table is taken 18:00-20:00 and 20:30-22:30.
    const state = day([table('18:00', 4, 6), table('20:30', 4, 6)])
    const request = tableParty('19:00', 6)
    expect(canSeat(state, request)).toBe(false)
    expect(nearbyAlternatives(state, DEFAULT_PLAN, request)).toEqual(['15:00', '15:30', '16:00'])
  })

  it('prefers the earlier time on a tie and skips times up to `earliest`', () => {
    const state = day([bar('19:00', 8)])
    const request = barParty('19:30', 2)
    expect(nearbyAlternatives(state, DEFAULT_PLAN, request)).toEqual(['17:00', '21:00', '21:30'])
    expect(nearbyAlternatives(state, DEFAULT_PLAN, request, m('17:00'))).toEqual(['21:00', '21:30', '22:00'])
    expect(nearbyAlternatives(state, DEFAULT_PLAN, request, undefined, 1)).toEqual(['21:00'])
  })

  it('skips paced-out starts', () => {
    const paced = { ...DEFAULT_PLAN, maxCoversPerSlot: 4 }
    const state = day([table('18:30', 1, 4), table('19:30', 2, 4)])
    // 18:30 and 19:30 are nearest and table 3 is free then, but their intervals already hold 4 covers.
    expect(canSeat(state, tableParty('18:30', 2))).toBe(true)
    expect(nearbyAlternatives(state, paced, tableParty('19:00', 2))).toEqual(['17:30', '18:00', '20:00'])
    expect(nearbyAlternatives(state, DEFAULT_PLAN, tableParty('19:00', 2))).toEqual(['18:00', '18:30', '19:30'])
  })

  it('orders after-midnight starts last', () => {
    const state = day([table('22:00', 4, 6)])
    expect(nearbyAlternatives(state, LATE_NIGHT_PLAN, tableParty('23:00', 6))).toEqual(['19:30', '20:00', '00:00'])
  })

  it('returns nothing when no time of the day can seat the party', () => {
    expect(nearbyAlternatives(day(), DEFAULT_PLAN, tableParty('19:00', 12))).toEqual([])
  })
})

describe('fitsVenue and maxOnlineParty', () => {
  const t = (capacity: number, isActive = true): SeatingTable => ({ id: capacity, tableNumber: capacity, capacity, isActive })
  const venue = (tableList: SeatingTable[], barSeats: number) => ({ tables: tableList, combinations: [], barSeats })

  it('fits a party at the bar up to its seats, at a table up to the largest active table', () => {
    expect(fitsVenue(venue(tables, 8), 8, 'bar')).toBe(true)
    expect(fitsVenue(venue(tables, 8), 9, 'bar')).toBe(false)
    expect(fitsVenue(venue(tables, 8), 6, 'table')).toBe(true)
    expect(fitsVenue(venue(tables, 8), 7, 'table')).toBe(false) // table 5 (10 seats) is not in use
  })

  it('is the largest active table when it seats more than the bar', () => {
    expect(maxOnlineParty(venue(tables, 4))).toBe(6)
  })

  it('is the bar seats when the bar seats more than any table', () => {
    expect(maxOnlineParty(venue(tables, 9))).toBe(9)
  })

  it('is at most 20 (MAX_GUESTS, the largest party), and 0 with neither tables nor bar seats', () => {
    expect(maxOnlineParty(venue([t(24)], 30))).toBe(20)
    expect(maxOnlineParty(venue([t(20)], 0))).toBe(20)
    expect(maxOnlineParty(venue([], 0))).toBe(0)
    expect(maxOnlineParty(venue([t(8, false)], 0))).toBe(0)
  })
})
