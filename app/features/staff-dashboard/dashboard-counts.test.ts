import { describe, expect, it } from 'vitest'
import { countMenuItems, nextArrivals, todayCovers } from './dashboard-counts'

const r = (id: number, date: string, status: string, time = '19:00') => ({ id, date, status, time })

describe('countMenuItems', () => {
  it('leaves out the EXTRAS_SECTION markers', () => {
    expect(countMenuItems([{ name: 'Pancakes' }, { name: 'EXTRAS_SECTION' }, { name: 'Egg' }, { name: 'EXTRAS_SECTION' }])).toBe(2)
    expect(countMenuItems([])).toBe(0)
  })
})

describe('todayCovers', () => {
  it("adds up the guests of today's bookings that are not cancelled nor no-shows", () => {
    const g = (id: number, date: string, status: string, guests: number) => ({ ...r(id, date, status), guests })
    const list = [
      g(1, '2026-11-24', 'pending', 2),
      g(2, '2026-11-24', 'confirmed', 4),
      g(3, '2026-11-24', 'cancelled', 6),
      g(4, '2026-11-25', 'pending', 3),
      g(5, '2026-11-24', 'no-show', 5),
      g(6, '2026-11-24', 'arrived', 3),
      g(7, '2026-11-24', 'completed', 1),
      // Group requests book nothing until staff confirm them.
      g(8, '2026-11-24', 'requested', 30),
      g(9, '2026-11-24', 'declined', 40),
    ]
    expect(todayCovers(list, '2026-11-24')).toEqual({ covers: 10, bookings: 4 })
    expect(todayCovers([], '2026-11-24')).toEqual({ covers: 0, bookings: 0 })
  })
})

describe('nextArrivals', () => {
  const today = '2026-11-24'

  it("lists today's bookings still expected, soonest first, from half an hour ago", () => {
    const list = [
      r(1, today, 'confirmed', '20:00'),
      r(2, today, 'pending', '18:30'),
      r(3, today, 'confirmed', '18:29'), // more than 30 minutes late at 19:00
      r(4, today, 'arrived', '19:30'), // already here
      r(5, today, 'cancelled', '19:30'),
      r(6, today, 'no-show', '19:00'),
      r(7, today, 'completed', '19:00'),
      r(8, '2026-11-25', 'pending', '19:00'), // tomorrow
      r(9, today, 'pending', '19:00'),
      r(10, today, 'confirmed', '18:30'),
    ]
    expect(nextArrivals(list, today, '19:00').map((x) => x.id)).toEqual([2, 10, 9, 1])
  })

  it('stops at the limit, and lists from midnight early in the day', () => {
    const list = Array.from({ length: 8 }, (_, i) => r(i + 1, today, 'pending', `1${i}:00`))
    expect(nextArrivals(list, today, '00:10').map((x) => x.id)).toEqual([1, 2, 3, 4, 5])
    expect(nextArrivals(list, today, '14:31', 2).map((x) => x.id)).toEqual([6, 7])
    expect(nextArrivals(list, today, '23:00')).toEqual([])
  })
})
