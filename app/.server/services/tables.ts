import { and, asc, count, eq, gt, gte, inArray, or, sql } from 'drizzle-orm'
import { DEFAULT_VENUE_TIMEZONE } from '~/lib/constants'
import { pickTable } from '~/lib/seating'
import type { TableInput, TableUpdate } from '~/contracts/tables.schemas'
import type { Database } from '../db/client'
import { barSeatHolds, barSeats, reservations, tables } from '../db/schema'
import { BookingConflict, countBarSeats, endedCutoff, HOLDING_STATUSES, isUniqueViolation, loadDayState, venueClock, type VenueClock, withCapacityLock } from './seating'
import { describeStart } from '~/lib/date-wording'
import type { AffectedBooking, TableChangeResult, TableJson } from '~/contracts/tables'

type TableRow = typeof tables.$inferSelect

interface ClockOptions {
  timeZone?: string
  now?: Date
}

function clockOf(options: ClockOptions): VenueClock {
  return venueClock(options.timeZone ?? DEFAULT_VENUE_TIMEZONE, options.now)
}

/** Seat-holding bookings that have not ended by the venue clock. */
function upcoming(clock: VenueClock) {
  return and(
    inArray(reservations.status, [...HOLDING_STATUSES]),
    or(gt(reservations.date, clock.today), and(eq(reservations.date, clock.today), gt(reservations.time, endedCutoff(clock)))),
  )
}

async function upcomingCounts(db: Database, clock: VenueClock): Promise<Map<number, number>> {
  const rows = await db
    .select({ tableId: reservations.tableId, n: count() })
    .from(reservations)
    .where(and(upcoming(clock), sql`${reservations.tableId} is not null`))
    .groupBy(reservations.tableId)
  return new Map(rows.map((r) => [r.tableId!, Number(r.n)]))
}

function toTableJson(row: TableRow, upcomingBookings: number): TableJson {
  return { id: row.id, tableNumber: row.tableNumber, capacity: row.capacity, isActive: row.isActive, upcomingBookings }
}

/** All tables by number, each with its count of upcoming bookings. */
export async function listTables(db: Database, options: ClockOptions = {}): Promise<TableJson[]> {
  const counts = await upcomingCounts(db, clockOf(options))
  const rows = await db.select().from(tables).orderBy(asc(tables.tableNumber))
  return rows.map((row) => toTableJson(row, counts.get(row.id) ?? 0))
}

function duplicateNumber(tableNumber: number): BookingConflict {
  return new BookingConflict(`Table ${tableNumber} already exists. Choose another table number.`)
}

export async function createTable(db: Database, input: TableInput): Promise<TableJson> {
  try {
    const [row] = await db.insert(tables).values(input).returning()
    return toTableJson(row, 0)
  } catch (error) {
    if (isUniqueViolation(error, 'tables_table_number_unique')) throw duplicateNumber(input.tableNumber)
    throw error
  }
}

