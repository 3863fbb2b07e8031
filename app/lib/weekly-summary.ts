/**
 * When the venue's weekly summary e-mail is due: Mondays at 08:00 venue time, once per ISO week. Pure rules over the
 * venue's clock, like the backup schedule's.
 */
import { isoWeek } from './backup-schedule'
import { addDays } from './dates'
import { isoWeekday } from './report-range'
import { venueDateTime, venueToday } from './venue-time'

/** The venue time on Monday at which the summary is due. */
export const WEEKLY_SUMMARY_TIME = '08:00'

export interface WeeklySummarySlot {
  /** The ISO week the summary is sent in ('2026-W48'): at most one summary each. */
  week: string
  /** That week's Monday (venue date). */
  monday: string
  /** Monday at WEEKLY_SUMMARY_TIME, venue time. */
  at: Date
}

function slotOf(monday: string, timeZone: string): WeeklySummarySlot {
  return { week: isoWeek(monday), monday, at: venueDateTime(monday, WEEKLY_SUMMARY_TIME, timeZone) }
}

/** The slot of the week `now` is in (venue time): it may still be ahead, early on a Monday. */
export function weeklySummarySlot(timeZone: string, now: Date): WeeklySummarySlot {
  const today = venueToday(timeZone, now)
  return slotOf(addDays(today, 1 - isoWeekday(today)), timeZone)
}

/** The first slot after `now`. */
export function nextWeeklySummarySlot(timeZone: string, now: Date): WeeklySummarySlot {
  const slot = weeklySummarySlot(timeZone, now)
  return slot.at.getTime() > now.getTime() ? slot : slotOf(addDays(slot.monday, 7), timeZone)
}
