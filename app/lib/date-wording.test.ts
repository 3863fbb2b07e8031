import { describe, expect, it } from 'vitest'
import { describeStart, formatDateAtTime, formatLongDate, listTimes } from './date-wording'

describe('date wording', () => {
  it('writes calendar dates and times the same in every time zone of the machine', () => {
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
    expect(describeStart('2026-11-22', '19:00')).toBe('7:00 PM on November 22, 2026')
    expect(formatDateAtTime('2026-11-25', '11:30')).toBe('November 25, 2026 at 11:30 AM')
  })
  it('lists times with commas and a final "or"', () => {
    expect(listTimes([])).toBe('')
    expect(listTimes(['18:30'])).toBe('6:30 PM')
    expect(listTimes(['18:30', '19:00'])).toBe('6:30 PM or 7:00 PM')
    expect(listTimes(['12:00', '18:30', '19:00'])).toBe('12:00 PM, 6:30 PM or 7:00 PM')
  })
})
