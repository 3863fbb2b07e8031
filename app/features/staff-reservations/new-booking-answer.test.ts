import { describe, expect, it } from 'vitest'
import { reservationMessages } from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { ApiError } from '~/lib/api'
import { newBookingFailure, savedBookingText, seatUntilBody, seatUntilLabel } from './new-booking-answer'
import { checkNewBooking } from './new-booking-form'
import { SUGGEST_TABLE } from './new-booking-tables'
import { form, TODAY } from './new-booking-fixtures'

describe('newBookingFailure', () => {
  it('shows a full slot with its other times', () => {
    const error = new ApiError(409, '409: ...', {
      message: 'No table for 4 at 7:30 PM.',
      alternatives: ['20:00', '21:00', 'soon'],
    } as never)
    expect(newBookingFailure(error)).toEqual({
      kind: 'conflict',
      message: 'No table for 4 at 7:30 PM.',
      alternatives: ['20:00', '21:00'],
      seatUntil: null,
      duplicate: false,
    })
  })

  it('offers to seat the party until the next booking at a table free now', () => {
    const hint = new ApiError(409, '409: ...', {
      message: 'Table 3 is free until 9:30 PM.',
      alternatives: [],
      tableNumbers: [3],
      freeUntil: '21:30',
      freeMinutes: 90,
    } as never)
    const failure = newBookingFailure(hint)
    expect(failure).toEqual({
      kind: 'conflict',
      message: 'Table 3 is free until 9:30 PM.',
      alternatives: [],
      seatUntil: { freeUntil: '21:30', freeMinutes: 90, tableNumbers: [3] },
      duplicate: false,
    })
    expect(seatUntilLabel({ freeUntil: '21:30' })).toBe('Seat until 9:30 PM')
    const sent = { ...(checkNewBooking(form({ table: SUGGEST_TABLE }), TODAY) as { body: StaffReservationInput }).body }
    expect(seatUntilBody(sent, { freeUntil: '21:30', freeMinutes: 90, tableNumbers: [3] })).toEqual({
      ...sent,
      stayMinutes: 90,
      tableNumbers: [3],
    })
  })

  it("seats a table clash until the next booking at the tables the booking chose", () => {
    const clash = new ApiError(409, '409: ...', {
      message: 'Table 5 is booked from 9:00 PM.',
      conflicts: [{ id: 1, name: 'Ben Cruz', time: '21:00', guests: 2, reference: null }],
      freeUntil: '21:00',
      freeMinutes: 60,
    } as never)
    const failure = newBookingFailure(clash)
    expect(failure?.kind === 'conflict' && failure.seatUntil).toEqual({ freeUntil: '21:00', freeMinutes: 60, tableNumbers: null })
    const sent = (checkNewBooking(form({ table: '5' }), TODAY) as { body: StaffReservationInput }).body
    const again = seatUntilBody(sent, { freeUntil: '21:00', freeMinutes: 60, tableNumbers: null })
    expect(again).toMatchObject({ stayMinutes: 60, tableNumbers: [5] })
    expect('tableNumber' in again).toBe(false)
    const joined = (checkNewBooking(form({ table: '5+6' }), TODAY) as { body: StaffReservationInput }).body
    expect(seatUntilBody(joined, { freeUntil: '21:00', freeMinutes: 60, tableNumbers: null }).tableNumbers).toEqual([5, 6])
  })

  it('offers no seating until a time the server could not take as a stay', () => {
    for (const freeMinutes of [0, 10, 375, 'soon']) {
      const error = new ApiError(409, '409: ...', { message: 'Full.', freeUntil: '21:00', freeMinutes } as never)
      const failure = newBookingFailure(error)
      expect(failure?.kind === 'conflict' && failure.seatUntil).toBeNull()
    }
  })

  it('shows a table clash by its message', () => {
    const message = 'Table 5 is already booked from 7:00 PM to 9:00 PM (Ben Cruz, 2 guests).'
    const error = new ApiError(409, '409: ...', {
      message,
      conflicts: [{ id: 1, name: 'Ben Cruz', time: '19:00', guests: 2, reference: null }],
    } as never)
    expect(newBookingFailure(error)).toEqual({
      kind: 'conflict',
      message,
      alternatives: [],
      seatUntil: null,
      duplicate: false,
    })
  })

  it("marks the same guest's second booking at that time, which staff may record anyway", () => {
    const error = new ApiError(409, '409: ...', {
      message: 'Ana Reyes already has a booking at 7:00 PM on December 5, 2026 (reference BB-7K3QM), confirmed.',
      code: 'duplicate-booking',
      alternatives: [],
      existing: { id: 1, name: 'Ana Reyes', reference: 'BB-7K3QM', date: '2026-12-05', time: '19:00' },
    } as never)
    expect(newBookingFailure(error)).toMatchObject({ kind: 'conflict', duplicate: true, alternatives: [] })
  })

  it("puts a 400's messages on the form's fields (tableNumber is the table select)", () => {
    const error = new ApiError(400, '400: ...', {
      message: 'Invalid input',
      details: [
        { path: 'time', message: reservationMessages.timePast },
        { path: 'tableNumber', message: 'There is no such table.' },
      ],
    })
    expect(newBookingFailure(error)).toEqual({
      kind: 'fields',
      fieldErrors: {
        time: reservationMessages.timePast,
        table: 'There is no such table.',
      },
      message: null,
    })
  })

  it('leaves other failures to the toast', () => {
    expect(newBookingFailure(new ApiError(500, '500: oops', { message: 'Internal error' }))).toBeNull()
    expect(newBookingFailure(new TypeError('Failed to fetch'))).toBeNull()
    expect(newBookingFailure(new ApiError(400, '400: bad', { message: 'Bad request' }))).toBeNull()
  })
})

describe('savedBookingText', () => {
  it('names the reference, the guest, the party and the time', () => {
    expect(savedBookingText({ reference: 'BB-7K3QM', name: 'Ana Reyes', guests: 4, time: '19:30' })).toBe(
      'Booking BB-7K3QM saved for Ana Reyes, 4 guests at 7:30 PM',
    )
    expect(savedBookingText({ reference: 'BB-2QX9P', name: 'Ben', guests: 1, time: '11:00' })).toBe(
      'Booking BB-2QX9P saved for Ben, 1 guest at 11:00 AM',
    )
  })
})
