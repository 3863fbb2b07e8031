/**
 * Whether the venue is open for an event, as a rule shared by the server's /events and the hours page's check: an
 * event on a day the venue is closed, or starting outside that day's hours, cannot be booked for, and says why.
 */
import { formatHours, hoursOn, isOpenAt, type OpeningHoursJson } from './opening-hours'

export const CLOSED_ON_EVENT_DAY = 'The venue is closed on this day'
/** Followed by the day's hours ('6:00 PM to 2:00 AM'). */
export const OUTSIDE_HOURS_OF_EVENT_DAY = 'The venue is not open at this time on this day: open'

/**
 * Why guests cannot book a table for an event starting at venue-local `date` `time` under `hours`, in their words
 * ('The venue is closed on this day (Private event).'), or null when the venue is open then (a previous night's
 * hours past midnight count).
 */
export function eventClosure(hours: OpeningHoursJson, date: string, time: string): string | null {
  if (isOpenAt(hours, date, time)) return null
  const day = hoursOn(hours, date)
  const note = day.note ? ` (${day.note})` : ''
  if (day.closed) return `${CLOSED_ON_EVENT_DAY}${note}.`
  return `${OUTSIDE_HOURS_OF_EVENT_DAY} ${formatHours(day)}${note}.`
}
