/**
 * The times and stays the staff 'New booking' form offers, by source: a walk-in from the interval that has started,
 * any other booking the day's bookable starts after now.
 */
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import {
  bookableStartMinutes,
  intervalStart,
  isQuarterTime,
  MINUTES_PER_DAY,
  minutesSinceDayStart,
  openSpan,
  QUARTER_MINUTES,
  serviceDay,
  timeOfMinute,
  walkInStay,
} from '~/lib/bookable-times'
import { type BookingSource, DEFAULT_GUESTS } from '~/lib/constants'
import { isCalendarDate } from '~/lib/dates'
import { DEFAULT_WEEKLY_HOURS, hoursOn } from '~/lib/opening-hours'
import { DEFAULT_SEATING_RULES, formatStay, MAX_STAY_MINUTES, type SeatingRulesJson, STAY_STEP_MINUTES, stayMinutesFor } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import type { VenueMoment } from '~/lib/venue-clock'
import { startMinuteOf } from './booking-span'

/** The stay field's value for the party's usual stay under the seating rules. */
export const PARTY_STAY = ''

/** The venue's clock as the form needs it: today and the time now, venue-local. */
export type VenueNow = Pick<VenueMoment, 'today' | 'time'>

/** What the form reads about the venue: its hours and seating rules, either not loaded yet. */
export interface BookingVenue {
  hours?: OpeningHoursJson
  rules?: SeatingRulesJson
}

/** The hours the venue first had (11:00 to midnight every day): the form's until the real ones load. */
const FIRST_HOURS: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }

/** The venue day a host works now: the night still running past midnight, else today. */
export function workingDay(now: VenueNow, hours: OpeningHoursJson | undefined): string {
  return hours ? serviceDay(hours, now) : now.today
}

/** The party size the form holds, as a number (NaN when it is not a plain whole number yet). */
export function guestsOf(values: { guests: string }): number {
  return /^\s*\d+\s*$/.test(values.guests) ? Number(values.guests) : Number.NaN
}

/** The party's usual stay under the rules (a party of two while the size is not a number yet). */
export function partyStay(rules: SeatingRulesJson | undefined, guests: number): number {
  return stayMinutesFor(rules ?? DEFAULT_SEATING_RULES, Number.isNaN(guests) || guests < 1 ? DEFAULT_GUESTS : guests)
}

/** The interval of `date` the time now falls in ('19:00' at 19:10 with a start every half hour); '' when closed then. */
export function currentInterval(date: string, now: VenueNow, venue: BookingVenue): string {
  const day = hoursOn(venue.hours ?? FIRST_HOURS, date)
  const start = intervalStart(day, (venue.rules ?? DEFAULT_SEATING_RULES).slotMinutes, minutesSinceDayStart(date, now))
  return start === null ? '' : timeOfMinute(start)
}

/**
 * The times the form offers for a date, as the server takes them, in the night's order (after-midnight times last):
 * a walk-in any start on the day's grid (a start every slotMinutes from opening) while the venue is open, however
 * late, from the interval that has started; any other booking the day's bookable starts for the stay (`stayMinutes`)
 * after now. Before the hours or rules load: the first hours and rules. `keep` (the chosen time, or times) stays
 * listed, so the select shows it; the server answers for it.
 */
export function timeChoices({
  hours,
  rules,
  date,
  source,
  stayMinutes,
  now,
  keep,
}: BookingVenue & {
  date: string
  source: BookingSource
  stayMinutes: number
  now: VenueNow
  keep?: string | readonly string[]
}): string[] {
  const day = hoursOn(hours ?? FIRST_HOURS, date)
  const slotMinutes = (rules ?? DEFAULT_SEATING_RULES).slotMinutes
  let starts: number[] = []
  if (isCalendarDate(date)) {
    const nowMinute = minutesSinceDayStart(date, now)
    if (source === 'walk-in') {
      const span = openSpan(day)
      const earliest = intervalStart(day, slotMinutes, nowMinute) ?? nowMinute - (nowMinute % QUARTER_MINUTES)
      for (let start = span?.from ?? 0; span && start < span.to; start += slotMinutes) if (start >= earliest) starts.push(start)
    } else {
      starts = bookableStartMinutes(day, slotMinutes, stayMinutes).filter((start) => start > nowMinute)
    }
  }
  for (const time of typeof keep === 'string' ? [keep] : (keep ?? [])) {
    const kept = isQuarterTime(time) ? startMinuteOf(day, time) : null
    if (kept === null || starts.includes(kept)) continue
    const at = starts.findIndex((start) => start > kept)
    starts.splice(at === -1 ? starts.length : at, 0, kept)
  }
  return starts.map(timeOfMinute)
}

/** A time as the form lists it: '7:30 PM', and '12:30 AM (after midnight)' in a night's small hours. */
export function timeLabel(hours: OpeningHoursJson | undefined, date: string, time: string): string {
  const minute = startMinuteOf(hoursOn(hours ?? FIRST_HOURS, date), time)
  return minute !== null && minute >= MINUTES_PER_DAY ? `${formatTime12h(time)} (after midnight)` : formatTime12h(time)
}

/**
 * The stay the server gives the booking when staff leave it to the rules: the party's, and for a walk-in cut at
 * closing (a walk-in at 1:30 AM on a night to 2:00 AM stays 30 minutes).
 */
export function usualStay({
  hours,
  rules,
  date,
  source,
  guests,
  time,
}: BookingVenue & { date: string; source: BookingSource; guests: number; time: string }): number {
  const stay = partyStay(rules, guests)
  if (source !== 'walk-in') return stay
  const day = hoursOn(hours ?? FIRST_HOURS, date)
  const start = startMinuteOf(day, time)
  return start === null ? stay : walkInStay(day, start, stay)
}

export interface StayChoice {
  value: string
  label: string
}

/** The stays staff choose from: the usual one first ('Usual stay (2 hours)'), then 15 minutes to 6 hours. */
export function stayChoices(usual: number): StayChoice[] {
  const minutes = Array.from({ length: MAX_STAY_MINUTES / STAY_STEP_MINUTES }, (_, i) => (i + 1) * STAY_STEP_MINUTES)
  return [
    { value: PARTY_STAY, label: `Usual stay (${formatStay(usual)})` },
    ...minutes.map((m) => ({ value: String(m), label: formatStay(m) })),
  ]
}

/** The effective stay of the form: staff's choice, else the usual one. */
export function chosenStay(values: { stay: string }, usual: number): number {
  return values.stay === PARTY_STAY ? usual : Number(values.stay)
}
