import { describe, expect, it } from 'vitest'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { ApiError } from '~/lib/api'
import { checkNewBooking } from './new-booking-form'
import { form, TODAY } from './new-booking-fixtures'
import { refusalOf } from './new-booking-refusal'

const sent = (checkNewBooking(form(), TODAY) as { body: StaffReservationInput }).body

describe('refusalOf', () => {
  it('puts a 400 on its fields, and a message of no field beside them', () => {
    const error = new ApiError(400, '400: ...', {
      message: 'Invalid input',
      details: [
        { path: 'name', message: 'Please enter a name' },
        { path: 'somewhere', message: 'Something else is wrong' },
      ],
    })
    expect(refusalOf(error, sent)).toEqual({
      fieldErrors: { name: 'Please enter a name' },
      refusal: { message: 'Something else is wrong', alternatives: [] },
    })
  })

  it('shows a 400 of fields alone on its fields', () => {
    const error = new ApiError(400, '400: ...', { message: 'Invalid input', details: [{ path: 'name', message: 'Please enter a name' }] })
    expect(refusalOf(error, sent)).toEqual({ fieldErrors: { name: 'Please enter a name' }, refusal: undefined })
  })

  it('keeps the booking as sent with a table free until a later booking, to send it again', () => {
    const error = new ApiError(409, '409: ...', {
      message: 'Table 3 is free until 9:30 PM.',
      alternatives: ['20:00'],
      tableNumbers: [3],
      freeUntil: '21:30',
      freeMinutes: 90,
    } as never)
    expect(refusalOf(error, sent)).toEqual({
      refusal: {
        message: 'Table 3 is free until 9:30 PM.',
        alternatives: ['20:00'],
        seatUntil: { until: { freeUntil: '21:30', freeMinutes: 90, tableNumbers: [3] }, sent },
      },
    })
  })

  it('leaves a failure only a toast tells to the toast', () => {
    expect(refusalOf(new Error('offline'), sent)).toBeNull()
    expect(refusalOf(new ApiError(503, '503: ...', { message: 'Try again' }), sent)).toBeNull()
  })
})
