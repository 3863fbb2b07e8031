/**
 * Where a booking sits in its venue day, as the staff screens draw it: its start and end as minutes from that day's
 * midnight (Saturday's 00:30-after-midnight is minute 1470), from its `time` and `stayMinutes` and the day's hours.
 */
import type { ReservationJson } from '~/contracts/reservations'
import { dayMinute, MINUTES_PER_DAY, openSpan } from '~/lib/bookable-times'
import type { DayHours } from '~/lib/opening-hours'

/**
 * A booking's start on the venue day `day`: a time before opening is after midnight (dayMinute). One the night does
 * not reach stays before opening: a booking made before the hours changed (17:00 on a day that now opens at 18:00)
 * starts on its own date. null for an unreadable time.
 */
export function startMinuteOf(day: DayHours, time: string): number | null {
  const minute = dayMinute(day, time)
  if (minute === null) return null
  const span = openSpan(day)
  return span && minute >= MINUTES_PER_DAY && minute >= span.to ? minute - MINUTES_PER_DAY : minute
}

/** The booking's half-open span [start, end) on its venue day, or null for an unreadable time. */
export function bookingSpan(day: DayHours, booking: Pick<ReservationJson, 'time' | 'stayMinutes'>): { start: number; end: number } | null {
  const start = startMinuteOf(day, booking.time)
  return start === null ? null : { start, end: start + booking.stayMinutes }
}

/** Order of bookings on one venue day: by start (after-midnight ones last), then by id. */
export function byStart(day: DayHours) {
  const start = (b: Pick<ReservationJson, 'time'>) => startMinuteOf(day, b.time) ?? Number.MAX_SAFE_INTEGER
  return (a: Pick<ReservationJson, 'time' | 'id'>, b: Pick<ReservationJson, 'time' | 'id'>) => start(a) - start(b) || a.id - b.id
}
