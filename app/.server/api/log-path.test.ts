import { describe, expect, it } from 'vitest'
import { loggablePath } from './log-path'

describe('loggablePath', () => {
  it('hides guest booking tokens and leaves other paths alone', () => {
    expect(loggablePath('/api/bookings/abcDEF_123-xyz')).toBe('/api/bookings/[token]')
    expect(loggablePath('/api/bookings/abcDEF_123-xyz/cancel')).toBe('/api/bookings/[token]/cancel')
    expect(loggablePath('/api/bookings/abcDEF_123-xyz/ics')).toBe('/api/bookings/[token]/ics')
    expect(loggablePath('/booking/abcDEF_123-xyz')).toBe('/booking/[token]')
    expect(loggablePath('/book')).toBe('/book')
    expect(loggablePath('/api/reservations/12/status')).toBe('/api/reservations/12/status')
  })
})
