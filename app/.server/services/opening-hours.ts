import { and, asc, gte, inArray } from 'drizzle-orm'
import {
  type AffectedBookingJson,
  DEFAULT_WEEKLY_HOURS,
  type OpeningHoursJson,
  type SavedOpeningHoursJson,
  type WeeklyHoursJson,
} from '~/contracts/opening-hours'
import type { OpeningHoursInput } from '~/contracts/opening-hours.schemas'
import { bookingRefusal } from '~/lib/opening-hours'
import type { Database } from '../db/client'
import { openingExceptions, openingHours, reservations } from '../db/schema'
import { HOLDING_STATUSES, withCapacityLock } from './booking-locks'

/** The weekly hours (seven entries, Sunday first; a weekday without a row has the default hours) and the exceptions from `today` on. */
export async function readOpeningHours(db: Database, today: string): Promise<OpeningHoursJson> {
  const [weeklyRows, exceptionRows] = await Promise.all([
    db.select().from(openingHours),
    db.select().from(openingExceptions).where(gte(openingExceptions.date, today)).orderBy(asc(openingExceptions.date)),
  ])
  const weekly: WeeklyHoursJson[] = DEFAULT_WEEKLY_HOURS.map((fallback) => {
    const row = weeklyRows.find((r) => r.weekday === fallback.weekday)
    return row ? { weekday: row.weekday, closed: row.closed, opens: row.opens, closes: row.closes } : fallback
  })
  const exceptions = exceptionRows.map((row) => ({
    date: row.date,
    closed: row.closed,
    ...(row.opens ? { opens: row.opens } : {}),
    ...(row.closes ? { closes: row.closes } : {}),
    ...(row.note ? { note: row.note } : {}),
  }))
  return { weekly, exceptions }
}

/** The bookings from `today` on that still hold seats but no longer fit `hours`, in calendar order. */
export async function bookingsOutsideHours(db: Database, hours: OpeningHoursJson, today: string): Promise<AffectedBookingJson[]> {
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
    })
    .from(reservations)
    .where(and(gte(reservations.date, today), inArray(reservations.status, [...HOLDING_STATUSES])))
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id))
  return rows.flatMap((row) => {
    const reason = bookingRefusal(hours, row.date, row.time)
    return reason ? [{ ...row, reason }] : []
  })
}

/**
 * Replaces the weekly hours and the exceptions from `today` on (earlier ones are history and stay). Runs under the
 * capacity lock, taken exclusively, so no booking is decided while the hours change; nothing is cancelled: the
 * bookings that no longer fit are listed for staff to contact.
 */
export async function saveOpeningHours(db: Database, today: string, input: OpeningHoursInput): Promise<SavedOpeningHoursJson> {
  return withCapacityLock(db, async (tx) => {
    await tx.delete(openingHours)
    await tx.insert(openingHours).values(input.weekly)
    await tx.delete(openingExceptions).where(gte(openingExceptions.date, today))
    if (input.exceptions.length > 0) {
      await tx.insert(openingExceptions).values(
        input.exceptions.map((e) => ({ date: e.date, closed: e.closed, opens: e.opens ?? null, closes: e.closes ?? null, note: e.note ?? null })),
      )
    }
    const hours = await readOpeningHours(tx, today)
    return { ...hours, affectedBookings: await bookingsOutsideHours(tx, hours, today) }
  })
}
