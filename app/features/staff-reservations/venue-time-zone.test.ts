import { describe, expect, it } from 'vitest'
import { offsetMinutesAt, wallClockArray } from './venue-time-zone'

describe('venue time zone conversions', () => {
  it('gives the Manila wall clock of an instant', () => {
    // 2026-12-05T11:30:00Z is 19:30 in Manila (UTC+8).
    expect(wallClockArray(Date.UTC(2026, 11, 5, 11, 30), 'Asia/Manila')).toEqual([2026, 11, 5, 19, 30, 0, 0])
    // Late evening UTC is already tomorrow in Manila.
    expect(wallClockArray(Date.UTC(2026, 11, 5, 20, 0), 'Asia/Manila').slice(0, 4)).toEqual([2026, 11, 6, 4])
  })

  it('gives the offset east of UTC, following daylight saving where there is one', () => {
    expect(offsetMinutesAt([2026, 11, 5, 19, 30], 'Asia/Manila')).toBe(480)
    expect(offsetMinutesAt([2026, 0, 15, 12, 0], 'America/New_York')).toBe(-300)
    expect(offsetMinutesAt([2026, 6, 15, 12, 0], 'America/New_York')).toBe(-240)
  })
})
