import { describe, expect, it } from 'vitest'
import { DEFAULT_WEEKLY_HOURS } from '~/contracts/opening-hours'
import { requestWhen, tableChoices, tablesName } from './request-choices'

const table = (id: number, tableNumber: number, capacity: number, isActive = true) => ({ id, tableNumber, capacity, isActive })

describe('tableChoices', () => {
  const tables = [table(1, 1, 4), table(2, 2, 40), table(5, 5, 20), table(6, 6, 16), table(7, 7, 30, false), table(8, 8, 8)]

  it('offers the tables and joined tables that seat the party, the fewest seats first', () => {
    const joined = [
      { id: 1, tableNumbers: [6, 5], capacity: 36 },
      { id: 2, tableNumbers: [8, 6], capacity: 24 },
    ]
    expect(tableChoices(tables, joined, 30)).toEqual([
      { value: '5+6', label: 'Tables 5 + 6 (36 seats)', tableNumbers: [5, 6] },
      { value: '2', label: 'Table 2 (40 seats)', tableNumbers: [2] },
    ])
    // On equal seats: one table before joined ones.
    expect(tableChoices(tables, [{ id: 3, tableNumbers: [1, 6], capacity: 20 }], 20).map((c) => c.value)).toEqual(['5', '1+6', '2'])
  })

  it('leaves out inactive tables and joined tables with an inactive one', () => {
    expect(tableChoices(tables, [{ id: 4, tableNumbers: [7, 8], capacity: 38 }], 25).map((c) => c.value)).toEqual(['2'])
    expect(tableChoices(tables, [], 41)).toEqual([])
  })
})

describe('wording a request', () => {
  const hours = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: '2026-12-05', closed: false, opens: '18:00', closes: '02:00' }] }

  it('names tables one or joined', () => {
    expect(tablesName([5])).toBe('Table 5')
    expect(tablesName([5, 6])).toBe('Tables 5 + 6')
  })

  it('says when, past midnight too', () => {
    expect(requestWhen({ date: '2026-12-05', time: '19:00' }, hours)).toBe('Saturday, December 5, 2026 at 7:00 PM')
    expect(requestWhen({ date: '2026-12-05', time: '01:30' }, hours)).toBe('Saturday, December 5, 2026 at 1:30 AM (after midnight)')
    expect(requestWhen({ date: '2026-12-05', time: '01:30' }, undefined)).toBe('Saturday, December 5, 2026 at 1:30 AM')
  })
})
