import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isCalendarDate } from './dates'

describe('isCalendarDate', () => {
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
