import type { AvailabilityQuery } from '~/contracts/bookings'
import { MAX_GUESTS, MIN_GUESTS, type SeatingPreference, SEATING_PREFERENCES } from '~/lib/constants'
import { plural } from '~/lib/plural'
import type { SlotAvailability } from '~/lib/seating'
import { formatTime12h, isTimeSlot, TIME_SLOTS } from '~/lib/time-slots'
import { isCalendarDate } from '~/lib/dates'

/** One entry of the time dropdown: the stored value ("HH:mm"), what the guest reads, and whether it can be picked. */
export interface TimeSlotOption {
  value: string
  label: string
  disabled: boolean
}

const REASON_SUFFIX: Record<NonNullable<SlotAvailability['reason']>, string> = {
  past: 'past',
  full: 'full',
  'too-large': 'party too large',
}

/**
 * The slots for the dropdown, 12-hour labels: the day's `bookable` times under its opening hours (all 23 slots while
 * they are not known). With an availability answer, a slot that cannot seat the party is disabled and says why
 * ('7:00 PM (full)', '11:00 AM (past)'); without one (still loading, or it failed) every slot can be picked and the
 * server decides.
 */
export function timeSlotOptions(slots?: readonly SlotAvailability[], bookable: readonly string[] = TIME_SLOTS): TimeSlotOption[] {
  const byTime = new Map((slots ?? []).map((s) => [s.time, s]))
  return bookable.map((time) => {
    const slot = byTime.get(time)
    const unavailable = slot !== undefined && !slot.available
    const suffix = unavailable ? ` (${REASON_SUFFIX[slot.reason ?? 'full']})` : ''
    return { value: time, label: `${formatTime12h(time)}${suffix}`, disabled: unavailable }
  })
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
  return alternatives.filter((t): t is string => typeof t === 'string' && isTimeSlot(t)).slice(0, 3)
}

/**
 * Up to `max` free times of the availability answer nearest to `time` (an earlier time wins a tie), in time order:
 * the same choice the server makes for a 409's alternatives.
 */
export function nearestFreeTimes(slots: readonly SlotAvailability[] | undefined, time: string, max = 3): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const wanted = minutes(time)
  return (slots ?? [])
    .filter((s) => s.available && s.time !== time)
    .map((s) => ({ time: s.time, distance: Math.abs(minutes(s.time) - wanted) }))
    .sort((a, b) => a.distance - b.distance || a.time.localeCompare(b.time))
    .slice(0, max)
    .map((s) => s.time)
    .sort()
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
}: {
  time: string
  cause: LostTimeCause
  guests: number
  hasAlternatives: boolean
}): string {
  const head = cause === 'taken' ? `${formatTime12h(time)} was just taken` : `${formatTime12h(time)} is not free for ${plural(guests, 'guest')} on this date`
  return hasAlternatives ? `${head}; here are the nearest times` : `${head}. Please choose another date.`
}
