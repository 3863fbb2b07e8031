/**
 * When an event happens, as rules: staff enter a venue-local date ('yyyy-MM-dd'), a start time and an optional end
 * time ('HH:mm'); an end not after the start is the next morning ('01:00'). An event is listed as upcoming until the
 * venue day it ends on is over (without an end: until its start day is over), so a past event drops off by itself.
 */
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { MAX_BOOKING_DAYS_AHEAD } from './constants'
import { addDays } from './dates'
import { timeToMinutes } from './time-slots'
import { formatTimeRange, formatVenueTime } from './time-wording'
import { venueDateTime, venueTimeNow, venueToday } from './venue-time'

export interface EventTimes {
  start: Date
  end: Date | null
}

/** True when the end time ('HH:mm') is the next morning: not after the start. Equal times are no valid end. */
export function endsNextDay(time: string, endTime: string): boolean {
  const start = timeToMinutes(time)
  const end = timeToMinutes(endTime)
  return start !== null && end !== null && end < start
}

/** The start and end instants of an event staff entered in venue time (an end before the start is the next morning). */
export function eventTimes(date: string, time: string, endTime: string | null, timeZone: string): EventTimes {
  const start = venueDateTime(date, time, timeZone)
  if (endTime === null) return { start, end: null }
  const end = venueDateTime(endsNextDay(time, endTime) ? addDays(date, 1) : date, endTime, timeZone)
  return { start, end }
}

/** What staff entered, read back from the instants: the venue date and the start and end times. */
export function eventWallClock(times: EventTimes, timeZone: string): { date: string; time: string; endTime: string | null } {
  return {
    date: venueToday(timeZone, times.start),
    time: venueTimeNow(timeZone, times.start),
    endTime: times.end ? venueTimeNow(timeZone, times.end) : null,
  }
}

/**
 * The instant from which events count as upcoming on the venue day `today`: its 00:00. An event is upcoming when it
 * ends after it (an end at exactly 00:00 belongs to the evening before), or, without an end, starts at or after it.
 */
export function upcomingCutoff(today: string, timeZone: string): Date {
  return venueDateTime(today, '00:00', timeZone)
}

/** True while the event is still listed on the venue day `today` (see upcomingCutoff). */
export function isUpcomingEvent(times: EventTimes, today: string, timeZone: string): boolean {
  const cutoff = upcomingCutoff(today, timeZone).getTime()
  return times.end ? times.end.getTime() > cutoff : times.start.getTime() >= cutoff
}

/**
 * The venue date a guest can book a table for to go to the event: the day it starts, when that is today or later and
 * within the days bookings are taken; null for an event that started on an earlier day, or without a readable date.
 */
export function eventBookingDate(isoInstant: string, today: string, timeZone: string): string | null {
  const start = new Date(isoInstant)
  if (Number.isNaN(start.getTime())) return null
  const date = venueToday(timeZone, start)
  return date >= today && date <= addDays(today, MAX_BOOKING_DAYS_AHEAD) ? date : null
}

/** The events' date format, e.g. "November 24, 2025 at 5:30 PM", in the venue's time zone. */
export function formatEventDate(isoInstant: string, timeZone: string): string {
  return format(new TZDate(new Date(isoInstant).getTime(), timeZone), "MMMM dd, yyyy 'at' h:mm a")
}

/** "7:00 PM to 11:00 PM" (an overnight end shows its own time: "10:00 PM to 2:00 AM"), or "7:00 PM" without an end. */
export function formatEventTimes(time: string, endTime: string | null): string {
  return endTime ? formatTimeRange(time, endTime) : formatVenueTime(time)
}
