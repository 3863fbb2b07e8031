import { describe, expect, it } from 'vitest'
import {
  canSeat,
  dayAvailability,
  type DayState,
  freeBarSeats,
  maxOnlineParty,
  type HeldBooking,
  nearbyAlternatives,
  occupiedSlots,
  pickTable,
  type SeatingTable,
  slotIndex,
  windowsOverlap,
} from './seating'
import { TIME_SLOTS } from './time-slots'

const tables: SeatingTable[] = [
  { id: 1, tableNumber: 1, capacity: 2, isActive: true },
  { id: 2, tableNumber: 2, capacity: 4, isActive: true },
  { id: 3, tableNumber: 3, capacity: 4, isActive: true },
  { id: 4, tableNumber: 4, capacity: 6, isActive: true },
  { id: 5, tableNumber: 5, capacity: 10, isActive: false },
]

let nextId = 100
function table(time: string, tableId: number, guests = 2): HeldBooking {
  return { id: nextId++, time, guests, seatingPreference: 'table', tableId }
}
function bar(time: string, guests: number): HeldBooking {
  return { id: nextId++, time, guests, seatingPreference: 'bar', tableId: null }
}
function day(bookings: HeldBooking[] = [], barSeats = 8): DayState {
  return { tables, barSeats, bookings }
}

describe('slots and windows', () => {
  it('counts half hours from 11:00 and covers four slots', () => {
    expect(slotIndex('11:00')).toBe(0)
    expect(slotIndex('13:30')).toBe(5)
    expect(occupiedSlots('19:00')).toEqual([16, 17, 18, 19])
  })

  it('runs a 22:00 booking past closing, to midnight', () => {
    expect(occupiedSlots('22:00')).toEqual([22, 23, 24, 25])
    expect(windowsOverlap('22:00', '20:30')).toBe(true)
    expect(windowsOverlap('22:00', '20:00')).toBe(false)
  })

  it('refuses times that are not half-hour slots from 11:00', () => {
    expect(() => slotIndex('10:30')).toThrow(RangeError)
    expect(() => slotIndex('12:15')).toThrow(RangeError)
    expect(() => slotIndex('noon')).toThrow(RangeError)
  })

  it('treats back-to-back bookings (11:00 then 13:00) as not overlapping, 12:30 as overlapping', () => {
    expect(windowsOverlap('11:00', '13:00')).toBe(false)
    expect(windowsOverlap('13:00', '11:00')).toBe(false)
    expect(windowsOverlap('11:00', '12:30')).toBe(true)
    expect(windowsOverlap('11:00', '11:00')).toBe(true)
  })
})

describe('pickTable', () => {
  it('gives the smallest free active table that seats the party', () => {
    expect(pickTable(day(), '19:00', 2)?.id).toBe(1)
    expect(pickTable(day(), '19:00', 3)?.id).toBe(2)
    expect(pickTable(day(), '19:00', 5)?.id).toBe(4)
  })

  it('seats back-to-back bookings at 11:00 and 13:00 on one table', () => {
    const state = day([table('11:00', 1)])
    expect(pickTable(state, '13:00', 2)?.id).toBe(1)
    // 12:30 overlaps the 11:00 booking: the next smallest table is used.
    expect(pickTable(state, '12:30', 2)?.id).toBe(2)
  })

  it('keeps a 22:00 booking on its table until midnight', () => {
    const state = day([table('20:30', 4, 6)])
    expect(pickTable(state, '22:00', 6)).toBeNull()
    const earlier = day([table('20:00', 4, 6)])
    expect(pickTable(earlier, '22:00', 6)?.id).toBe(4)
  })

  it('finds no table for a party larger than every active table (inactive tables do not count)', () => {
    expect(pickTable(day(), '12:00', 7)).toBeNull()
    expect(canSeat(day(), { time: '12:00', guests: 7, seatingPreference: 'table' })).toBe(false)
  })

  it('moves to the next table of the same size, then to a larger one, when smaller ones are taken', () => {
    const state = day([table('18:00', 1), table('18:00', 2, 4)])
    expect(pickTable(state, '19:00', 2)?.id).toBe(3)
    const full = day([table('18:00', 1), table('18:00', 2, 4), table('18:30', 3, 3)])
    expect(pickTable(full, '19:00', 2)?.id).toBe(4)
  })

  it('ignores the booking being re-seated', () => {
    const own = table('19:00', 1)
    expect(pickTable(day([own]), '19:00', 2)?.id).toBe(2)
    expect(pickTable(day([own]), '19:00', 2, own.id)?.id).toBe(1)
  })

  it('does not let bar bookings occupy tables', () => {
    expect(pickTable(day([bar('19:00', 8)]), '19:00', 2)?.id).toBe(1)
  })
})

