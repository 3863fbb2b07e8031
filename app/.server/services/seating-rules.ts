/** The seating rules staff set (one row, drizzle/0010): the booking interval, stays by party size, pacing, guests' change cut-off, the host's no-show grace period. */
import type { AffectedBookingJson, OpeningHoursJson } from '~/contracts/opening-hours'
import type { SavedSeatingRulesJson } from '~/contracts/seating-rules'
import type { SeatingRulesInput } from '~/contracts/seating-rules.schemas'
import { intervalStart, timeOfMinute } from '~/lib/bookable-times'
import { hoursOn } from '~/lib/opening-hours'
import type { SeatingRulesJson } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import type { Database } from '../db/client'
import { seatingRules } from '../db/schema'
import { withCapacityLock } from './booking-locks'
import { bookingsOutsideHours, type HeldBookingRow, heldBookingsFrom, readOpeningHours } from './opening-hours'
import { readSeatingRules } from './seating-rules-read'
import { rowTiming } from './booking-rules'

/** 'More than 40 covers start from 7:00 PM (pacing limit)': why a booking's interval is over the limit. */
export function pacingReason(maxCoversPerSlot: number, intervalMinute: number): string {
  const covers = maxCoversPerSlot === 1 ? '1 cover starts' : `${maxCoversPerSlot} covers start`
  return `More than ${covers} from ${formatTime12h(timeOfMinute(intervalMinute))} (pacing limit)`
}

/**
 * Of `rows` (heldBookingsFrom: from today on, holding seats) those that no longer fit `rules`, in calendar order, each with its
 * reason: those `outsideHours` lists (the hours' words come first), and the non-walk-in bookings of an interval
 * whose covers now pass the pacing limit (walk-ins never count towards it).
 */
export function bookingsOutsideRules(
  rows: readonly HeldBookingRow[],
  hours: OpeningHoursJson,
  rules: SeatingRulesJson,
  outsideHours: readonly AffectedBookingJson[],
): AffectedBookingJson[] {
  const limit = rules.maxCoversPerSlot
  if (limit === null) return [...outsideHours]
  // Each paced booking's interval: its venue day and the interval's first minute on that day's grid.
  const intervalOf = new Map<number, { key: string; minute: number }>()
  const covers = new Map<string, number>()
  for (const row of rows) {
    if (row.source === 'walk-in') continue
    const minute = intervalStart(hoursOn(hours, row.date), rules.slotMinutes, rowTiming(row).start)
    // A start outside the hours has no interval: the hours already list it.
    if (minute === null) continue
    const key = `${row.date} ${minute}`
    intervalOf.set(row.id, { key, minute })
    covers.set(key, (covers.get(key) ?? 0) + row.guests)
  }

  const hoursReasons = new Map(outsideHours.map((booking) => [booking.id, booking]))
  return rows.flatMap(({ source: _source, startsAt: _startsAt, stayMinutes: _stayMinutes, ...row }) => {
    const outside = hoursReasons.get(row.id)
    if (outside) return [outside]
    const interval = intervalOf.get(row.id)
    if (!interval || (covers.get(interval.key) ?? 0) <= limit) return []
    return [{ ...row, reason: pacingReason(limit, interval.minute) }]
  })
}

/**
 * Saves the rules (the one row, made again if it is missing) under the capacity lock, taken exclusively, so no
 * booking is decided while they change. Nothing is cancelled: the bookings from `today` on that no longer fit the
 * new rules under the current hours are listed for staff to contact.
 */
export async function saveSeatingRules(db: Database, today: string, input: SeatingRulesInput): Promise<SavedSeatingRulesJson> {
  return withCapacityLock(db, async (tx) => {
    const values = {
      slotMinutes: input.slotMinutes,
      stays: input.stays,
      maxCoversPerSlot: input.maxCoversPerSlot,
      guestChangeCutoffMinutes: input.guestChangeCutoffMinutes,
      ...(input.noShowGraceMinutes !== undefined ? { noShowGraceMinutes: input.noShowGraceMinutes } : {}),
    }
    await tx
      .insert(seatingRules)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: seatingRules.id, set: values })
    const rules = await readSeatingRules(tx)
    const hours = await readOpeningHours(tx, today)
    const held = await heldBookingsFrom(tx, today)
    return { ...rules, affectedBookings: bookingsOutsideRules(held, hours, rules, bookingsOutsideHours(held, hours, rules)) }
  })
}
