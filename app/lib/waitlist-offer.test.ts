import { describe, expect, it } from 'vitest'
import { canSeat, type DayState } from './seating'
import { nextOffer, startsInWindow, windowPassed } from './waitlist-offer'

const STARTS = [18 * 60, 18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60]

const floor: DayState = {
  tables: [{ id: 1, tableNumber: 1, capacity: 4, isActive: true }],
  combinations: [],
  barSeats: 0,
  bookings: [{ id: 9, start: 18 * 60, end: 19 * 60 + 30, guests: 4, seatingPreference: 'table', tableIds: [1], source: 'online' }],
}
const fits = (entry: { guests: number }, start: number) => canSeat(floor, { start, stay: 90, guests: entry.guests, seatingPreference: 'table' })

describe('who gets the next offer', () => {
  it('takes the starts of the window, not those already past', () => {
    expect(startsInWindow(STARTS, { from: 18 * 60 + 30, to: 19 * 60 + 30 }, 19 * 60)).toEqual([19 * 60, 19 * 60 + 30])
  })

  it('offers the first guest in line who fits, at the earliest start of their window that fits', () => {
    const line = [
      { id: 1, guests: 6, from: 18 * 60, to: 20 * 60 },
      { id: 2, guests: 2, from: 18 * 60, to: 19 * 60 },
      { id: 3, guests: 2, from: 18 * 60, to: 20 * 60 },
      { id: 4, guests: 2, from: 18 * 60, to: 20 * 60 },
    ]
    const offer = nextOffer(line, (e) => startsInWindow(STARTS, e, 0), fits)
    expect(offer).toEqual({ entry: line[2], start: 19 * 60 + 30 })
  })

  it('offers nothing when nobody fits in their window', () => {
    expect(nextOffer([{ id: 1, guests: 2, from: 18 * 60, to: 19 * 60 }], (e) => startsInWindow(STARTS, e, 0), fits)).toBeNull()
  })

  it('says a window whose last start is past is over', () => {
    expect(windowPassed({ to: 19 * 60 }, 19 * 60 + 1)).toBe(true)
    expect(windowPassed({ to: 19 * 60 }, 19 * 60)).toBe(false)
  })
})
