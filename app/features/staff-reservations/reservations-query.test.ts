import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import type { ReservationJson } from '~/contracts/reservations'
import { STATUS_CHANGE_FAILED, staleBooking, staleChangeMessage, statusChangeFailure } from './reservations-query'

describe('statusChangeFailure', () => {
  it('uses one text for any failure', () => {
    expect(STATUS_CHANGE_FAILED).toBe('Failed to update reservation status. Please try again.')
    expect(statusChangeFailure(new ApiError(500, '500: boom', { message: 'Internal error' }))).toBe(STATUS_CHANGE_FAILED)
    expect(statusChangeFailure(new TypeError('Failed to fetch'))).toBe(STATUS_CHANGE_FAILED)
  })

  it("gives the server's reason when the venue cannot take the booking back", () => {
    const conflict = new ApiError(409, '409: ...', { message: 'The bar no longer has 2 free seats at 7:00 PM.' })
    expect(statusChangeFailure(conflict)).toBe('The bar no longer has 2 free seats at 7:00 PM.')
  })
})

describe('a change another host made first', () => {
  const current = { status: 'arrived', guests: 4, time: '19:30' } as ReservationJson

  it('is told apart from other refusals by the booking the server sends back', () => {
    expect(staleBooking(new ApiError(409, '409: ...', { message: 'Changed', current } as never))).toBe(current)
    expect(staleBooking(new ApiError(409, '409: ...', { message: 'Table 3 is already booked' }))).toBeNull()
    expect(staleBooking(new ApiError(400, '400: ...', null))).toBeNull()
  })

  it('says the change was not saved and what the booking says now', () => {
    expect(staleChangeMessage(current)).toBe(
      'Another host changed this booking a moment ago (it is now Arrived, 4 guests at 7:30 PM). Your change was not saved: check the booking and try again.',
    )
  })
})
