import { describe, expect, it } from 'vitest'
import { addDays } from './dates'
import { REPORT_MAX_DAYS, checkRange, datesOf, isoWeekday, presetOf, presetRange, previousRange, rangeDays, reportMessages } from './report-range'

describe('report ranges', () => {
  // 2026-11-26 is a Thursday.
  const today = '2026-11-26'

  it('presets: weeks Monday to Sunday, whole months and year, the 28 days ending today', () => {
    expect(isoWeekday(today)).toBe(4)
    expect(isoWeekday('2026-11-29')).toBe(7)
    expect(presetRange('this-week', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('last-4-weeks', today)).toEqual({ from: '2026-10-30', to: today })
    expect(presetRange('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetRange('last-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetRange('this-month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(presetRange('last-month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(presetRange('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })

  it('names the preset a range is, and none for a custom one', () => {
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, today)).toBe('this-month')
    expect(presetOf({ from: '2026-11-02', to: '2026-11-30' }, today)).toBeUndefined()
  })

  it('the previous period has the same length and ends the day before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' })
    expect(rangeDays({ from: '2026-11-23', to: '2026-11-29' })).toBe(7)
    expect(datesOf({ from: '2026-02-27', to: '2026-03-01' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })

  it('refuses what is not a range: bad dates, from after to, more than the longest range', () => {
    expect(checkRange('2026-11-01', '2026-11-30')).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-30' } })
    expect(checkRange('2026-02-30', '2026-03-01')).toMatchObject({ ok: false, field: 'from' })
    expect(checkRange('2026-03-01', 'x')).toMatchObject({ ok: false, field: 'to' })
    expect(checkRange('2026-03-02', '2026-03-01')).toEqual({ ok: false, field: 'from', message: reportMessages.fromAfterTo })
    const from = '2026-01-01'
    expect(checkRange(from, addDays(from, REPORT_MAX_DAYS - 1)).ok).toBe(true)
    expect(checkRange(from, addDays(from, REPORT_MAX_DAYS))).toEqual({ ok: false, field: 'to', message: reportMessages.rangeTooLong })
  })
})
