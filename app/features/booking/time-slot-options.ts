import type { AvailabilityQuery } from '~/contracts/bookings'
import { dayMinute, isQuarterTime, MINUTES_PER_DAY } from '~/lib/bookable-times'
import { MAX_GUESTS, MIN_GUESTS, type SeatingPreference, SEATING_PREFERENCES } from '~/lib/constants'
import { type DayHours, formatHours } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import type { SlotAvailability } from '~/lib/seating'
import { formatStay, hasOneStay, type SeatingRulesJson, stayMinutesFor } from '~/lib/seating-rules'
import { formatTime12h, timeToMinutes } from '~/lib/time-slots'
import { isCalendarDate } from '~/lib/dates'

/** One entry of the time dropdown: the stored value ("HH:mm"), what the guest reads, and whether it can be picked. */
export interface TimeSlotOption {
  value: string
  label: string
  disabled: boolean
}

// Pacing is the venue's business: to a guest, a start whose interval has all the new covers it takes is full.
const REASON_SUFFIX: Record<NonNullable<SlotAvailability['reason']>, string> = {
  past: 'past',
  full: 'full',
  'too-large': 'party too large',
  paced: 'full',
}

/** True when `time` on the venue day `day` is after midnight (before the day's opening: 00:30 on an 18:00-02:00 night). */
export function isAfterMidnight(day: DayHours | undefined, time: string): boolean {
  const minute = day ? dayMinute(day, time) : null
  return minute !== null && minute >= MINUTES_PER_DAY
}

/** '7:30 PM'; a time after midnight says so: '12:30 AM (after midnight)'. */
export function timeLabel(time: string, day?: DayHours): string {
  return isAfterMidnight(day, time) ? `${formatTime12h(time)} (after midnight)` : formatTime12h(time)
}

/**
 * The times for the dropdown, 12-hour labels: those of the availability answer, in its order (a night past midnight
 * runs on to '12:30 AM (after midnight)'), a time that cannot seat the party disabled with why ('7:00 PM (full)',
 * '11:00 AM (past)'); without an answer (still loading, or it failed) the day's `bookable` starts under its hours and
 * the seating rules, all of them selectable: the server decides.
 */
export function timeSlotOptions(slots: readonly SlotAvailability[] | undefined, bookable: readonly string[], day?: DayHours): TimeSlotOption[] {
  const listed: readonly SlotAvailability[] = slots ?? bookable.map((time) => ({ time, endTime: '', available: true }))
  return listed.map((slot) => {
    const afterMidnight = isAfterMidnight(day, slot.time)
    const notes = [afterMidnight && 'after midnight', !slot.available && REASON_SUFFIX[slot.reason ?? 'full']].filter(Boolean)
    const suffix = notes.length > 0 ? ` (${notes.join(', ')})` : ''
    return { value: slot.time, label: `${formatTime12h(slot.time)}${suffix}`, disabled: !slot.available }
  })
}

/**
 * What the time field says about the stay: with one stay for every party, the standard duration ('Standard
 * reservation duration: 2 hours'); when stays vary by party, this party's ('Your table is reserved for 1 hour 30
 * minutes', 'Your bar seats are reserved for 2 hours'), or null while the party size is not known.
 * `stayMinutes` is the availability answer's stay for the party, when there is one.
 */
export function stayNote(rules: Pick<SeatingRulesJson, 'stays'>, party: { guests: number | null; seating: unknown }, stayMinutes?: number): string | null {
  if (hasOneStay(rules)) return `Standard reservation duration: ${formatStay(stayMinutes ?? rules.stays[0].minutes)}`
  if (party.guests === null || party.guests < MIN_GUESTS) return null
  const stay = formatStay(stayMinutes ?? stayMinutesFor(rules, party.guests))
  return party.seating === 'bar' ? `Your bar seats are reserved for ${stay}` : `Your table is reserved for ${stay}`
}

/** The chosen day's hours and its note for guests: 'Open 6:00 PM to 2:00 AM: New Year's Eve party'; null when closed. */
export function dayHoursNote(day: DayHours): string | null {
  if (day.closed) return null
  return `Open ${formatHours(day)}${day.note ? `: ${day.note}` : ''}`
}

/** True when the availability answer says this time cannot seat the party (unknown times are not refused here). */
export function isSlotUnavailable(slots: readonly SlotAvailability[] | undefined, time: string): boolean {
  return slots?.some((s) => s.time === time && !s.available) ?? false
}

