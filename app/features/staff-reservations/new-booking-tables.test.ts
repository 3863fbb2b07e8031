import { describe, expect, it } from 'vitest'
import type { TableJson } from '~/contracts/tables'
import { SUGGEST_TABLE, SUGGEST_TABLE_LABEL, tableChoices } from './new-booking-tables'

const table = (tableNumber: number, capacity: number, isActive = true): TableJson => ({
  id: tableNumber * 10,
  tableNumber,
  capacity,
  isActive,
  upcomingBookings: 0,
})

describe('tableChoices', () => {
  const tables = [table(5, 6), table(2, 2), table(1, 4), table(3, 8, false), table(6, 4), table(7, 4)]
  const combinations = [
    { tableNumbers: [6, 5], capacity: 10 },
    { tableNumbers: [1, 7], capacity: 8 },
    { tableNumbers: [3, 7], capacity: 12 },
  ]

  it('offers the suggestion, then the active tables that seat the party, by number', () => {
    expect(tableChoices(tables, undefined, 5, SUGGEST_TABLE)).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '5', label: 'Table 5 (6 seats)' },
    ])
  })

  it('offers the joined tables that seat the party, all in use, smallest first', () => {
    expect(tableChoices(tables, combinations, 8, SUGGEST_TABLE)).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '1+7', label: 'Tables 1 + 7 (8)' },
      { value: '5+6', label: 'Tables 5 + 6 (10)' },
    ])
    expect(tableChoices(tables, combinations, 12, SUGGEST_TABLE)).toEqual([{ value: '', label: SUGGEST_TABLE_LABEL }])
  })

  it('keeps the chosen tables listed, saying why they do not fit', () => {
    expect(tableChoices(tables, undefined, 4, '2').map((c) => c.label)).toContain('Table 2 (2 seats, too small)')
    expect(tableChoices(tables, undefined, 4, '3').map((c) => c.label)).toContain('Table 3 (8 seats, not in use)')
    expect(tableChoices(tables, combinations, 12, '3+7').map((c) => c.label)).toContain('Tables 3 + 7 (12, not in use)')
    expect(tableChoices(tables, combinations, 9, '1+7').map((c) => c.label)).toContain('Tables 1 + 7 (8, too small)')
    expect(tableChoices(undefined, undefined, 4, '9')).toEqual([
      { value: '', label: SUGGEST_TABLE_LABEL },
      { value: '9', label: 'Table 9' },
    ])
    expect(tableChoices(undefined, undefined, 4, '5+6').at(-1)).toEqual({ value: '5+6', label: 'Tables 5 + 6' })
  })
})
