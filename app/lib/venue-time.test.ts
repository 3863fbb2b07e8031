import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isCalendarDate, venueDateTime, venueTimeNow, venueToday } from './venue-time'

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
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('26-1-1')).toBe(false)
  })
})

describe('calendar date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-22', 6)).toBe('2026-11-28')
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
  it('counts the days between two dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-28')).toBe(6)
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1)
  })
})
