import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { TABLE_CHANGE_FAILED, tableChangeFailure, tableChangeSuccess } from './reservations-query'
import { assignmentOf, assignmentValue, hasTableChoice, ownValue, tableIdOf, tableOptions, tableValue } from './table-options'

const tables = [
  { id: 1, tableNumber: 1, capacity: 2, isActive: true },
  { id: 2, tableNumber: 10, capacity: 4, isActive: true },
  { id: 3, tableNumber: 3, capacity: 4, isActive: false },
  { id: 4, tableNumber: 4, capacity: 6, isActive: true },
  { id: 5, tableNumber: 5, capacity: 1, isActive: true },
]

describe('tableOptions', () => {
  it("offers 'No table' and the active tables that seat the party, by number", () => {
    expect(tableOptions(tables, { guests: 4, tableId: null, tableNumber: null, tableNumbers: [] })).toEqual([
      { value: '', label: 'No table' },
      { value: '4', label: 'Table 4 (6 seats)' },
      { value: '2', label: 'Table 10 (4 seats)' },
    ])
    expect(tableOptions(tables, { guests: 1, tableId: 2, tableNumber: 10, tableNumbers: [10] }).map((o) => o.label)).toEqual([
      'No table',
      'Table 1 (2 seats)',
      'Table 4 (6 seats)',
      'Table 5 (1 seat)',
      'Table 10 (4 seats)',
    ])
  })

  it("keeps the booking's own table listed when it no longer qualifies", () => {
    expect(tableOptions(tables, { guests: 4, tableId: 3, tableNumber: 3, tableNumbers: [3] })).toEqual([
      { value: '', label: 'No table' },
      { value: '3', label: 'Table 3 (inactive)' },
      { value: '4', label: 'Table 4 (6 seats)' },
      { value: '2', label: 'Table 10 (4 seats)' },
    ])
    expect(tableOptions(tables, { guests: 4, tableId: 1, tableNumber: 1, tableNumbers: [1] })[1]).toEqual({ value: '1', label: 'Table 1 (2 seats, too small)' })
  })

  it('shows the current table before the tables have loaded', () => {
    expect(tableOptions(undefined, { guests: 2, tableId: 7, tableNumber: 12, tableNumbers: [12] })).toEqual([
      { value: '', label: 'No table' },
      { value: '7', label: 'Table 12' },
    ])
    expect(tableOptions(undefined, { guests: 2, tableId: null, tableNumber: null, tableNumbers: [] })).toEqual([{ value: '', label: 'No table' }])
  })

  it('offers the joined tables in use that seat the party, after the single tables, smallest first', () => {
    const combinations = [
      { tableNumbers: [10, 4], capacity: 10 },
      { tableNumbers: [1, 5], capacity: 3 },
      { tableNumbers: [3, 4], capacity: 10 },
    ]
    expect(tableOptions(tables, { guests: 5, tableId: null, tableNumber: null, tableNumbers: [] }, combinations)).toEqual([
      { value: '', label: 'No table' },
      { value: '4', label: 'Table 4 (6 seats)' },
      { value: '4+10', label: 'Tables 4 + 10 (10)' },
    ])
    expect(tableOptions(tables, { guests: 3, tableId: null, tableNumber: null, tableNumbers: [] }, combinations).map((o) => o.label)).toEqual([
      'No table',
      'Table 4 (6 seats)',
      'Table 10 (4 seats)',
      'Tables 1 + 5 (3)',
      'Tables 4 + 10 (10)',
    ])
  })

  it("keeps the booking's own joined tables listed when they no longer qualify, or before they load", () => {
    const joined = { guests: 10, tableId: 3, tableNumber: 3, tableNumbers: [3, 4] }
    expect(tableOptions(tables, joined, [{ tableNumbers: [3, 4], capacity: 10 }]).at(-1)).toEqual({ value: '3+4', label: 'Tables 3 + 4 (10, inactive)' })
    expect(tableOptions(tables, joined).at(-1)).toEqual({ value: '3+4', label: 'Tables 3 + 4' })
    expect(ownValue(joined)).toBe('3+4')
    expect(ownValue({ tableId: 2, tableNumbers: [10] })).toBe('2')
    expect(ownValue({ tableId: null, tableNumbers: [] })).toBe('')
  })

  it('sends joined tables by number, one table by id, no table as null', () => {
    expect(assignmentOf('4+10')).toEqual({ tableNumbers: [4, 10] })
    expect(assignmentOf('2')).toEqual({ tableId: 2 })
    expect(assignmentOf('')).toEqual({ tableId: null })
    expect(assignmentValue({ tableNumbers: [10, 4] })).toBe('4+10')
    expect(assignmentValue({ tableId: 2 })).toBe('2')
  })

  it('converts between the selector value and the table id', () => {
    expect(tableValue(null)).toBe('')
    expect(tableValue(7)).toBe('7')
    expect(tableIdOf('')).toBeNull()
    expect(tableIdOf('7')).toBe(7)
  })

  it('gives table bookings a table choice, bar bookings none', () => {
    expect(hasTableChoice({ seatingPreference: 'table' })).toBe(true)
    expect(hasTableChoice({ seatingPreference: 'bar' })).toBe(false)
  })
})

describe('table change texts', () => {
  it('says which table the guest now holds', () => {
    expect(tableChangeSuccess({ name: 'Ana Reyes', tableId: 2, tableNumber: 10, tableNumbers: [10] })).toBe('Table 10 assigned to Ana Reyes.')
    expect(tableChangeSuccess({ name: 'Ana Reyes', tableId: null, tableNumber: null, tableNumbers: [] })).toBe('Ana Reyes no longer holds a table.')
    expect(tableChangeSuccess({ name: 'Ana Reyes', tableId: 5, tableNumber: 5, tableNumbers: [5, 6] })).toBe('Tables 5 + 6 assigned to Ana Reyes.')
  })

  it("shows the server's reason for a refused table", () => {
    const taken = 'Table 3 is already booked from 7:00 PM to 9:00 PM (Ana Reyes, 4 guests).'
    expect(tableChangeFailure(new ApiError(409, '409: ...', { message: taken }))).toBe(taken)
    const details = [{ path: 'tableId', message: 'There is no such table.' }]
    expect(tableChangeFailure(new ApiError(400, '400: ...', { message: 'There is no such table.', details }))).toBe('There is no such table.')
    expect(tableChangeFailure(new ApiError(500, '500: ...', { message: 'Internal server error' }))).toBe(TABLE_CHANGE_FAILED)
    expect(tableChangeFailure(new TypeError('Failed to fetch'))).toBe(TABLE_CHANGE_FAILED)
    expect(TABLE_CHANGE_FAILED).toBe('Failed to update the table. Please try again.')
  })
})
