/**
 * How dates and times read in sentences, for guests and staff alike. Booking dates are venue-local calendar dates
 * ('yyyy-MM-dd') and times venue-local 'HH:mm': no time zone is involved in wording them (each calendar date is
 * worded as that day at UTC midnight, in UTC, so the machine's own zone never shifts it).
 */
import { formatTime12h } from './time-slots'
import { isCalendarDate } from './dates'

function calendarDateWording(options: Intl.DateTimeFormatOptions) {
  const wording = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
  // Text that is not a calendar date is shown as it is, never thrown at a page.
  return (date: string) => (isCalendarDate(date) ? wording.format(new Date(`${date}T00:00:00Z`)) : date)
}

/** '2026-11-22' -> 'November 22, 2026' ('MMMM d, yyyy'). */
export const formatLongDate = calendarDateWording({ month: 'long', day: 'numeric', year: 'numeric' })

/** '2025-11-24' -> 'Monday, November 24, 2025' (what the guest picked or booked). */
export const formatWeekdayDate = calendarDateWording({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })

/** '2026-11-25' -> 'Nov 25' (where the year goes without saying: the coming days). */
export const formatShortDate = calendarDateWording({ month: 'short', day: 'numeric' })

/** '2026-11-22', '19:00' -> '7:00 PM on November 22, 2026'. */
export function describeStart(date: string, time: string): string {
  return `${formatTime12h(time)} on ${formatLongDate(date)}`
}

/** '2026-11-25', '19:00' -> 'November 25, 2026 at 7:00 PM'. */
export function formatDateAtTime(date: string, time: string): string {
  return `${formatLongDate(date)} at ${formatTime12h(time)}`
}

/** ['18:30', '19:00'] -> '6:30 PM or 7:00 PM'; three -> 'a, b or c'. */
export function listTimes(times: readonly string[]): string {
  const words = times.map(formatTime12h)
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}
