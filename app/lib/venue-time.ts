import { TZDate } from '@date-fns/tz'

const wallClocks = new Map<string, Intl.DateTimeFormat>()

/**
 * The venue's wall clock at an instant, read with Intl rather than a Date subclass: a browser whose Date is replaced
 * (Playwright's clock does) makes `new TZDate()` a plain local Date, and the page then named the
 * browser's own day as "today" and failed to hydrate.
 */
function wallClock(timeZone: string, now: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let format = wallClocks.get(timeZone)
  if (!format) {
    const digits = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const
    format = new Intl.DateTimeFormat('en-US', { ...digits, hourCycle: 'h23', timeZone })
    wallClocks.set(timeZone, format)
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '' }
  for (const part of format.formatToParts(now)) if (part.type in parts) parts[part.type as keyof typeof parts] = part.value
  return parts
}

/** The venue-local calendar date ("yyyy-MM-dd") at the instant `now`. */
export function venueToday(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = wallClock(timeZone, now)
  return `${year}-${month}-${day}`
}

/** The venue-local wall-clock time ("HH:mm") at the instant `now`. */
export function venueTimeNow(timeZone: string, now: Date = new Date()): string {
  const { hour, minute } = wallClock(timeZone, now)
  return `${hour}:${minute}`
}

/** The instant a venue-local date and time ("yyyy-MM-dd", "HH:mm") denotes. */
export function venueDateTime(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  return new Date(new TZDate(y, mo - 1, d, h, mi, 0, 0, timeZone).getTime())
}
