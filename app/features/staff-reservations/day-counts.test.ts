import { describe, expect, it } from 'vitest'
import { arrivalsOf, matchesFilter, seatLabel } from './day-counts'

const booking = (id: number, status: string, guests: number, time = '19:00', name = `Guest ${id}`) => ({ id, status, guests, time, name })

describe('status filters', () => {
  it('expected is pending or confirmed; arrived is seated or gone; others are the status itself', () => {
    expect(['pending', 'confirmed', 'arrived'].map((s) => matchesFilter(s, 'expected'))).toEqual([true, true, false])
    expect(['arrived', 'completed', 'confirmed'].map((s) => matchesFilter(s, 'arrived'))).toEqual([true, true, false])
    expect(['no-show', 'cancelled'].map((s) => matchesFilter(s, 'no-show'))).toEqual([true, false])
    expect(['cancelled', 'pending'].map((s) => matchesFilter(s, 'cancelled'))).toEqual([true, false])
    expect(matchesFilter('anything', 'all')).toBe(true)
  })

  it('lists the arrivals by time, then name, then id', () => {
    const day = [booking(3, 'pending', 2, '20:00', 'Ana'), booking(2, 'pending', 2, '19:00', 'Zed'), booking(1, 'pending', 2, '19:00', 'Ana'), booking(4, 'cancelled', 2, '18:00')]
    expect(arrivalsOf(day, 'expected').map((b) => b.id)).toEqual([1, 2, 3])
    expect(arrivalsOf(day, 'all').map((b) => b.id)).toEqual([4, 1, 2, 3])
  })

  it("lists a night's after-midnight arrivals last when given the day's hours", () => {
    const night = { closed: false as const, opens: '18:00', closes: '02:00', note: null }
    const day = [booking(1, 'pending', 2, '00:30', 'Ana'), booking(2, 'pending', 2, '23:00', 'Ben'), booking(3, 'pending', 2, '18:00', 'Cy')]
    expect(arrivalsOf(day, 'all', night).map((b) => b.id)).toEqual([3, 2, 1])
    expect(arrivalsOf(day, 'all').map((b) => b.id)).toEqual([1, 3, 2])
  })
})

describe('seatLabel', () => {
  it('names the table, the bar, or says the table is free again', () => {
    const atTable3 = { tableId: 30, tableNumber: 3, tableNumbers: [3] }
    const noTable = { tableId: null, tableNumber: null, tableNumbers: [] }
    expect(seatLabel({ status: 'confirmed', seatingPreference: 'table', ...atTable3 })).toBe('Table 3')
    expect(seatLabel({ status: 'confirmed', seatingPreference: 'table', tableId: 50, tableNumber: 5, tableNumbers: [5, 6] })).toBe('Table 5+6')
    expect(seatLabel({ status: 'arrived', seatingPreference: 'table', ...noTable })).toBe('No table yet')
    expect(seatLabel({ status: 'no-show', seatingPreference: 'table', ...atTable3 })).toBe('Table released')
    expect(seatLabel({ status: 'cancelled', seatingPreference: 'table', ...atTable3 })).toBe('Table released')
    expect(seatLabel({ status: 'pending', seatingPreference: 'bar', ...noTable })).toBe('Bar')
  })
})
