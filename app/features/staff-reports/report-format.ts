import type { HeatmapCellJson, ReportSource, ReportSummaryJson } from '~/contracts/reports'
import { plural } from '~/lib/plural'
import { type ReportRange, rangeDays } from '~/lib/report-range'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

export const SOURCE_LABELS: Record<ReportSource, string> = { online: 'Online', phone: 'Phone', 'walk-in': 'Walk-in' }
export const REPORT_SOURCES: ReportSource[] = ['online', 'phone', 'walk-in']

/** One line under each chart: what it counts, in the contract's words (app/contracts/reports.ts). */
export const HOW_COUNTED = {
  daily: 'Covers are the guests of bookings that stand (pending, confirmed, arrived or completed); the line counts those bookings. A booking after midnight belongs to the night before.',
  sources: 'Guests of the bookings that stand, by how the booking came in.',
  seating: 'Guests of the bookings that stand, at a table or at the bar.',
  noShows: 'Rates divide by bookings made (those that stand, cancelled or no-show). A late cancellation came less than 24 hours before the start.',
  coversHeatmap: 'Guests of seated bookings (arrived or completed), by the weekday of the night and the hour they were due, on the venue’s clock.',
  refusedHeatmap: 'Online requests the venue could not seat: a booking refused as full, or a full time shown to a guest.',
  leadTime: 'From the moment a booking was made to its start, over bookings made that are not walk-ins.',
  stay: 'Minutes from arrived to completed, over seated bookings that have both.',
  partySizes: 'Bookings that stand, by the number of guests.',
  guests: 'Seated guests, matched by e-mail or phone as the guest history matches them: returning when seated before.',
  visitors: 'Website visitors, each counted once a day, beside the bookings that stand from every source.',
  emails: 'Messages to guests and staff created in the range: sent, and given up after their retries.',
} as const

/** 'Nov 3' of a calendar date. */
export function shortDate(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`
}

/** 'Nov 3, 2026' of a calendar date. */
export function longDate(date: string): string {
  return `${shortDate(date)}, ${date.slice(0, 4)}`
}

/** 'Nov 3 – Nov 30, 2026', or with both years when the range crosses one; a single day is one date. */
export function rangeLabel(range: ReportRange): string {
  if (range.from === range.to) return longDate(range.from)
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4)
  return `${sameYear ? shortDate(range.from) : longDate(range.from)} – ${longDate(range.to)}`
}

/** The previous period as the headline names it: 'the previous week', 'the previous 4 weeks', 'the previous 30 days'. */
export function previousPeriodName(range: ReportRange): string {
  const days = rangeDays(range)
  if (days === 1) return 'the day before'
  if (days === 7) return 'the previous week'
  if (days % 7 === 0) return `the previous ${days / 7} weeks`
  return `the previous ${days} days`
}

/**
 * The change from `previous` to `current` in percent, rounded to a whole number (one decimal below 1%), or null when
 * there was nothing before to compare with.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  const change = ((current - previous) / previous) * 100
  return Math.abs(change) < 1 ? Math.round(change * 10) / 10 : Math.round(change)
}

/** The bookings that stand over the range: the sum of its days. */
export function standingBookings(summary: ReportSummaryJson): number {
  return summary.covers.byDay.reduce((sum, day) => sum + day.bookings, 0)
}

/** '+12%', '-5%', '+0.4%'; '0%' for no change. */
export function signedPercent(change: number): string {
  return `${change > 0 ? '+' : ''}${change}%`
}

/** The headline: '412 covers, +12% on the previous 4 weeks' (or 'none in', or 'the same as'). */
export function coversHeadline(current: number, previous: number, range: ReportRange): string {
  const covers = plural(current, 'cover')
  const period = previousPeriodName(range)
  const change = percentChange(current, previous)
  if (change === null) return current === 0 ? `${covers}, as in ${period}` : `${covers}, none in ${period}`
  if (change === 0) return `${covers}, the same as ${period}`
  return `${covers}, ${signedPercent(change)} on ${period}`
}

/** A rate of 0-1 as a percentage with at most one decimal: 0.123 -> '12.3%', 0.05 -> '5%'. */
export function ratePercent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`
}

/** `part` of `whole` as a percentage, '–' when the whole is zero. */
export function sharePercent(part: number, whole: number): string {
  return whole === 0 ? '–' : ratePercent(part / whole)
}

/** '3.5 days', '1 day', '–' without any. */
export function daysText(days: number | null): string {
  if (days === null) return '–'
  return plural(days, 'day')
}

/** '1 h 45 min', '50 min', '–' without any. */
export function stayText(minutes: number | null): string {
  if (minutes === null) return '–'
  const whole = Math.round(minutes)
  const hours = Math.floor(whole / 60)
  if (hours === 0) return `${whole} min`
  return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`
}

/** An hour of the venue's clock: '11 AM', '12 PM', '1 AM'. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`
}

/** The same, short enough for a heatmap's column: '11a', '12p', '1a'. */
export function shortHourLabel(hour: number): string {
  return hourLabel(hour).replace(' AM', 'a').replace(' PM', 'p')
}

/** Where a night starts when something happens at every hour of the day. */
const DAY_START_HOUR = 6

/**
 * The hours in which anything happens, ordered as the venue's night: the first hour after the longest quiet stretch
 * of the day comes first, so 11..23 are followed by 0..3 when nothing happens from 4 to 10.
 */
export function nightHours(cells: HeatmapCellJson[]): number[] {
  const active = new Set(cells.filter((cell) => cell.covers > 0 || cell.refused > 0).map((cell) => cell.hour))
  if (active.size === 0) return []
  let start = DAY_START_HOUR
  let longestGap = 0
  // Scan from the day's start so that, of two equally long quiet stretches, the one before the morning wins.
  for (let offset = 0; offset < 24; offset++) {
    const hour = (DAY_START_HOUR + offset) % 24
    if (!active.has(hour)) continue
    let gap = 0
    while (gap < 23 && !active.has((hour + 23 - gap) % 24)) gap++
    if (gap > longestGap) {
      longestGap = gap
      start = hour
    }
  }
  return Array.from({ length: 24 }, (_, i) => (start + i) % 24).filter((hour) => active.has(hour))
}

/** The heatmap's values as a grid: one row per weekday (Monday first), one value per hour of `hours`. */
export function heatmapGrid(cells: HeatmapCellJson[], hours: number[], measure: 'covers' | 'refused'): number[][] {
  const byKey = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell[measure]]))
  return WEEKDAY_LABELS.map((_, i) => hours.map((hour) => byKey.get(`${i + 1}:${hour}`) ?? 0))
}

/** Party sizes in order of size: [[2, 14], [4, 3]]. */
export function partySizeRows(sizes: Record<string, number>): Array<[number, number]> {
  return Object.entries(sizes)
    .map(([size, count]): [number, number] => [Number(size), count])
    .filter(([size]) => Number.isFinite(size))
    .sort((a, b) => a[0] - b[0])
}

/** '1 guest', '4 guests'. */
export function guestsLabel(size: number): string {
  return plural(size, 'guest')
}
