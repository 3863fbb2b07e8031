import { describe, expect, it } from 'vitest'
import { countMenuItems, recentReservations, reservationCounts, todayCovers } from './dashboard-counts'

const r = (id: number, date: string, status: string, createdAt: string) => ({ id, date, status, createdAt })

describe('countMenuItems', () => {
  it('leaves out the EXTRAS_SECTION markers', () => {
    expect(countMenuItems([{ name: 'Pancakes' }, { name: 'EXTRAS_SECTION' }, { name: 'Egg' }, { name: 'EXTRAS_SECTION' }])).toBe(2)
    expect(countMenuItems([])).toBe(0)
  })
})

describe('reservationCounts', () => {
  it('counts all, today (venue date) and pending', () => {
    const list = [
      r(1, '2026-12-05', 'pending', '2026-12-01T00:00:00Z'),
      r(2, '2026-12-05', 'confirmed', '2026-12-01T00:00:00Z'),
      r(3, '2026-12-06', 'pending', '2026-12-01T00:00:00Z'),
      r(4, '2026-12-04', 'cancelled', '2026-12-01T00:00:00Z'),
    ]
    expect(reservationCounts(list, '2026-12-05')).toEqual({ total: 4, today: 2, pending: 2 })
    expect(reservationCounts([], '2026-12-05')).toEqual({ total: 0, today: 0, pending: 0 })
  })
})

describe('recentReservations', () => {
  it('gives the five most recently made, newest first', () => {
    const list = [
      r(1, '2026-12-20', 'pending', '2026-12-01T08:00:00Z'),
      r(2, '2026-12-01', 'pending', '2026-12-03T08:00:00Z'),
      r(3, '2026-12-09', 'pending', '2026-12-02T08:00:00Z'),
      r(4, '2026-12-09', 'pending', '2026-12-05T08:00:00Z'),
      r(5, '2026-12-09', 'pending', '2026-12-05T08:00:00Z'),
      r(6, '2026-12-09', 'pending', '2026-11-30T08:00:00Z'),
      r(7, '2026-12-09', 'pending', '2026-12-04T08:00:00.000+08:00'),
    ]
    expect(recentReservations(list).map((x) => x.id)).toEqual([5, 4, 7, 2, 3])
    expect(recentReservations(list, 2).map((x) => x.id)).toEqual([5, 4])
  })
})

describe('todayCovers', () => {
  it('adds up the guests of today\'s bookings that are not cancelled', () => {
    const g = (id: number, date: string, status: string, guests: number) => ({ ...r(id, date, status, '2026-11-20T03:00:00Z'), guests })
    const list = [g(1, '2026-11-24', 'pending', 2), g(2, '2026-11-24', 'confirmed', 4), g(3, '2026-11-24', 'cancelled', 6), g(4, '2026-11-25', 'pending', 3)]
    expect(todayCovers(list, '2026-11-24')).toEqual({ covers: 6, bookings: 2 })
    expect(todayCovers([], '2026-11-24')).toEqual({ covers: 0, bookings: 0 })
  })
})
