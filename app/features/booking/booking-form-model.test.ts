import { describe, expect, it } from 'vitest'
import { emptyBookingForm, isBookingFormField } from './booking-form-model'

describe('booking form model', () => {
  it('starts on the venue today with two guests at a table', () => {
    expect(emptyBookingForm('2026-11-22')).toEqual({
      name: '',
      email: '',
      phone: '',
      date: '2026-11-22',
      time: '',
      guests: 2,
      seatingPreference: 'table',
      notes: '',
    })
  })

  it("knows which of a 400's field paths are its fields", () => {
    expect(isBookingFormField('time')).toBe(true)
    expect(isBookingFormField('seatingPreference')).toBe(true)
    expect(isBookingFormField('status')).toBe(false)
    expect(isBookingFormField('')).toBe(false)
  })
})
