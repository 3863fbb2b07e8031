import { describe, expect, it } from 'vitest'
import { calendarDateToLocal, localToCalendarDate } from './booking-date'

describe('booking dates', () => {
  it('round-trips a calendar day through the local Date the calendar widget uses', () => {
    for (const day of ['2025-01-01', '2025-12-31', '2028-02-29', '1900-01-01']) {
      const local = calendarDateToLocal(day)
      expect(local).toBeInstanceOf(Date)
      expect(localToCalendarDate(local!)).toBe(day)
    }
  })

  it('rejects text that is not yyyy-MM-dd', () => {
    expect(calendarDateToLocal('')).toBeUndefined()
    expect(calendarDateToLocal('24/11/2025')).toBeUndefined()
  })
})
