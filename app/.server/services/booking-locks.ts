/**
 * The database side of the seating rules: the locks under which bookings are decided, and the state of one
 * venue day. How the pieces fit: docs/decisions/002-booking-capacity.md.
 *
 * - Every change that can seat a booking runs in one transaction that first takes the capacity
 *   lock in shared mode and then the lock of the venue date, so decisions for one date are made
 *   one at a time across all app processes; changes of the venue's capacity (tables, bar seats)
 *   take the capacity lock exclusively.
 * - The database keeps table_holds and bar_seat_holds in step with reservations (a trigger): an exclusion constraint
 *   over time ranges, and the bar seats' primary key per quarter hour, refuse any double booking, even one the
 *   application got wrong (drizzle/0010).
 */
import { and, asc, count, gte, inArray, lt, sql } from 'drizzle-orm'
import type { DayState, HeldBooking } from '~/lib/seating'
import type { BookingSource, SeatingPreference } from '~/lib/constants'
import { addDays } from '~/lib/dates'
import { HOLDING_STATUSES } from '~/lib/reservation-status'
import { nameActor } from '../db/actor'
import type { Database } from '../db/client'
import { barSeats, reservations, tableCombinations, tables } from '../db/schema'

/** Advisory lock keys (two-int form: namespace, key); the start-up lock uses the one-bigint form. */
const DATE_LOCK_NAMESPACE = 7_261_002
const CAPACITY_LOCK_NAMESPACE = 7_261_003

export { HOLDING_STATUSES, isHolding } from '~/lib/reservation-status'

export { GUEST_ACTOR } from '../db/actor'

/**
 * Runs `work` in a transaction holding the locks for booking on `dates` and the days either side of each (a night runs
 * past midnight into the next date's morning), deduplicated and sorted so that two transactions never wait on each
 * other in opposite order. `actor` is who makes the change: the database records it with every status the transaction
 * sets (reservation_status_changes, drizzle/0008).
 */
export function withBookingLocks<T>(db: Database, dates: string[], actor: string, work: (tx: Database) => Promise<T>): Promise<T> {
  const locked = [...new Set(dates.flatMap((date) => [addDays(date, -1), date, addDays(date, 1)]))].sort()
  return db.transaction(async (tx) => {
    await nameActor(tx as unknown as Database, actor)
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${CAPACITY_LOCK_NAMESPACE}, 0)`)
    for (const date of locked) {
      await tx.execute(sql`select pg_advisory_xact_lock(${DATE_LOCK_NAMESPACE}, hashtext(${date}))`)
    }
    return work(tx as unknown as Database)
  })
}

/** Runs `work` in a transaction that no booking decision runs beside (changes of tables or bar seats). */
export function withCapacityLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK_NAMESPACE}, 0)`)
    return work(tx as unknown as Database)
  })
}

export async function countBarSeats(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(barSeats)
  return Number(row.n)
}

/** Minutes from the venue day `date`'s midnight to a booking's start (negative for the day before's). */
const startMinute = (date: string) => sql<number>`(extract(epoch from (${reservations.startsAt} - ${date}::date)) / 60)::int`

/**
 * Tables, combinations, bar seats and the seat-holding bookings that can meet one venue day's: those starting from the
 * day before (its night runs past midnight) to the day after, their times as minutes of `date`.
 */
export async function loadDayState(db: Database, date: string): Promise<DayState> {
  const [tableRows, combinationRows, seats, bookingRows] = [
    await db.select().from(tables).orderBy(asc(tables.tableNumber)),
    await db.select().from(tableCombinations).orderBy(asc(tableCombinations.id)),
    await countBarSeats(db),
    await db
      .select({
        id: reservations.id,
        start: startMinute(date),
        stay: reservations.stayMinutes,
        guests: reservations.guests,
        seatingPreference: reservations.seatingPreference,
        tableId: reservations.tableId,
        combinationId: reservations.combinationId,
        source: reservations.source,
      })
      .from(reservations)
      .where(
        and(
          inArray(reservations.status, [...HOLDING_STATUSES]),
          gte(reservations.startsAt, sql`${addDays(date, -1)}::timestamp`),
          lt(reservations.startsAt, sql`${addDays(date, 2)}::timestamp`),
        ),
      ),
  ]
  const combinations = combinationRows.map((c) => ({ id: c.id, tableIds: c.tableIds, capacity: c.capacity }))
  return {
    tables: tableRows,
    combinations,
    barSeats: seats,
    bookings: bookingRows.map(
      (b) =>
        ({
          id: b.id,
          start: Number(b.start),
          end: Number(b.start) + b.stay,
          guests: b.guests,
          seatingPreference: b.seatingPreference as SeatingPreference,
          tableIds: heldTableIds(b, combinations),
          source: b.source as BookingSource,
        }) satisfies HeldBooking,
    ),
  }
}

/** The tables a table booking holds: its combination's, else its own table; none for the bar or without a table. */
export function heldTableIds(
  booking: { seatingPreference: string; tableId: number | null; combinationId: number | null },
  combinations: ReadonlyArray<{ id: number; tableIds: number[] }>,
): number[] {
  if (booking.seatingPreference !== 'table') return []
  const combination = booking.combinationId === null ? undefined : combinations.find((c) => c.id === booking.combinationId)
  if (combination) return [...combination.tableIds]
  return booking.tableId === null ? [] : [booking.tableId]
}
