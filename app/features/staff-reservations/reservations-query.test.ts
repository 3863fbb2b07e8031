import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { STATUS_CHANGE_FAILED, statusChangeFailure } from './reservations-query'

describe('statusChangeFailure', () => {
  it('uses the spec text for any failure', () => {
    expect(STATUS_CHANGE_FAILED).toBe('Failed to update reservation status. Please try again.')
    expect(statusChangeFailure(new ApiError(500, '500: boom', { message: 'Internal error' }))).toBe(STATUS_CHANGE_FAILED)
    expect(statusChangeFailure(new TypeError('Failed to fetch'))).toBe(STATUS_CHANGE_FAILED)
  })

  it("gives the server's reason when the venue cannot take the booking back", () => {
    const conflict = new ApiError(409, '409: ...', { message: 'The bar no longer has 2 free seats at 7:00 PM.' })
    expect(statusChangeFailure(conflict)).toBe('The bar no longer has 2 free seats at 7:00 PM.')
  })
})
