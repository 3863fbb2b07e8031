/**
 * How dates and times read in sentences, for guests and staff alike. Booking dates are venue-local calendar dates
 * ('yyyy-MM-dd') and times venue-local 'HH:mm': no time zone is involved in wording them.
 */
import { formatTime12h } from './time-slots'

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** '2026-11-22' -> 'November 22, 2026' (the spec's 'MMMM d, yyyy'). */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`))
}

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
