/** When a booking's reminder is sent: a set number of hours before it starts (venue time). */
import { venueDateTime } from '~/lib/venue-time'

const HOUR_MS = 60 * 60 * 1000

/**
 * The reminder's time for a booking on `date` at `time` (venue-local), `reminderHours` before its start; null when
 * reminders are off (0) or that time is not after `now` (a booking made, or moved, inside the window: the guest has
 * just been written to).
 */
export function reminderSendAfter(date: string, time: string, options: { timeZone: string; reminderHours: number; now: Date }): Date | null {
  if (options.reminderHours <= 0) return null
  const due = new Date(venueDateTime(date, time, options.timeZone).getTime() - options.reminderHours * HOUR_MS)
  return due.getTime() > options.now.getTime() ? due : null
}
