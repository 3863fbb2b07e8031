/**
 * Opening hours and closed days, as rules: which hours a date has, which booking times they allow, whether the venue
 * is open at a moment, and how to word it. Dates are venue-local 'yyyy-MM-dd', times venue-local 'HH:mm'; a closing
 * time not after the opening time is the next morning ('01:00'; '00:00' is midnight).
 */
import { bookableStartMinutes, dayMinute, hoursOn, MINUTES_PER_DAY, openMinutes, timeOfMinute } from './bookable-times'
import { addDays } from './dates'
import { formatWeekdayDate } from './date-wording'
import { formatTime12h, timeToMinutes } from './time-slots'
import { formatTimeRange } from './time-wording'

// Reading a date's hours lives in bookable-times (below this module); these names stay where callers find them.
export { hoursOn, openMinutes, weekdayOf } from './bookable-times'

/** Times are venue time "HH:mm"; a `closes` not after `opens` is the next morning ("01:00"; "00:00" is midnight). */
export interface WeeklyHoursJson {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number
  closed: boolean
  opens: string
  closes: string
}

/** One date's exception: closed all day, or open at other hours. `note` is shown to guests ("Private event"). */
export interface OpeningExceptionJson {
  date: string
  closed: boolean
  opens?: string
  closes?: string
  note?: string
}

export interface OpeningHoursJson {
  /** Always seven entries, Sunday first. */
  weekly: WeeklyHoursJson[]
  /** From today (venue time) on, by date. */
  exceptions: OpeningExceptionJson[]
}

/** The first booking hours (11:00 to 22:00 starts, two hours each): open 11:00 to midnight every day (migration 0007). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHoursJson[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  closed: false,
  opens: '11:00',
  closes: '00:00',
}))

export type DayHours = { closed: true; note: string | null } | { closed: false; opens: string; closes: string; note: string | null }

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? ''
}

/** Whether the venue is open at a venue-local date and time, counting the previous day's hours past midnight. */
export function isOpenAt(hours: OpeningHoursJson, date: string, time: string): boolean {
  const at = timeToMinutes(time)
  if (at === null) return false
  const within = (day: DayHours, minutes: number) => {
    if (day.closed) return false
    const open = openMinutes(day.opens, day.closes)
    return open !== null && minutes >= open.from && minutes < open.to
  }
  return within(hoursOn(hours, date), at) || within(hoursOn(hours, addDays(date, -1)), at + MINUTES_PER_DAY)
}

/** '11:00', '00:00' -> '11:00 AM to midnight' ('12:00 AM' reads as noon to many); '18:00', '02:00' -> '6:00 PM to 2:00 AM'; closed -> 'Closed'. */
export function formatHours(day: DayHours): string {
  if (day.closed) return 'Closed'
  return formatTimeRange(day.opens, day.closes)
}

/** The booking form's words for a time it does not list. */
const NOT_LISTED = 'Please select one of the listed times'

/** Open the default hours (11:00 to midnight): the day the specification's booking times come from. */
function isUsualDay(day: DayHours & { closed: false }): boolean {
  return day.opens === DEFAULT_WEEKLY_HOURS[0].opens && day.closes === DEFAULT_WEEKLY_HOURS[0].closes
}

/**
 * Why a booking at `date` `time` cannot be taken, in words naming the hours or the closure note; null when `time` is
 * one of the day's bookable starts for the party's stay (`rules`). The server refuses with this whatever the browser
 * sent; the form only offers times that pass.
 */
export function bookingRefusal(
  hours: OpeningHoursJson,
  date: string,
  time: string,
  rules: { slotMinutes: number; stayMinutes: number },
): string | null {
  const day = hoursOn(hours, date)
  const when = formatWeekdayDate(date)
  if (day.closed) {
    return `We are closed on ${when}${day.note ? ` (${day.note})` : ''}. Please choose another day.`
  }
  const starts = bookableStartMinutes(day, rules.slotMinutes, rules.stayMinutes)
  const minute = dayMinute(day, time)
  if (minute !== null && starts.includes(minute)) return null
  const open = `On ${when} we are open ${formatHours(day)}${day.note ? ` (${day.note})` : ''}`
  if (starts.length === 0) return `${open}, too short a time to book a table. Please choose another day.`
  const first = starts[0]
  const last = starts[starts.length - 1]
  // Off the grid within the bookable range (11:15 with a start every half hour), or any time the usual day (the
  // default hours) does not list: the form's words, as the specification has them (10:00, 22:30). On other hours a
  // time outside the starts names them (12:00 on a day open from 4 PM; 00:30 on a night to 2 AM for a two-hour stay).
  const offGrid = minute !== null && minute > first && minute < last
  if (offGrid || isUsualDay(day)) return NOT_LISTED
  return `${open}: please choose a time from ${formatTime12h(timeOfMinute(first))} to ${formatTime12h(timeOfMinute(last))}.`
}

/** schema.org OpeningHoursSpecification entries for the weekly hours (closed weekdays are left out). */
export function openingHoursSpecification(hours: OpeningHoursJson) {
  return hours.weekly
    .filter((w) => !w.closed)
    .map((w) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: `https://schema.org/${weekdayName(w.weekday)}`,
      opens: w.opens,
      // Midnight is written as the day's last minute: '00:00' would read as a closing before opening.
      closes: w.closes === '00:00' ? '23:59' : w.closes,
    }))
}

/** The weekly hours as lines for guests, Monday first: [{ days: 'Monday', hours: '11:00 AM to midnight' }]. */
export function weeklyHoursLines(hours: OpeningHoursJson): Array<{ weekday: number; day: string; hours: string }> {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const w = hours.weekly.find((entry) => entry.weekday === weekday)
    const day: DayHours = !w || w.closed ? { closed: true, note: null } : { closed: false, opens: w.opens, closes: w.closes, note: null }
    return { weekday, day: weekdayName(weekday), hours: formatHours(day) }
  })
}
