import { describe, expect, it } from 'vitest'
import { isCalendarDate } from './calendar-date'
import { isCalendarDate as fromVenueTime } from './venue-time'

describe('isCalendarDate', () => {
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('26-1-1')).toBe(false)
  })
  it('is the one venue-time gives too', () => {
    expect(fromVenueTime).toBe(isCalendarDate)
  })
})
