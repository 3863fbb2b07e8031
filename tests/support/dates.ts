import { venueToday } from '~/lib/venue-time'

/** The venue-local date `days` after today ("yyyy-MM-dd"). */
export function venueDateFromToday(days: number, timeZone = 'Asia/Manila'): string {
  const date = new Date(`${venueToday(timeZone)}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
