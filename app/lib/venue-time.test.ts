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
  it('reads midnight as 00:00 of the new day, never 24:00 of the old one', () => {
    const midnight = new Date('2026-11-22T16:00:00Z')
    expect(venueToday('Asia/Manila', midnight)).toBe('2026-11-23')
    expect(venueTimeNow('Asia/Manila', midnight)).toBe('00:00')
    expect(venueTimeNow('Asia/Manila', new Date('2026-11-22T15:59:00Z'))).toBe('23:59')
  })
  it('keeps each time zone apart when several are read', () => {
    expect(venueTimeNow('America/New_York', instant)).toBe('12:30')
    expect(venueTimeNow('Asia/Manila', instant)).toBe('01:30')
    expect(venueToday('America/New_York', instant)).toBe('2026-11-22')
  })
  it('turns a venue-local date and time into the right instant', () => {
    expect(venueDateTime('2026-11-23', '19:00', 'Asia/Manila').toISOString()).toBe('2026-11-23T11:00:00.000Z')
  })
})
