import { and, gte, lte, notInArray, sql } from 'drizzle-orm'
import type { CoversDay } from '~/contracts/reservations'
import { addDays, daysBetween } from '~/lib/dates'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'

/** Guests expected per day, every day from `from` to `to` (inclusive), from the bookings that are not cancelled or no-shows (nor group requests, which hold nothing). */
export async function coversByDay(db: Database, from: string, to: string): Promise<CoversDay[]> {
  const rows = await db
    .select({
      date: reservations.date,
      covers: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
      bookings: sql<number>`count(*)::int`,
      tableCovers: sql<number>`coalesce(sum(${reservations.guests}) filter (where ${reservations.seatingPreference} = 'table'), 0)::int`,
      barCovers: sql<number>`coalesce(sum(${reservations.guests}) filter (where ${reservations.seatingPreference} = 'bar'), 0)::int`,
    })
    .from(reservations)
    .where(and(gte(reservations.date, from), lte(reservations.date, to), notInArray(reservations.status, ['cancelled', 'no-show', 'requested', 'declined'])))
    .groupBy(reservations.date)
  const byDate = new Map(rows.map((r) => [r.date, r]))
  // Counted in days, not by comparing dates as text: the range is bounded by the contract (366 days at most).
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i)
    const row = byDate.get(date)
    return {
      date,
      covers: Number(row?.covers ?? 0),
      bookings: Number(row?.bookings ?? 0),
      tableCovers: Number(row?.tableCovers ?? 0),
      barCovers: Number(row?.barCovers ?? 0),
    }
  })
}
