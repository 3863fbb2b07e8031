import { describe, expect, it } from 'vitest'
import { countMenuItems, menuTotals, nextArrivals } from './dashboard-counts'

const r = (id: number, date: string, status: string, time = '19:00') => ({ id, date, status, time })

describe('countMenuItems', () => {
  it('leaves out the EXTRAS_SECTION markers', () => {
    expect(countMenuItems([{ name: 'Pancakes' }, { name: 'EXTRAS_SECTION' }, { name: 'Egg' }, { name: 'EXTRAS_SECTION' }])).toBe(2)
    expect(countMenuItems([])).toBe(0)
  })

  it('counts the food and the drinks together, and each apart, once both lists have loaded', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Item ${i}` }))
    expect(menuTotals([...items(48), { name: 'EXTRAS_SECTION' }], items(17))).toEqual({ food: 48, drinks: 17, total: 65 })
    expect(menuTotals(items(48), undefined)).toBeUndefined()
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
