/** The seating rules staff set (one row, drizzle/0010): the booking interval, stays by party size, pacing, guests' change cut-off. */
import { and, asc, gte, inArray } from 'drizzle-orm'
import type { AffectedBookingJson, OpeningHoursJson } from '~/contracts/opening-hours'
import type { SavedSeatingRulesJson } from '~/contracts/seating-rules'
import type { SeatingRulesInput } from '~/contracts/seating-rules.schemas'
import { intervalStart, timeOfMinute } from '~/lib/bookable-times'
import { hoursOn } from '~/lib/opening-hours'
import { HOLDING_STATUSES } from '~/lib/reservation-status'
import type { SeatingRulesJson } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import type { Database } from '../db/client'
import { reservations, seatingRules } from '../db/schema'
import { withCapacityLock } from './booking-locks'
import { bookingsOutsideHours, readOpeningHours } from './opening-hours'
import { readSeatingRules } from './seating-rules-read'
import { rowTiming } from './booking-rules'

/** 'More than 40 covers start from 7:00 PM (pacing limit)': why a booking's interval is over the limit. */
export function pacingReason(maxCoversPerSlot: number, intervalMinute: number): string {
  const covers = maxCoversPerSlot === 1 ? '1 cover starts' : `${maxCoversPerSlot} covers start`
  return `More than ${covers} from ${formatTime12h(timeOfMinute(intervalMinute))} (pacing limit)`
}

/**
 * The bookings from `today` on that still hold seats and no longer fit `rules`, in calendar order, each with its
 * reason: those `outsideHours` lists (the hours' words come first), and the non-walk-in bookings of an interval
 * whose covers now pass the pacing limit (walk-ins never count towards it).
 */
export async function bookingsOutsideRules(
  db: Database,
  hours: OpeningHoursJson,
  today: string,
  rules: SeatingRulesJson,
  outsideHours: readonly AffectedBookingJson[],
): Promise<AffectedBookingJson[]> {
  const limit = rules.maxCoversPerSlot
  if (limit === null) return [...outsideHours]
  const rows = await db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      name: reservations.name,
      email: reservations.email,
      phone: reservations.phone,
      date: reservations.date,
      time: reservations.time,
      guests: reservations.guests,
      seatingPreference: reservations.seatingPreference,
      status: reservations.status,
      source: reservations.source,
      startsAt: reservations.startsAt,
      stayMinutes: reservations.stayMinutes,
    })
    .from(reservations)
    .where(and(gte(reservations.date, today), inArray(reservations.status, [...HOLDING_STATUSES])))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))

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
    }
    await tx
      .insert(seatingRules)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: seatingRules.id, set: values })
    const rules = await readSeatingRules(tx)
    const hours = await readOpeningHours(tx, today)
    const outsideHours = await bookingsOutsideHours(tx, hours, today, rules)
    return { ...rules, affectedBookings: await bookingsOutsideRules(tx, hours, today, rules, outsideHours) }
  })
}
