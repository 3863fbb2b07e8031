import { venueTimeNow, venueToday } from './venue-time'

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
}

export function venueClock(timeZone: string, now: () => Date = () => new Date()): VenueClock {
  return {
    timeZone,
    read() {
      const instant = now()
      return { instant, today: venueToday(timeZone, instant), time: venueTimeNow(timeZone, instant) }
    },
  }
}
