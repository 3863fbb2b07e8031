/**
 * The database side of the seating rules: locks, the state of one venue day, and the errors a
 * booking can meet. How the pieces fit: docs/decisions/002-booking-capacity.md.
 *
 * - Every change that can seat a booking runs in one transaction that first takes the capacity
 *   lock in shared mode and then the lock of the venue date, so decisions for one date are made
 *   one at a time across all app processes; changes of the venue's capacity (tables, bar seats)
 *   take the capacity lock exclusively.
 * - The database keeps table_holds and bar_seat_holds in step with reservations (a trigger) and
 *   their primary keys refuse any double booking, even one the application got wrong.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { minutesToTime } from '~/lib/time-slots'
import type { DayState, HeldBooking } from '~/lib/seating'
import { venueTimeNow, venueToday } from '~/lib/venue-time'
import type { SeatingPreference } from '~/lib/constants'
import type { Database } from '../db/client'
import { barSeats, reservations, tables } from '../db/schema'

/** Advisory lock keys (two-int form: namespace, key); the start-up lock uses the one-bigint form. */
const DATE_LOCK_NAMESPACE = 7_261_002
const CAPACITY_LOCK_NAMESPACE = 7_261_003

/** Statuses whose bookings hold seats. */
export const HOLDING_STATUSES = ['pending', 'confirmed'] as const

export function isHolding(status: string): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status)
}

/** A booking cannot be seated (or a capacity change would unseat bookings): answered with 409. */
export class BookingConflict extends Error {
  constructor(
    message: string,
    /** Machine-readable extras for the response body, e.g. { alternatives: ['18:30'] }. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'BookingConflict'
  }
}

/** An input that is well-formed but not acceptable (e.g. a time already past): answered with 400 on `path`. */
export class BookingInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message)
    this.name = 'BookingInputError'
  }
}

/**
 * Runs `work` in a transaction holding the locks for booking on `dates` (deduplicated, sorted so that
 * two transactions never wait on each other in opposite order).
 */
export function withBookingLocks<T>(db: Database, dates: string[], work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
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

/** The venue clock: today's date, and the time after which today's slots are still ahead. */
export interface VenueClock {
  today: string
  /** "HH:mm" now; a slot starting at or before it has begun. */
  nowTime: string
}

export function venueClock(timeZone: string, now: Date = new Date()): VenueClock {
  return { today: venueToday(timeZone, now), nowTime: venueTimeNow(timeZone, now) }
}

/** Bookings of `today` starting at or before this time have ended (two hours ago or more); '' when none has. */
export function endedCutoff(clock: VenueClock): string {
  const [h, m] = clock.nowTime.split(':').map(Number)
  const minutes = h * 60 + m - 120
  return minutes < 0 ? '' : minutesToTime(minutes)
}

interface PgErrorLike {
  code?: string
  constraint?: string
}

/** The PostgreSQL error behind a (possibly wrapped) driver error, when there is one. */
export function pgError(error: unknown): PgErrorLike | null {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate
    current = candidate.cause
  }
  return null
}

const HOLD_CONSTRAINTS = new Set(['table_holds_pk', 'bar_seat_holds_pk', 'bar_seat_holds_capacity', 'table_holds_capacity', 'table_holds_table_active'])

/** True when the database refused a booking because its seats are taken (the last line of defence). */
export function isHoldViolation(error: unknown): boolean {
  const pg = pgError(error)
  return Boolean(pg?.constraint && HOLD_CONSTRAINTS.has(pg.constraint))
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error)
  return pg?.code === '23505' && pg.constraint === constraint
}
