/**
 * How late a party is on the venue's clock, and what the host's no-show question says about it: pure, the clock
 * (`now`) and the venue's time zone are given.
 */
import type { ReservationJson } from '~/contracts/reservations'
import { MINUTES_PER_DAY } from '~/lib/bookable-times'
import { addDays } from '~/lib/dates'
import type { DayHours } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { isExpected } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { venueDateTime, venueTimeNow } from '~/lib/venue-time'
import { startMinuteOf } from './booking-span'

const MINUTE_MS = 60_000

type Booking = Pick<ReservationJson, 'date' | 'time'>

/**
 * The instant a booking starts: its date and time on the venue's clock. With its day's hours, a time after midnight
 * (00:30 on Saturday's night) is on the next calendar day.
 */
export function bookingStart(booking: Booking, timeZone: string, day?: DayHours): Date {
  const minute = day ? startMinuteOf(day, booking.time) : null
  const date = minute !== null && minute >= MINUTES_PER_DAY ? addDays(booking.date, 1) : booking.date
  return venueDateTime(date, booking.time, timeZone)
}

/** Whole minutes from `start` to `now`; 0 before the start. */
export function minutesLate(start: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / MINUTE_MS))
}

/** When the host stops waiting for a late party: `graceMinutes` after its start. */
export function graceEnd(start: Date, graceMinutes: number): Date {
  return new Date(start.getTime() + graceMinutes * MINUTE_MS)
}

/** '12 min late' on the card of a party still expected (pending or confirmed) whose time has passed; null otherwise. */
export function lateLabel(booking: Pick<ReservationJson, 'status'>, start: Date, now: Date): string | null {
  const late = minutesLate(start, now)
  return isExpected(booking.status) && late >= 1 ? `${late} min late` : null
}

/** What the host needs to know before marking a no-show. */
export interface NoShowQuestion {
  /** 'Booked for 9:00 PM (2 guests); 20 minutes late.' */
  lateness: string
  /** Said plainly while the grace period runs: 'The 15-minute grace period ends at 9:15 PM: it has not passed yet.' */
  graceWarning: string | null
}

/** The venue's side of the no-show question: when the booking starts, in which zone, and the grace period. */
export interface NoShowClock {
  start: Date
  timeZone: string
  graceMinutes: number
}

/**
 * The no-show question's words at `now`. Without the venue's clock (a booking opened alone) it names the time only.
 */
export function noShowQuestion(booking: Pick<ReservationJson, 'time' | 'guests'>, now: Date, clock: NoShowClock | null): NoShowQuestion {
  const booked = `Booked for ${formatTime12h(booking.time)} (${plural(booking.guests, 'guest')})`
  if (!clock) return { lateness: `${booked}.`, graceWarning: null }
  const { start, timeZone, graceMinutes } = clock
  const lateness = now < start ? `${booked}; their time has not come yet.` : `${booked}; ${plural(minutesLate(start, now), 'minute')} late.`
  const ends = graceEnd(start, graceMinutes)
  const graceWarning =
    graceMinutes > 0 && now < ends ? `The ${graceMinutes}-minute grace period ends at ${formatTime12h(venueTimeNow(timeZone, ends))}: it has not passed yet.` : null
  return { lateness, graceWarning }
}
