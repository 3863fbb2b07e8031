import { addDays } from './dates'
import { venueDateTime, venueTimeNow, venueToday } from './venue-time'

/** One reading of the venue clock: the instant, and the venue-local date ('yyyy-MM-dd') and time ('HH:mm') at it. */
export interface VenueMoment {
  instant: Date
  today: string
  time: string
}

/**
 * The venue's clock: its time zone and "now". Made once at start-up from VENUE_TIMEZONE (tests make one with a
 * fixed now) and handed to every rule that depends on the time, so no rule picks a zone or a now of its own.
 */
export interface VenueClock {
  readonly timeZone: string
  read(): VenueMoment
  /** Only the instant, in milliseconds since the epoch: the cheapest reading. */
  now(): number
  /** Only the venue-local date: cheap enough for every request (the day is remembered until it ends). */
  today(): string
}

export function venueClock(timeZone: string, now: () => Date = () => new Date()): VenueClock {
  let day = { date: '', starts: 0, ends: 0 }
  return {
    timeZone,
    read() {
      const instant = now()
      return { instant, today: venueToday(timeZone, instant), time: venueTimeNow(timeZone, instant) }
    },
    now: () => now().getTime(),
    today() {
      const instant = now().getTime()
      if (instant < day.starts || instant >= day.ends) {
        const date = venueToday(timeZone, new Date(instant))
        day = { date, starts: venueDateTime(date, '00:00', timeZone).getTime(), ends: venueDateTime(addDays(date, 1), '00:00', timeZone).getTime() }
      }
      return day.date
    },
  }
}
