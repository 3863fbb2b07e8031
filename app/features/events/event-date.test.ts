import { describe, expect, it } from 'vitest'
import { formatEventDate } from './event-date'

describe('formatEventDate', () => {
  it("formats as 'MMMM dd, yyyy at h:mm a' in the venue's time zone", () => {
    // 09:30 UTC is 17:30 in Manila (UTC+8).
    expect(formatEventDate('2025-11-24T09:30:00.000Z', 'Asia/Manila')).toBe('November 24, 2025 at 5:30 PM')
  })

  it('pads the day to two digits and uses the venue date, not the UTC date', () => {
    // 20:00 on the 4th in Manila is 12:00 UTC on the 4th; 01:00 on the 5th in Manila is 17:00 UTC on the 4th.
    expect(formatEventDate('2026-01-04T12:00:00.000Z', 'Asia/Manila')).toBe('January 04, 2026 at 8:00 PM')
    expect(formatEventDate('2026-01-04T17:00:00.000Z', 'Asia/Manila')).toBe('January 05, 2026 at 1:00 AM')
  })

  it('follows another configured time zone', () => {
    expect(formatEventDate('2025-07-01T00:05:00.000Z', 'Europe/London')).toBe('July 01, 2025 at 1:05 AM')
  })
})
