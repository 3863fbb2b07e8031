import { describe, expect, it } from 'vitest'
import { describeStart, formatDateAtTime, formatLongDate, formatShortDate, formatWeekdayDate, listTimes } from './date-wording'

describe('date wording', () => {
  it('writes calendar dates and times the same in every time zone of the machine', () => {
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
    expect(describeStart('2026-11-22', '19:00')).toBe('7:00 PM on November 22, 2026')
    expect(formatDateAtTime('2026-11-25', '11:30')).toBe('November 25, 2026 at 11:30 AM')
    expect(formatDateAtTime('2026-11-25', '19:00')).toBe('November 25, 2026 at 7:00 PM')
    expect(formatDateAtTime('2027-01-02', '11:30')).toBe('January 2, 2027 at 11:30 AM')
  })
  it('names the weekday of a picked or booked date, and shortens the coming days', () => {
    expect(formatWeekdayDate('2025-11-24')).toBe('Monday, November 24, 2025')
    expect(formatWeekdayDate('2028-02-29')).toBe('Tuesday, February 29, 2028')
    expect(formatShortDate('2026-11-25')).toBe('Nov 25')
    expect(formatShortDate('2027-01-01')).toBe('Jan 1')
  })
  it('shows text that is not a calendar date as it is', () => {
    expect(formatLongDate('')).toBe('')
    expect(formatWeekdayDate('25/11/2026')).toBe('25/11/2026')
    expect(formatShortDate('2026-02-30')).toBe('2026-02-30')
  })
  it.each([
    [[], ''],
    [['18:30'], '6:30 PM'],
    [['18:30', '19:00'], '6:30 PM or 7:00 PM'],
    [['12:00', '18:30', '19:00'], '12:00 PM, 6:30 PM or 7:00 PM'],
  ])('lists times with commas and a final "or": %j', (times, listed) => {
    expect(listTimes(times)).toBe(listed)
  })
})
