import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** The venue-local calendar date ("yyyy-MM-dd") at the instant `now`. */
export function venueToday(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd')
}

/** The venue-local wall-clock time ("HH:mm") at the instant `now`. */
export function venueTimeNow(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), 'HH:mm')
}

/** The instant a venue-local date and time ("yyyy-MM-dd", "HH:mm") denotes. */
export function venueDateTime(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  return new Date(new TZDate(y, mo - 1, d, h, mi, 0, 0, timeZone).getTime())
}