/**
 * The availability question for the form's current values, or null while they are not a valid question yet
 * (no date or a past one, a party size that is not a whole number from 1 to 20, no seating).
 */
export function availabilityRequest(
  values: { date?: unknown; guests?: unknown; seatingPreference?: unknown },
  today: string,
): AvailabilityQuery | null {
  const { date, seatingPreference } = values
  if (typeof date !== 'string' || !isCalendarDate(date) || date < today) return null
  const guestsText = typeof values.guests === 'number' ? String(values.guests) : values.guests
  if (typeof guestsText !== 'string' || !/^\s*\d+\s*$/.test(guestsText)) return null
  const guests = Number(guestsText)
  if (guests < MIN_GUESTS || guests > MAX_GUESTS) return null
  if (!(SEATING_PREFERENCES as readonly unknown[]).includes(seatingPreference)) return null
  return { date, guests, seating: seatingPreference as SeatingPreference }
}

/** What to tell the guest about a whole day, or null when some time is free. */
export type DayNotice =
  | { kind: 'too-large'; seating: SeatingPreference; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'none-left'; message: string }

/**
 * A day where no time can be picked: the party is larger than any table (or the bar), so the guest should call
 * (or choose a table), or every time is full or past, so another date is the way.
 */
export function dayNotice(slots: readonly SlotAvailability[] | undefined, request: AvailabilityQuery): DayNotice | null {
  if (!slots || slots.length === 0 || slots.some((s) => s.available)) return null
  if (slots.every((s) => s.reason === 'too-large' || s.reason === 'past') && slots.some((s) => s.reason === 'too-large')) {
    return request.seating === 'bar'
      ? {
          kind: 'too-large',
          seating: 'bar',
          message: `Our bar cannot seat ${plural(request.guests, 'guest')} together. Please choose table seating, or call us to arrange a group booking.`,
        }
      : {
          kind: 'too-large',
          seating: 'table',
          message: `We have no table for ${plural(request.guests, 'guest')}. Please call us to arrange a group booking.`,
        }
  }
  return {
    kind: 'none-left',
    message: `There is no free time left on this date for ${plural(request.guests, 'guest')}. Please choose another date.`,
  }
}

/** The `alternatives` of a 409 answer (times the server can seat the party the same day), valid slots only. */
export function conflictAlternatives(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return []
  const alternatives = (body as { alternatives?: unknown }).alternatives
  if (!Array.isArray(alternatives)) return []
  return alternatives.filter((t): t is string => typeof t === 'string' && isQuarterTime(t)).slice(0, 3)
}

/**
 * Up to `max` free times of the availability answer nearest to `time` (an earlier time wins a tie), in time order:
 * the same choice the server makes for a 409's alternatives. The answer starts at opening, so a time before its
 * first is after midnight: 00:00 comes after 23:30.
 */
export function nearestFreeTimes(slots: readonly SlotAvailability[] | undefined, time: string, max = 3): string[] {
  const opening = timeToMinutes(slots?.[0]?.time ?? '') ?? 0
  const minute = (t: string) => {
    const clock = timeToMinutes(t) ?? 0
    return clock < opening ? clock + MINUTES_PER_DAY : clock
  }
  const wanted = minute(time)
  return (slots ?? [])
    .filter((s) => s.available && s.time !== time)
    .map((s) => ({ time: s.time, minute: minute(s.time), distance: Math.abs(minute(s.time) - wanted) }))
    .sort((a, b) => a.distance - b.distance || a.minute - b.minute)
    .slice(0, max)
    .sort((a, b) => a.minute - b.minute)
    .map((s) => s.time)
}

/**
 * Why a time the guest had chosen is gone: `taken` when someone else booked it while they were choosing (the same
 * day, party and seating), `changed` when their new date, party or seating does not fit it.
 */
export type LostTimeCause = 'taken' | 'changed'

/** "7:00 PM was just taken; here are the nearest times" (or why there are none), next to the time field. */
export function lostTimeMessage({
  time,
  cause,
  guests,
  hasAlternatives,
  day,
}: {
  time: string
  cause: LostTimeCause
  guests: number
  hasAlternatives: boolean
  /** The chosen day's hours: a time after midnight says so. */
  day?: DayHours
}): string {
  const label = timeLabel(time, day)
  const head = cause === 'taken' ? `${label} was just taken` : `${label} is not free for ${plural(guests, 'guest')} on this date`
  return hasAlternatives ? `${head}; here are the nearest times` : `${head}. Please choose another date.`
}
