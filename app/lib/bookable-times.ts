/**
 * The times of one venue day, pure: which starts a party may book, which interval a moment falls in, and which venue
 * day a moment belongs to. A venue day runs from its opening to its closing, which may be the next morning: its
 * times are counted in minutes from that day's midnight, so Saturday's 00:30-after-midnight is minute 1470.
 *
 * Reading the hours of a date (hoursOn, openMinutes) lives here too, below opening-hours (which re-exports it), so
 * that opening-hours can word its refusals with the bookable starts without an import circle.
 */
import { addDays, daysBetween } from './dates'
import type { DayHours, OpeningHoursJson } from './opening-hours'
import { minutesToTime, timeToMinutes } from './time-slots'

export const MINUTES_PER_DAY = 1440
export const QUARTER_MINUTES = 15

/** 0 = Sunday ... 6 = Saturday, of a calendar date (no time zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** The hours of one date: its exception if it has one, else its weekday's hours. */
export function hoursOn(hours: OpeningHoursJson, date: string): DayHours {
  const exception = hours.exceptions.find((e) => e.date === date)
  if (exception) {
    const note = exception.note?.trim() || null
    if (exception.closed || !exception.opens || !exception.closes) return { closed: true, note }
    return {
      closed: false,
      opens: exception.opens,
      closes: exception.closes,
      note,
    }
  }
  const weekly = hours.weekly.find((w) => w.weekday === weekdayOf(date))
  if (!weekly || weekly.closed) return { closed: true, note: null }
  return {
    closed: false,
    opens: weekly.opens,
    closes: weekly.closes,
    note: null,
  }
}

/** Opening and closing as minutes after the opening day's midnight; a close not after the opening is the next day. */
export function openMinutes(opens: string, closes: string): { from: number; to: number } | null {
  const from = timeToMinutes(opens)
  const close = timeToMinutes(closes)
  if (from === null || close === null) return null
  return { from, to: close <= from ? close + MINUTES_PER_DAY : close }
}

/** 'HH:mm' on the 15-minute grid (00/15/30/45). */
export function isQuarterTime(time: string): boolean {
  const minutes = timeToMinutes(time)
  return minutes !== null && minutes % QUARTER_MINUTES === 0
}

/**
 * A time's minute on the venue day `day`: a time before an open day's opening is after midnight (+1440). A closed
 * day: the plain minute. null for an invalid time.
 */
export function dayMinute(day: DayHours, time: string): number | null {
  const minutes = timeToMinutes(time)
  if (minutes === null) return null
  const span = openSpan(day)
  return span !== null && minutes < span.from ? minutes + MINUTES_PER_DAY : minutes
}

/** minute (may be >= 1440) -> 'HH:mm' (mod 1440). */
export function timeOfMinute(minute: number): string {
  return minutesToTime(((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY)
}

/** The day's open span in day minutes ({ from, to }, to may pass 1440), or null when closed. */
export function openSpan(day: DayHours): { from: number; to: number } | null {
  return day.closed ? null : openMinutes(day.opens, day.closes)
}

/** Start minutes a party with `stayMinutes` may book: every `slotMinutes` from opening while start + stay <= closing. [] when closed. */
export function bookableStartMinutes(day: DayHours, slotMinutes: number, stayMinutes: number): number[] {
  const span = openSpan(day)
  if (!span || slotMinutes <= 0) return []
  const starts: number[] = []
  for (let start = span.from; start + stayMinutes <= span.to; start += slotMinutes) starts.push(start)
  return starts
}

/** The same as 'HH:mm', in time order (after-midnight times last). Default hours and rules give the 23 times 11:00..22:00. */
export function bookableStarts(day: DayHours, slotMinutes: number, stayMinutes: number): string[] {
  return bookableStartMinutes(day, slotMinutes, stayMinutes).map(timeOfMinute)
}

/**
 * Start of the interval (on the grid from opening, every slotMinutes) that `minute` falls in, or null when the day is
 * closed or minute is outside [from, to). Walk-ins take this; pacing counts by it.
 */
export function intervalStart(day: DayHours, slotMinutes: number, minute: number): number | null {
  const span = openSpan(day)
  if (!span || minute < span.from || minute >= span.to) return null
  return span.from + Math.floor((minute - span.from) / slotMinutes) * slotMinutes
}

/**
 * How many minutes after the venue day `date`'s midnight `now` is (negative for a future day, >= 1440 the day
 * after): daysBetween(date, now.today) * 1440 + minutes of now.time.
 */
export function minutesSinceDayStart(date: string, now: { today: string; time: string }): number {
  const minutes = timeToMinutes(now.time)
  if (minutes === null) throw new RangeError(`Not a time (HH:mm): ${now.time}`)
  return daysBetween(date, now.today) * MINUTES_PER_DAY + minutes
}

/**
 * The venue day a moment belongs to: the previous date while that date's hours run past midnight and are still open
 * at `now` (a host at 00:30 Sunday works Saturday's night), else now.today.
 */
export function serviceDay(hours: OpeningHoursJson, now: { today: string; time: string }): string {
  const previous = addDays(now.today, -1)
  const span = openSpan(hoursOn(hours, previous))
  const minutes = timeToMinutes(now.time)
  if (span && minutes !== null && minutes + MINUTES_PER_DAY < span.to) return previous
  return now.today
}

/**
 * Stay of a walk-in starting at `start`: `stay`, cut at closing (never under 15): at 01:30 on an 18:00-02:00 night,
 * 30. The cut keeps to the 15-minute grid stays are stored on.
 */
export function walkInStay(day: DayHours, start: number, stay: number): number {
  const span = openSpan(day)
  if (!span) return stay
  const untilClosing = Math.floor((span.to - start) / QUARTER_MINUTES) * QUARTER_MINUTES
  return Math.max(QUARTER_MINUTES, Math.min(stay, untilClosing))
}
