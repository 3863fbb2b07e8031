import { addDays, daysBetween, isCalendarDate } from './dates'

/** A report's dates, both ends included (venue days, 'yyyy-MM-dd'). */
export interface ReportRange {
  from: string
  to: string
}

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 400

export const reportMessages = {
  rangeTooLong: `The range must be ${REPORT_MAX_DAYS} days or shorter`,
  fromAfterTo: 'The start date must be on or before the end date',
}

/** The Reports page's ready-made ranges, in the order it offers them. */
export const REPORT_PRESETS = ['this-week', 'last-4-weeks', 'this-month', 'last-month', 'this-year'] as const
export type ReportPreset = (typeof REPORT_PRESETS)[number]

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  'this-week': 'This week',
  'last-4-weeks': 'Last 4 weeks',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`
}

function monthEnd(date: string): string {
  return addDays(monthStart(addDays(monthStart(date), 31)), -1)
}

/**
 * A preset's dates around `today` (the venue's): weeks run Monday to Sunday, months and the year are whole, and the
 * last 4 weeks are the 28 days ending today. Future days are included: their bookings that stand already count.
 */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  switch (preset) {
    case 'this-week': {
      const from = addDays(today, 1 - isoWeekday(today))
      return { from, to: addDays(from, 6) }
    }
    case 'last-4-weeks':
      return { from: addDays(today, -27), to: today }
    case 'this-month':
      return { from: monthStart(today), to: monthEnd(today) }
    case 'last-month': {
      const to = addDays(monthStart(today), -1)
      return { from: monthStart(to), to }
    }
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` }
  }
}

/** The preset whose dates are exactly `range` today, if any (the page marks it as chosen). */
export function presetOf(range: ReportRange, today: string): ReportPreset | undefined {
  return REPORT_PRESETS.find((p) => {
    const r = presetRange(p, today)
    return r.from === range.from && r.to === range.to
  })
}

/** Days in a range, both ends included. */
export function rangeDays(range: ReportRange): number {
  return daysBetween(range.from, range.to) + 1
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: ReportRange): ReportRange {
  const to = addDays(range.from, -1)
  return { from: addDays(to, 1 - rangeDays(range)), to }
}

/** Every date of a range, in order. */
export function datesOf(range: ReportRange): string[] {
  return Array.from({ length: rangeDays(range) }, (_, i) => addDays(range.from, i))
}

export type RangeCheck = { ok: true; range: ReportRange } | { ok: false; field: 'from' | 'to'; message: string }

/** Checks a range as the API and the page receive it: real dates, `from` on or before `to`, at most REPORT_MAX_DAYS days. */
export function checkRange(from: string, to: string): RangeCheck {
  if (!isCalendarDate(from)) return { ok: false, field: 'from', message: 'from must be a date (yyyy-MM-dd)' }
  if (!isCalendarDate(to)) return { ok: false, field: 'to', message: 'to must be a date (yyyy-MM-dd)' }
  if (from > to) return { ok: false, field: 'from', message: reportMessages.fromAfterTo }
  if (rangeDays({ from, to }) > REPORT_MAX_DAYS) return { ok: false, field: 'to', message: reportMessages.rangeTooLong }
  return { ok: true, range: { from, to } }
}