async function affectedAt(db: Database, tableId: number, clock: VenueClock, minGuests: number): Promise<AffectedBooking[]> {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tableId, tableId), upcoming(clock), gte(reservations.guests, minGuests)))
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id))
  return rows.map((r) => ({ id: r.id, reference: r.reference, name: r.name, date: r.date, time: r.time, guests: r.guests, status: r.status, tableNumber: null }))
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`
}

/**
 * Edits a table. Deactivating it, or making it too small for upcoming bookings at it, needs
 * `confirm: true`; without it a BookingConflict lists the affected bookings. With it the bookings are
 * moved to the smallest free table that fits, or left without a table when none is free.
 * Returns null for an unknown table.
 */
export async function updateTable(
  db: Database,
  id: number,
  change: TableUpdate,
  options: ClockOptions = {},
): Promise<TableChangeResult | null> {
  const clock = clockOf(options)
  try {
    return await withCapacityLock(db, async (tx) => {
      const [current] = await tx.select().from(tables).where(eq(tables.id, id))
      if (!current) return null
      const next = {
        tableNumber: change.tableNumber ?? current.tableNumber,
        capacity: change.capacity ?? current.capacity,
        isActive: change.isActive ?? current.isActive,
      }
      // Who can no longer sit here: everyone when it closes, the parties too large when it shrinks.
      const affected = !next.isActive
        ? await affectedAt(tx, id, clock, 1)
        : next.capacity < current.capacity
          ? await affectedAt(tx, id, clock, next.capacity + 1)
          : []
      if (affected.length > 0 && !change.confirm) {
        const what = !next.isActive ? 'Deactivating' : `Making it seat ${next.capacity}`
        throw new BookingConflict(
          `Table ${current.tableNumber} has ${plural(affected.length, 'upcoming booking', 'upcoming bookings')} that ${affected.length === 1 ? 'needs' : 'need'} it. ${what} moves ${affected.length === 1 ? 'it' : 'them'} to another free table where possible; send confirm: true to go ahead.`,
          { affected },
        )
      }
      if (affected.length > 0) {
        await tx.update(reservations).set({ tableId: null }).where(inArray(reservations.id, affected.map((b) => b.id)))
      }
      const [row] = await tx.update(tables).set(next).where(eq(tables.id, id)).returning()
      const moved: AffectedBooking[] = []
      const unassigned: AffectedBooking[] = []
      for (const booking of affected) {
        const state = await loadDayState(tx, booking.date)
        const table = pickTable(state, booking.time, booking.guests)
        if (table) {
          await tx.update(reservations).set({ tableId: table.id }).where(eq(reservations.id, booking.id))
          moved.push({ ...booking, tableNumber: table.tableNumber })
        } else {
          unassigned.push(booking)
        }
      }
      const counts = await upcomingCounts(tx, clock)
      return { table: toTableJson(row, counts.get(row.id) ?? 0), moved, unassigned }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'tables_table_number_unique')) throw duplicateNumber(change.tableNumber!)
    throw error
  }
}

/** Removes a table that no booking ever used; otherwise a BookingConflict (deactivate it instead). */
export async function deleteTable(db: Database, id: number): Promise<boolean> {
  return withCapacityLock(db, async (tx) => {
    const [current] = await tx.select().from(tables).where(eq(tables.id, id))
    if (!current) return false
    const [used] = await tx.select({ n: count() }).from(reservations).where(eq(reservations.tableId, id))
    if (Number(used.n) > 0) {
      throw new BookingConflict(`Table ${current.tableNumber} has bookings on record, so it cannot be deleted. Deactivate it instead.`)
    }
    await tx.delete(tables).where(eq(tables.id, id))
    return true
  })
}

export async function getBarSeats(db: Database): Promise<number> {
  return countBarSeats(db)
}

/**
 * Sets the number of bar seats. Fewer seats than bar guests already booked in some upcoming half
 * hour is refused with a BookingConflict listing those bookings (cancel or move them first).
 */
export async function setBarSeats(db: Database, seats: number, options: ClockOptions = {}): Promise<number> {
  const clock = clockOf(options)
  return withCapacityLock(db, async (tx) => {
    const current = await countBarSeats(tx)
    if (seats > current) {
      await tx.insert(barSeats).values(Array.from({ length: seats - current }, (_, i) => ({ seatNumber: current + i + 1 })))
      return seats
    }
    if (seats === current) return seats
    // Half hours from today on that would hold more bar guests than the new number of seats.
    const overfull = await tx
      .select({ date: barSeatHolds.date, slot: barSeatHolds.slot, n: count() })
      .from(barSeatHolds)
      .where(gte(barSeatHolds.date, clock.today))
      .groupBy(barSeatHolds.date, barSeatHolds.slot)
      .having(sql`count(*) > ${seats}`)
    if (overfull.length > 0) {
      const holders = await tx
        .selectDistinct({ id: barSeatHolds.reservationId })
        .from(barSeatHolds)
        .where(or(...overfull.map((o) => and(eq(barSeatHolds.date, o.date), eq(barSeatHolds.slot, o.slot)))))
      const rows = await tx
        .select()
        .from(reservations)
        .where(inArray(reservations.id, holders.map((h) => h.id)))
        .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id))
      const affected: AffectedBooking[] = rows.map((r) => ({ id: r.id, reference: r.reference, name: r.name, date: r.date, time: r.time, guests: r.guests, status: r.status, tableNumber: null }))
      const first = rows[0]
      throw new BookingConflict(
        `The bar cannot go down to ${plural(seats, 'seat', 'seats')}: more guests than that are already booked at the bar, for example around ${describeStart(first.date, first.time)}. Cancel or move these bookings first.`,
        { affected },
      )
    }
    // Renumber what bookings hold onto the seats that stay: free everything from today on, drop the
    // extra seats (and past holds on them, which no longer matter), then let the database re-seat.
    await tx.delete(barSeatHolds).where(or(gte(barSeatHolds.date, clock.today), gt(barSeatHolds.seatNumber, seats)))
    await tx.delete(barSeats).where(gt(barSeats.seatNumber, seats))
    await tx.execute(
      sql`select sync_reservation_holds(id) from ${reservations}
          where ${reservations.seatingPreference} = 'bar' and ${inArray(reservations.status, [...HOLDING_STATUSES])}
          and ${gte(reservations.date, clock.today)}`,
    )
    return seats
  })
}

