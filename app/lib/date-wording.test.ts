import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { describeStart, formatDateAtTime, formatLongDate, formatShortDate, formatWeekdayDate, listTimes } from './date-wording'

// Calendar dates and times read the same in every time zone of the machine; text that is not a date stays as it is.
describe('date wording', () => {
  itAnswers('formatLongDate(%j) is %j', formatLongDate, [
    ['2026-01-05', 'January 5, 2026'],
    ['2026-12-31', 'December 31, 2026'],
    ['', ''],
  ])
  it.each([
    ['formatDateAtTime', '2026-11-25', '11:30', 'November 25, 2026 at 11:30 AM'],
    ['formatDateAtTime', '2026-11-25', '19:00', 'November 25, 2026 at 7:00 PM'],
    ['formatDateAtTime', '2027-01-02', '11:30', 'January 2, 2027 at 11:30 AM'],
    ['describeStart', '2026-11-22', '19:00', '7:00 PM on November 22, 2026'],
  ] as const)('%s writes %s at %s as %j', (name, date, time, words) => {
    expect({ formatDateAtTime, describeStart }[name](date, time)).toBe(words)
  })
  it.each([
    ['formatWeekdayDate', '2025-11-24', 'Monday, November 24, 2025'],
    ['formatWeekdayDate', '2028-02-29', 'Tuesday, February 29, 2028'],
    ['formatWeekdayDate', '25/11/2026', '25/11/2026'],
    ['formatShortDate', '2026-11-25', 'Nov 25'],
    ['formatShortDate', '2027-01-01', 'Jan 1'],
    ['formatShortDate', '2026-02-30', '2026-02-30'],
  ] as const)('%s names the weekday of %s, or shortens it: %j', (name, date, words) => {
    expect({ formatWeekdayDate, formatShortDate }[name](date)).toBe(words)
  })
  itAnswers('lists times with commas and a final "or": %j', listTimes, [
    [[], ''],
    [['18:30'], '6:30 PM'],
    [['18:30', '19:00'], '6:30 PM or 7:00 PM'],
    [['12:00', '18:30', '19:00'], '12:00 PM, 6:30 PM or 7:00 PM'],
  ])
})
