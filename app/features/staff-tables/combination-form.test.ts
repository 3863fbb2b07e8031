import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { combinationMessages } from '~/contracts/table-combinations'
import type { TableJson } from '~/contracts/tables'
import {
  combinationFieldErrorsOf,
  combinationInUseOf,
  combinationOutOfUse,
  combinationSummary,
  EMPTY_COMBINATION_FORM,
  joinableTables,
  parseCombinationForm,
  toggleTable,
} from './combination-form'

const table = (tableNumber: number, capacity: number, isActive = true): TableJson => ({ id: tableNumber * 10, tableNumber, capacity, isActive, upcomingBookings: 0 })

const booking = { id: 12, reference: 'BB-7K3QM', name: 'Maria Santos', date: '2026-11-25', time: '19:00', guests: 10, status: 'confirmed', tableNumber: null }

describe('toggleTable', () => {
  it('keeps the ticked numbers ascending, each once', () => {
    expect(toggleTable([], 6, true)).toEqual([6])
    expect(toggleTable([6], 5, true)).toEqual([5, 6])
    expect(toggleTable([5, 6], 5, true)).toEqual([5, 6])
    expect(toggleTable([5, 6], 5, false)).toEqual([6])
    expect(toggleTable([6], 5, false)).toEqual([6])
  })
})

describe('parseCombinationForm', () => {
  it('starts with nothing ticked and no seats', () => {
    expect(parseCombinationForm(EMPTY_COMBINATION_FORM)).toEqual({
      ok: false,
      fieldErrors: { tableNumbers: combinationMessages.tableNumbers, capacity: combinationMessages.capacity },
    })
  })

  it('gives 2 to 4 tables and whole seats to the API', () => {
    expect(parseCombinationForm({ tableNumbers: [5, 6], capacity: ' 10 ' })).toEqual({ ok: true, input: { tableNumbers: [5, 6], capacity: 10 } })
    expect(parseCombinationForm({ tableNumbers: [1, 2, 3, 4], capacity: '200' })).toEqual({ ok: true, input: { tableNumbers: [1, 2, 3, 4], capacity: 200 } })
  })

  it("uses the API's messages for too few or too many tables and seats out of range", () => {
    for (const tableNumbers of [[], [5], [1, 2, 3, 4, 5]]) {
      expect(parseCombinationForm({ tableNumbers, capacity: '8' })).toEqual({ ok: false, fieldErrors: { tableNumbers: combinationMessages.tableNumbers } })
    }
    for (const capacity of ['', '0', '201', '2.5', 'ten', '1e2']) {
      expect(parseCombinationForm({ tableNumbers: [5, 6], capacity })).toEqual({ ok: false, fieldErrors: { capacity: combinationMessages.capacity } })
    }
  })
})

describe('what staff read', () => {
  it('sums a combination up in one line', () => {
    expect(combinationSummary({ tableNumbers: [5, 6], capacity: 10, upcomingBookings: 2 })).toBe('Tables 5 + 6, seats 10, 2 upcoming bookings')
    expect(combinationSummary({ tableNumbers: [1, 2, 3], capacity: 1, upcomingBookings: 1 })).toBe('Tables 1 + 2 + 3, seats 1, 1 upcoming booking')
    expect(combinationSummary({ tableNumbers: [7, 8], capacity: 12, upcomingBookings: 0 })).toBe('Tables 7 + 8, seats 12, 0 upcoming bookings')
  })

  it('offers the active tables to join, by number', () => {
    expect(joinableTables([table(6, 6), table(2, 2, false), table(5, 4)]).map((t) => t.tableNumber)).toEqual([5, 6])
  })

  it('says when joined tables take no bookings because a table is out of use', () => {
    const tables = [table(5, 4), table(6, 6, false), table(7, 6, false)]
    expect(combinationOutOfUse({ tableNumbers: [5, 8] }, [table(5, 4), table(8, 6)])).toBeNull()
    expect(combinationOutOfUse({ tableNumbers: [5, 6] }, tables)).toBe('Table 6 is inactive: these joined tables take no bookings until it is reactivated.')
    expect(combinationOutOfUse({ tableNumbers: [5, 6, 7] }, tables)).toBe(
      'Tables 6 + 7 are inactive: these joined tables take no bookings until they are reactivated.',
    )
    expect(combinationOutOfUse({ tableNumbers: [5, 6] }, undefined)).toBeNull()
  })
})

describe('refusals', () => {
  it('reads the field messages of a 400, whichever entry of the tables it names', () => {
    const details = [
      { path: 'tableNumbers.1', message: combinationMessages.tableNumbers },
      { path: 'capacity', message: combinationMessages.capacity },
    ]
    expect(combinationFieldErrorsOf(new ApiError(400, '400: ...', { message: details[0].message, details }))).toEqual({
      tableNumbers: combinationMessages.tableNumbers,
      capacity: combinationMessages.capacity,
    })
    const inactive = 'Table 7 is not in use (inactive): only active tables can be joined.'
    expect(combinationFieldErrorsOf(new ApiError(400, '400: ...', { message: inactive, details: [{ path: 'tableNumbers', message: inactive }] }))).toEqual({
      tableNumbers: inactive,
    })
    expect(combinationFieldErrorsOf(new ApiError(400, '400: ...', { message: 'The request body is not valid JSON.' }))).toBeNull()
    expect(combinationFieldErrorsOf(new ApiError(409, '409: ...', { message: 'Tables 5 + 6 are already joined.' }))).toBeNull()
  })

  it('finds the bookings a 409 says are on the joined tables', () => {
    const message = 'Tables 5 + 6 have 1 upcoming booking that needs them. Move or cancel it first, then remove the joined tables.'
    expect(combinationInUseOf(new ApiError(409, '409: ...', { message, affected: [booking] } as never))).toEqual({ message, affected: [booking] })
    expect(combinationInUseOf(new ApiError(409, '409: ...', { message, affected: [] } as never))).toBeNull()
    expect(combinationInUseOf(new ApiError(404, '404: ...', { message: 'Joined tables not found' }))).toBeNull()
    expect(combinationInUseOf(new ApiError(409, '409: ', null))).toBeNull()
    expect(combinationInUseOf(new TypeError('Failed to fetch'))).toBeNull()
  })
})
