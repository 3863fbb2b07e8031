import { describe, expect, it } from 'vitest'
import { coverDayLabel } from './covers-format'

describe('coverDayLabel', () => {
  it('names today and tomorrow, then weekdays', () => {
    expect(coverDayLabel('2026-11-22', '2026-11-22')).toEqual({ day: 'Today', date: 'Nov 22', long: 'Today, Sunday, November 22' })
    expect(coverDayLabel('2026-11-23', '2026-11-22').day).toBe('Tomorrow')
    expect(coverDayLabel('2026-11-24', '2026-11-22')).toEqual({ day: 'Tue', date: 'Nov 24', long: 'Tuesday, November 24' })
  })

  it('crosses months and years as calendar dates', () => {
    expect(coverDayLabel('2027-01-01', '2026-12-31')).toEqual({ day: 'Tomorrow', date: 'Jan 1', long: 'Tomorrow, Friday, January 1' })
    expect(coverDayLabel('2026-12-30', '2026-12-31').day).toBe('Wed')
  })
})
