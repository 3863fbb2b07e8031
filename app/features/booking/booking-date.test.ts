import { describe, expect, it } from 'vitest'
import { bookingDateRange, calendarDateToLocal, localToCalendarDate, requestedBookingDate } from './booking-date'

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

describe('requestedBookingDate (/book?date=)', () => {
  const today = '2026-11-25'

  it('takes a real date from today to the last bookable day (365 days ahead)', () => {
    expect(requestedBookingDate('2026-11-25', today)).toBe('2026-11-25')
    expect(requestedBookingDate('2026-12-31', today)).toBe('2026-12-31')
    expect(requestedBookingDate('2027-11-25', today)).toBe('2027-11-25')
  })

  it('ignores a missing, past, too-far or malformed date', () => {
    for (const param of [null, '', '2026-11-24', '2027-11-26', '2026-02-30', '2026-1-5', 'tomorrow', '2026-12-01T10:00']) {
      expect(requestedBookingDate(param, today)).toBeNull()
    }
  })
})

describe('bookingDateRange', () => {
  it("runs from the venue's today to a year ahead (the date input's min and max)", () => {
    expect(bookingDateRange('2026-11-25')).toEqual({ min: '2026-11-25', max: '2027-11-25' })
    expect(bookingDateRange('2028-02-29')).toEqual({ min: '2028-02-29', max: '2029-02-28' })
  })
})
