/**
 * The database side of the seating rules: the locks under which bookings are decided, and the state of one
 * venue day. How the pieces fit: docs/decisions/002-booking-capacity.md.
 *
 * - Every change that can seat a booking runs in one transaction that first takes the capacity
 *   lock in shared mode and then the lock of the venue date, so decisions for one date are made
 *   one at a time across all app processes; changes of the venue's capacity (tables, bar seats)
 *   take the capacity lock exclusively.
 * - The database keeps table_holds and bar_seat_holds in step with reservations (a trigger) and
 *   their primary keys refuse any double booking, even one the application got wrong.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { DayState, HeldBooking } from '~/lib/seating'
import type { SeatingPreference } from '~/lib/constants'
import { HOLDING_STATUSES } from '~/lib/reservation-status'
import type { Database } from '../db/client'
import { barSeats, reservations, tables } from '../db/schema'

/** Advisory lock keys (two-int form: namespace, key); the start-up lock uses the one-bigint form. */
const DATE_LOCK_NAMESPACE = 7_261_002
const CAPACITY_LOCK_NAMESPACE = 7_261_003

export { HOLDING_STATUSES, isHolding } from '~/lib/reservation-status'

/** Who changes a booking: a staff member's username, or the guest themselves. */
export const GUEST_ACTOR = 'guest'

/**
 * Runs `work` in a transaction holding the locks for booking on `dates` (deduplicated, sorted so that
 * two transactions never wait on each other in opposite order). `actor` is who makes the change: the database
 * records it with every status the transaction sets (reservation_status_changes, drizzle/0008).
 */
export function withBookingLocks<T>(db: Database, dates: string[], actor: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.actor', ${actor}, true)`)
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${CAPACITY_LOCK_NAMESPACE}, 0)`)
    for (const date of [...new Set(dates)].sort()) {
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

/** Tables, bar seats and the seat-holding bookings of one venue date. */
export async function loadDayState(db: Database, date: string): Promise<DayState> {
  const [tableRows, seats, bookingRows] = [
    await db.select().from(tables).orderBy(asc(tables.tableNumber)),
    await countBarSeats(db),
    await db
      .select({
        id: reservations.id,
        time: reservations.time,
        guests: reservations.guests,
        seatingPreference: reservations.seatingPreference,
        tableId: reservations.tableId,
      })
      .from(reservations)
      .where(and(eq(reservations.date, date), inArray(reservations.status, [...HOLDING_STATUSES]))),
  ]
  return {
    tables: tableRows,
    barSeats: seats,
    bookings: bookingRows.map((b) => ({ ...b, seatingPreference: b.seatingPreference as SeatingPreference }) satisfies HeldBooking),
  }
}
