import { TZDate } from '@date-fns/tz'

/**
 * The two conversions FullCalendar needs to run in a named time zone (its NamedTimeZoneImpl), done with
 * @date-fns/tz so the calendar shows venue-local times whatever the browser's own zone is.
 * Arrays are [year, month (0-11), day, hours, minutes, seconds, ms].
 */
export function wallClockArray(ms: number, timeZone: string): number[] {
  const d = new TZDate(ms, timeZone)
  return [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()]
}

/** Minutes east of UTC in force at that wall-clock time in `timeZone` (Manila: 480). */
export function offsetMinutesAt(wallClock: number[], timeZone: string): number {
  const [y, mo = 0, d = 1, h = 0, mi = 0, s = 0, ms = 0] = wallClock
  return -new TZDate(y, mo, d, h, mi, s, ms, timeZone).getTimezoneOffset()
}