describe('bar seats', () => {
  it('subtracts the busiest half hour of the window', () => {
    // 8 seats: 3 guests 18:00-20:00, 4 guests 19:30-21:30.
    const state = day([bar('18:00', 3), bar('19:30', 4)])
    expect(freeBarSeats(state, '16:00')).toBe(8)
    expect(freeBarSeats(state, '17:00')).toBe(5) // overlaps 18:00-19:00 only
    expect(freeBarSeats(state, '18:30')).toBe(1) // 19:30-20:00 holds 3 + 4
    expect(freeBarSeats(state, '20:00')).toBe(4)
    expect(freeBarSeats(state, '21:30')).toBe(8)
  })

  it('seats a party only when every half hour has room, exactly filling the bar', () => {
    const state = day([bar('19:00', 5)])
    expect(canSeat(state, { time: '20:00', guests: 3, seatingPreference: 'bar' })).toBe(true)
    expect(canSeat(state, { time: '20:00', guests: 4, seatingPreference: 'bar' })).toBe(false)
    expect(canSeat(state, { time: '21:00', guests: 8, seatingPreference: 'bar' })).toBe(true)
  })

  it('never reports negative free seats, and ignores table bookings', () => {
    expect(freeBarSeats(day([bar('19:00', 8)], 6), '19:00')).toBe(0)
    expect(freeBarSeats(day([table('19:00', 4, 6)]), '19:00')).toBe(8)
  })

  it('cannot seat more guests than the bar has', () => {
    expect(canSeat(day([], 8), { time: '12:00', guests: 9, seatingPreference: 'bar' })).toBe(false)
    expect(canSeat(day([], 0), { time: '12:00', guests: 1, seatingPreference: 'bar' })).toBe(false)
  })
})

describe('nearbyAlternatives', () => {
  it('names up to three nearest times that can seat the party, in time order', () => {
    // The only 6-seat table is taken 18:00-20:00 and 20:30-22:30.
    const state = day([table('18:00', 4, 6), table('20:30', 4, 6)])
    expect(canSeat(state, { time: '19:00', guests: 6, seatingPreference: 'table' })).toBe(false)
    expect(nearbyAlternatives(state, { time: '19:00', guests: 6, seatingPreference: 'table' })).toEqual([
      '15:00',
      '15:30',
      '16:00',
    ])
  })

  it('prefers the earlier time on a tie and skips times up to `earliest`', () => {
    const state = day([bar('19:00', 8)])
    const request = { time: '19:30', guests: 2, seatingPreference: 'bar' as const }
    expect(nearbyAlternatives(state, request)).toEqual(['17:00', '21:00', '21:30'])
    expect(nearbyAlternatives(state, request, '17:00')).toEqual(['21:00', '21:30', '22:00'])
  })

  it('returns nothing when no time of the day can seat the party', () => {
    expect(nearbyAlternatives(day(), { time: '19:00', guests: 12, seatingPreference: 'table' })).toEqual([])
  })
})

describe('dayAvailability', () => {
  it('lists all 23 slots, marking past, full and too-large', () => {
    const state = day([table('18:00', 4, 6)])
    const slots = dayAvailability(state, 6, 'table', '12:10')
    expect(slots.map((s) => s.time)).toEqual(TIME_SLOTS)
    expect(slots[0]).toEqual({ time: '11:00', available: false, reason: 'past' })
    expect(slots.find((s) => s.time === '12:00')).toEqual({ time: '12:00', available: false, reason: 'past' })
    expect(slots.find((s) => s.time === '12:30')).toEqual({ time: '12:30', available: true })
    expect(slots.find((s) => s.time === '16:30')).toEqual({ time: '16:30', available: false, reason: 'full' })
    expect(slots.find((s) => s.time === '20:00')).toEqual({ time: '20:00', available: true })
    expect(dayAvailability(state, 11, 'table').every((s) => s.reason === 'too-large')).toBe(true)
  })
})

describe('maxOnlineParty', () => {
  const t = (capacity: number, isActive = true): SeatingTable => ({ id: capacity, tableNumber: capacity, capacity, isActive })

  it('is the largest active table when it seats more than the bar', () => {
    expect(maxOnlineParty({ tables, barSeats: 4 })).toBe(6) // table 5 (10 seats) is not in use
  })

  it('is the bar seats when the bar seats more than any table', () => {
    expect(maxOnlineParty({ tables, barSeats: 9 })).toBe(9)
  })

  it('is at most 20 (MAX_GUESTS, the largest party), and 0 with neither tables nor bar seats', () => {
    expect(maxOnlineParty({ tables: [t(24)], barSeats: 30 })).toBe(20)
    expect(maxOnlineParty({ tables: [t(20)], barSeats: 0 })).toBe(20)
    expect(maxOnlineParty({ tables: [], barSeats: 0 })).toBe(0)
    expect(maxOnlineParty({ tables: [t(8, false)], barSeats: 0 })).toBe(0)
  })
})
