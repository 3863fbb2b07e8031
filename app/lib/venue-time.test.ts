import { describe, expect, it } from 'vitest'
import { venueDateTime, venueTimeNow, venueToday } from './venue-time'

describe('venue time', () => {
  // 2026-11-22 17:30 UTC is 2026-11-23 01:30 in Manila (UTC+8).
  const instant = new Date('2026-11-22T17:30:00Z')

  it('gives the venue-local date, not the server or UTC date', () => {
    expect(venueToday('Asia/Manila', instant)).toBe('2026-11-23')
    expect(venueToday('UTC', instant)).toBe('2026-11-22')
  })
  it('gives the venue-local time', () => {
    expect(venueTimeNow('Asia/Manila', instant)).toBe('01:30')
  })
  it('turns a venue-local date and time into the right instant', () => {
    expect(venueDateTime('2026-11-23', '19:00', 'Asia/Manila').toISOString()).toBe('2026-11-23T11:00:00.000Z')
  })
})
