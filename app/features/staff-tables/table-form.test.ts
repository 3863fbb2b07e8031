import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { tableMessages } from '~/contracts/tables'
import {
  EMPTY_TABLE_FORM,
  affectedBookingsOf,
  confirmChangeText,
  parseBarSeatsForm,
  parseTableForm,
  tableChangeSuccess,
  tableFailureMessage,
  tableToFormValues,
} from './table-form'

const booking = {
  id: 12,
  reference: 'BB-7K3QM',
  name: 'Maria Santos',
  date: '2026-11-25',
  time: '19:00',
  guests: 2,
  status: 'pending',
  tableNumber: null,
}

describe('parseTableForm', () => {
  it('starts without a number and with 4 seats', () => {
    expect(EMPTY_TABLE_FORM).toEqual({ tableNumber: '', capacity: '4' })
    expect(tableToFormValues({ tableNumber: 12, capacity: 6 })).toEqual({ tableNumber: '12', capacity: '6' })
  })

  it('gives whole numbers to the API', () => {
    expect(parseTableForm({ tableNumber: ' 101 ', capacity: '6' })).toEqual({ ok: true, input: { tableNumber: 101, capacity: 6 } })
    expect(parseTableForm({ tableNumber: '999', capacity: '50' })).toEqual({ ok: true, input: { tableNumber: 999, capacity: 50 } })
  })

  it("uses the API's messages for numbers out of range or not whole", () => {
    for (const tableNumber of ['', '0', '1000', '3.5', 'abc', '-2', '1e2']) {
      expect(parseTableForm({ tableNumber, capacity: '4' })).toEqual({
        ok: false,
        fieldErrors: { tableNumber: tableMessages.tableNumber },
      })
    }
    for (const capacity of ['', '0', '51', '2.5', 'four']) {
      expect(parseTableForm({ tableNumber: '7', capacity })).toEqual({ ok: false, fieldErrors: { capacity: tableMessages.capacity } })
    }
    expect(parseTableForm({ tableNumber: '', capacity: '' })).toEqual({
      ok: false,
      fieldErrors: { tableNumber: tableMessages.tableNumber, capacity: tableMessages.capacity },
    })
  })
})

describe('parseBarSeatsForm', () => {
  it('takes 0 to 200 seats', () => {
    expect(parseBarSeatsForm('0')).toEqual({ ok: true, barSeats: 0 })
    expect(parseBarSeatsForm(' 12 ')).toEqual({ ok: true, barSeats: 12 })
    expect(parseBarSeatsForm('200')).toEqual({ ok: true, barSeats: 200 })
    for (const text of ['', '201', '-1', '1.5', 'ten']) {
      expect(parseBarSeatsForm(text)).toEqual({ ok: false, error: tableMessages.barSeats })
    }
  })
})

describe('affectedBookingsOf', () => {
  it('finds the bookings a 409 asks about', () => {
    const error = new ApiError(409, '409: ...', { message: 'Table 1 has 1 upcoming booking...', affected: [booking] } as never)
    expect(affectedBookingsOf(error)).toEqual([booking])
  })

  it('is null for other failures', () => {
    expect(affectedBookingsOf(new ApiError(409, '409: ...', { message: 'Table 9 already exists. Choose another table number.' }))).toBeNull()
    expect(affectedBookingsOf(new ApiError(409, '409: ...', { message: 'x', affected: [] } as never))).toBeNull()
    expect(affectedBookingsOf(new ApiError(500, '500: ...', { message: 'x', affected: [booking] } as never))).toBeNull()
    expect(affectedBookingsOf(new ApiError(409, '409: ', null))).toBeNull()
    expect(affectedBookingsOf(new TypeError('Failed to fetch'))).toBeNull()
  })
})

describe('tableFailureMessage', () => {
  const fallback = 'Failed to update table. Please try again.'
  it("shows the server's reason for a refusal", () => {
    const used = 'Table 3 has bookings on record, so it cannot be deleted. Deactivate it instead.'
    expect(tableFailureMessage(new ApiError(409, '409: ...', { message: used }), fallback)).toBe(used)
    const details = [{ path: 'capacity', message: tableMessages.capacity }]
    expect(tableFailureMessage(new ApiError(400, '400: ...', { message: 'Invalid input', details }), fallback)).toBe(tableMessages.capacity)
    expect(tableFailureMessage(new ApiError(404, '404: ...', { message: 'Table not found' }), fallback)).toBe('Table not found')
  })

  it('falls back for server errors and lost connections', () => {
    expect(tableFailureMessage(new ApiError(500, '500: ...', { message: 'Internal server error' }), fallback)).toBe(fallback)
    expect(tableFailureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback)
    expect(tableFailureMessage(new ApiError(409, '409: ', null), fallback)).toBe(fallback)
  })
})

describe('texts', () => {
  it('names the change in the success toast', () => {
    expect(tableChangeSuccess({ isActive: false }, { tableNumber: 3 })).toBe('Table 3 deactivated.')
    expect(tableChangeSuccess({ isActive: true }, { tableNumber: 3 })).toBe('Table 3 reactivated.')
    expect(tableChangeSuccess({ tableNumber: 12, capacity: 6 }, { tableNumber: 12 })).toBe('Table 12 updated.')
  })

  it('asks before moving bookings', () => {
    expect(confirmChangeText({ tableNumber: 3 }, { isActive: false })).toEqual({
      question: 'Deactivate Table 3?',
      confirmLabel: 'Deactivate and move bookings',
    })
    expect(confirmChangeText({ tableNumber: 3 }, { tableNumber: 3, capacity: 1 })).toEqual({
      question: 'Change Table 3 to 1 seat?',
      confirmLabel: 'Save and move bookings',
    })
  })
})
