import { describe, expect, it } from 'vitest'
import type { DayState, HeldBooking } from './seating'
import { earliestFreeStart, quotedWaits, withArrivedStaying } from './waitlist-wait'

const NOW = 19 * 60

function booking(id: number, tableIds: number[], start: number, end: number, extra: Partial<HeldBooking> = {}): HeldBooking {
  return { id, start, end, guests: 2, seatingPreference: 'table', tableIds, source: 'online', ...extra }
}

function state(bookings: HeldBooking[], barSeats = 0): DayState {
  return {
    tables: [
      { id: 1, tableNumber: 1, capacity: 2, isActive: true },
      { id: 2, tableNumber: 2, capacity: 4, isActive: true },
    ],
    combinations: [],
    barSeats,
    bookings,
  }
}

describe('quoted waits', () => {
  it('quotes 0 when a table that fits is free now for the whole stay', () => {
    expect(quotedWaits(state([]), NOW, [{ guests: 2, seatingPreference: 'table', stay: 90 }])).toEqual([0])
  })

  it('quotes until a seated party leaves, rounded up to five minutes', () => {
    const floor = state([booking(1, [1], NOW - 60, NOW + 22), booking(2, [2], NOW - 30, NOW + 61)])
    expect(quotedWaits(floor, NOW, [{ guests: 2, seatingPreference: 'table', stay: 90 }])).toEqual([25])
  })

  it('gives the first free table to the first in line; the next waits for the following one', () => {
    const floor = state([booking(1, [1], NOW - 60, NOW + 20), booking(2, [2], NOW - 30, NOW + 40)])
    const parties = [{ guests: 2, seatingPreference: 'table' as const, stay: 90 }, { guests: 2, seatingPreference: 'table' as const, stay: 90 }]
    expect(quotedWaits(floor, NOW, parties)).toEqual([20, 40])
  })

  it('does not seat a party at a table booked before their stay ends', () => {
    const floor = state([booking(1, [1], NOW + 30, NOW + 150), booking(2, [2], NOW - 30, NOW + 10)])
    expect(quotedWaits(floor, NOW, [{ guests: 2, seatingPreference: 'table', stay: 90 }])).toEqual([10])
  })

  it('quotes bar parties from the seats free for their stay', () => {
    const floor = state([booking(1, [], NOW - 30, NOW + 45, { seatingPreference: 'bar', guests: 4 })], 4)
    expect(quotedWaits(floor, NOW, [{ guests: 2, seatingPreference: 'bar', stay: 60 }])).toEqual([45])
  })

  it('gives no quote to a party no table fits', () => {
    expect(quotedWaits(state([]), NOW, [{ guests: 9, seatingPreference: 'table', stay: 90 }])).toEqual([null])
    expect(earliestFreeStart(state([]), NOW, { guests: 9, seatingPreference: 'table', stay: 90 })).toBeNull()
  })
})

describe('arrived parties past their stay', () => {
  it('still hold their table: it frees five minutes from now at the soonest', () => {
    const floor = state([booking(1, [1], NOW - 150, NOW - 30), booking(2, [2], NOW - 60, NOW + 60), booking(3, [1], NOW + 200, NOW + 320)])
    const party = [{ guests: 2, seatingPreference: 'table' as const, stay: 90 }]
    expect(quotedWaits(withArrivedStaying(floor, new Set([1, 2]), NOW), NOW, party)).toEqual([5])
    expect(withArrivedStaying(floor, new Set([1, 2]), NOW).bookings.map((b) => b.end)).toEqual([NOW + 5, NOW + 60, NOW + 320])
  })
})
