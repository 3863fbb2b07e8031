import type { AvailabilityQuery } from '~/contracts/bookings'
import { dayMinute, isQuarterTime, MINUTES_PER_DAY } from '~/lib/bookable-times'
import { MAX_GUESTS, MIN_GUESTS, type SeatingPreference, SEATING_PREFERENCES } from '~/lib/constants'
import type { DayHours } from '~/lib/opening-hours'
import type { SlotAvailability } from '~/lib/seating'
import { hasOneStay, type SeatingRulesJson, stayMinutesFor } from '~/lib/seating-rules'
import { timeToMinutes } from '~/lib/time-slots'
import { isCalendarDate } from '~/lib/dates'
import { type BookingKey, type BookingWords, ENGLISH_WORDS } from './booking-words'

/** One entry of the time dropdown: the stored value ("HH:mm"), what the guest reads, and whether it can be picked. */
export interface TimeSlotOption {
  value: string
  label: string
  disabled: boolean
}

// Pacing is the venue's business: to a guest, a start whose interval has all the new covers it takes is full.
const REASON_SUFFIX: Record<NonNullable<SlotAvailability['reason']>, BookingKey> = {
  past: 'slotPast',
  full: 'slotFull',
  'too-large': 'slotTooLarge',
  paced: 'slotFull',
}

/** '7:30 PM (after midnight, full)': a time with its notes, in the words' language. */
function withNotes(w: BookingWords, time: string, notes: string[]): string {
  return notes.length > 0 ? w.t('timeWithNotes', { time: w.time(time), notes: notes.join(w.t('noteSeparator')) }) : w.time(time)
}

/** True when `time` on the venue day `day` is after midnight (before the day's opening: 00:30 on an 18:00-02:00 night). */
export function isAfterMidnight(day: DayHours | undefined, time: string): boolean {
  const minute = day ? dayMinute(day, time) : null
  return minute !== null && minute >= MINUTES_PER_DAY
}

/** '7:30 PM'; a time after midnight says so: '12:30 AM (after midnight)'. */
export function timeLabel(time: string, day?: DayHours, w: BookingWords = ENGLISH_WORDS): string {
  return withNotes(w, time, isAfterMidnight(day, time) ? [w.t('afterMidnight')] : [])
}

/**
 * The times for the dropdown, 12-hour labels: those of the availability answer, in its order (a night past midnight
 * runs on to '12:30 AM (after midnight)'), a time that cannot seat the party disabled with why ('7:00 PM (full)',
 * '11:00 AM (past)'); without an answer (still loading, or it failed) the day's `bookable` starts under its hours and
 * the seating rules, all of them selectable: the server decides.
 */
export function timeSlotOptions(
  slots: readonly SlotAvailability[] | undefined,
  bookable: readonly string[],
  day?: DayHours,
  w: BookingWords = ENGLISH_WORDS,
): TimeSlotOption[] {
  const listed: readonly SlotAvailability[] = slots ?? bookable.map((time) => ({ time, endTime: '', available: true }))
  return listed.map((slot) => {
    const afterMidnight = isAfterMidnight(day, slot.time)
    const notes = [afterMidnight && w.t('afterMidnight'), !slot.available && w.t(REASON_SUFFIX[slot.reason ?? 'full'])].filter((n) => typeof n === 'string')
    return { value: slot.time, label: withNotes(w, slot.time, notes), disabled: !slot.available }
  })
}

/**
 * What the time field says about the stay: with one stay for every party, the standard duration ('Standard
 * reservation duration: 2 hours'); when stays vary by party, this party's ('Your table is reserved for 1 hour 30
 * minutes', 'Your bar seats are reserved for 2 hours'), or null while the party size is not known.
 * `stayMinutes` is the availability answer's stay for the party, when there is one.
 */
export function stayNote(
  rules: Pick<SeatingRulesJson, 'stays'>,
  party: { guests: number | null; seating: unknown },
  stayMinutes?: number,
  w: BookingWords = ENGLISH_WORDS,
): string | null {
  if (hasOneStay(rules)) return w.t('stayStandard', { stay: w.stay(stayMinutes ?? rules.stays[0].minutes) })
  if (party.guests === null || party.guests < MIN_GUESTS) return null
  const stay = w.stay(stayMinutes ?? stayMinutesFor(rules, party.guests))
  return w.t(party.seating === 'bar' ? 'stayBar' : 'stayTable', { stay })
}

/**
 * The form's note on how long a table is held: 'Table reservations are for a 2-hour dining period…' (a 90-minute one
 * for a stay of 90), or that it depends on the party when stays differ.
 */
export function diningPeriodText(rules: Pick<SeatingRulesJson, 'stays'>, w: BookingWords = ENGLISH_WORDS): string {
  if (!hasOneStay(rules)) return w.t('diningPeriodVaries')
  const minutes = stayMinutesFor(rules, 1)
  return minutes % 60 === 0 ? w.t('diningPeriodHours', { count: minutes / 60 }) : w.t('diningPeriodMinutes', { count: minutes })
}

/** The chosen day's hours and its note for guests: 'Open 6:00 PM to 2:00 AM: New Year's Eve party'; null when closed. */
export function dayHoursNote(day: DayHours, w: BookingWords = ENGLISH_WORDS): string | null {
  if (day.closed) return null
  return day.note ? w.t('dayOpenNote', { hours: w.hours(day), note: day.note }) : w.t('dayOpen', { hours: w.hours(day) })
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
export function dayNotice(slots: readonly SlotAvailability[] | undefined, request: AvailabilityQuery, w: BookingWords = ENGLISH_WORDS): DayNotice | null {
  if (!slots || slots.length === 0 || slots.some((s) => s.available)) return null
  if (slots.every((s) => s.reason === 'too-large' || s.reason === 'past') && slots.some((s) => s.reason === 'too-large')) {
    return request.seating === 'bar'
      ? {
          kind: 'too-large',
          seating: 'bar',
          message: w.t('tooLargeBar', { guests: w.guests(request.guests) }),
        }
      : {
          kind: 'too-large',
          seating: 'table',
          message: w.t('tooLargeTable', { guests: w.guests(request.guests) }),
        }
  }
  return {
    kind: 'none-left',
    message: w.t('noneLeft', { guests: w.guests(request.guests) }),
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
export function lostTimeMessage(
  { time, cause, guests, hasAlternatives, day }: {
    time: string
    cause: LostTimeCause
    guests: number
    hasAlternatives: boolean
    /** The chosen day's hours: a time after midnight says so. */
    day?: DayHours
  },
  w: BookingWords = ENGLISH_WORDS,
): string {
  const label = timeLabel(time, day, w)
  const reason = cause === 'taken' ? w.t('lostTaken', { time: label }) : w.t('lostChanged', { time: label, guests: w.guests(guests) })
  return w.t(hasAlternatives ? 'lostWithAlternatives' : 'lostNoAlternatives', { reason })
}
