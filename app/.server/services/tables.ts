/** The venue's tables and bar seats: staff change capacity under the exclusive capacity lock. */
import { and, asc, count, countDistinct, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { AffectedBooking, AffectedBookingsBody, TableChangeResult, TableJson } from '~/contracts/tables'
import type { TableInput, TableUpdate } from '~/contracts/tables.schemas'
import { describeStart } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { pickSeating } from '~/lib/seating'
import type { VenueClock, VenueMoment } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/pg-errors'
import { barSeatHolds, barSeats, reservations, tableCombinations, tableHolds, tables } from '../db/schema'
import { countBarSeats, HOLDING_STATUSES, loadDayState, withCapacityLock } from './booking-locks'
import { lowestTable, rowTiming } from './booking-rules'
import { ConflictError, NotFoundError } from './errors'

type TableRow = typeof tables.$inferSelect

type ReservationRow = typeof reservations.$inferSelect

const TABLE_NOT_FOUND = 'Table not found'

/** `now` as the database's wall-clock timestamp. */
export function wallClockNow(now: VenueMoment): string {
  return `${now.today} ${now.time}:00`
}

/** Seat-holding bookings whose stay has not ended at `now`. */
export function upcoming(now: VenueMoment) {
  return and(
    inArray(reservations.status, [...HOLDING_STATUSES]),
    sql`${reservations.startsAt} + ${reservations.stayMinutes} * interval '1 minute' > ${wallClockNow(now)}::timestamp`,
  )
}

/** Upcoming bookings that hold table `tableId`, alone or in a combination. */
function holdingTable(tableId: number) {
  return sql`${reservations.id} in (select ${tableHolds.reservationId} from ${tableHolds} where ${tableHolds.tableId} = ${tableId})`
}

/** The one serializer of a booking touched by a capacity change (its table after the change is filled in later). */
function toAffectedBooking(row: ReservationRow): AffectedBooking {
  return { id: row.id, reference: row.reference, name: row.name, date: row.date, time: row.time, guests: row.guests, status: row.status, tableNumber: null }
}

/** How many upcoming bookings hold each table, alone or in a combination. */
async function upcomingCounts(db: Database, now: VenueMoment): Promise<Map<number, number>> {
  const rows = await db
    .select({ tableId: tableHolds.tableId, n: countDistinct(tableHolds.reservationId) })
    .from(tableHolds)
    .innerJoin(reservations, eq(reservations.id, tableHolds.reservationId))
    .where(upcoming(now))
    .groupBy(tableHolds.tableId)
  return new Map(rows.map((r) => [r.tableId, Number(r.n)]))
}

function toTableJson(row: TableRow, upcomingBookings: number): TableJson {
  return { id: row.id, tableNumber: row.tableNumber, capacity: row.capacity, isActive: row.isActive, upcomingBookings }
}

/** All tables by number, each with its count of upcoming bookings. */
export async function listTables(db: Database, clock: VenueClock): Promise<TableJson[]> {
  const counts = await upcomingCounts(db, clock.read())
  const rows = await db.select().from(tables).orderBy(asc(tables.tableNumber))
  return rows.map((row) => toTableJson(row, counts.get(row.id) ?? 0))
}

function duplicateNumber(tableNumber: number): ConflictError {
  return new ConflictError(`Table ${tableNumber} already exists. Choose another table number.`)
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

/**
 * Upcoming bookings at table `tableId` that it can no longer seat: every one holding it (alone or joined) when it
 * closes (`minGuests` 1); those at it alone with at least `minGuests` when it shrinks (a combination has its own size).
 */
async function affectedAt(db: Database, tableId: number, now: VenueMoment, minGuests: number, closing: boolean): Promise<ReservationRow[]> {
  const atTable = closing ? holdingTable(tableId) : and(eq(reservations.tableId, tableId), isNull(reservations.combinationId))
  return db
    .select()
    .from(reservations)
    .where(and(atTable, upcoming(now), gte(reservations.guests, minGuests)))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
}

/**
 * Edits a table. Deactivating it, or making it too small for upcoming bookings at it, needs
 * `confirm: true`; without it a ConflictError lists the affected bookings. With it the bookings are
 * moved to the smallest free table that fits, or left without a table when none is free.
 */
export async function updateTable(db: Database, clock: VenueClock, id: number, change: TableUpdate): Promise<TableChangeResult> {
  const now = clock.read()
  try {
    return await withCapacityLock(db, async (tx) => {
      const [current] = await tx.select().from(tables).where(eq(tables.id, id))
      if (!current) throw new NotFoundError(TABLE_NOT_FOUND)
      const next = {
        tableNumber: change.tableNumber ?? current.tableNumber,
        capacity: change.capacity ?? current.capacity,
        isActive: change.isActive ?? current.isActive,
      }
      // Who can no longer sit here: everyone when it closes, the parties too large when it shrinks.
      const affectedRows = !next.isActive
        ? await affectedAt(tx, id, now, 1, true)
        : next.capacity < current.capacity
          ? await affectedAt(tx, id, now, next.capacity + 1, false)
          : []
      const affected = affectedRows.map(toAffectedBooking)
      if (affected.length > 0 && !change.confirm) {
        const what = !next.isActive ? 'Deactivating' : `Making it seat ${next.capacity}`
        throw new ConflictError<AffectedBookingsBody>(
          `Table ${current.tableNumber} has ${plural(affected.length, 'upcoming booking')} that ${affected.length === 1 ? 'needs' : 'need'} it. ${what} moves ${affected.length === 1 ? 'it' : 'them'} to another free table where possible; send confirm: true to go ahead.`,
          { affected },
        )
      }
      if (affected.length > 0) {
        await tx.update(reservations).set({ tableId: null, combinationId: null }).where(inArray(reservations.id, affected.map((b) => b.id)))
      }
      const [row] = await tx.update(tables).set(next).where(eq(tables.id, id)).returning()
      const moved: AffectedBooking[] = []
      const unassigned: AffectedBooking[] = []
      for (const [i, booking] of affected.entries()) {
        const state = await loadDayState(tx, booking.date)
        const { start, stay } = rowTiming(affectedRows[i])
        const seating = pickSeating(state, { start, stay, guests: booking.guests, seatingPreference: 'table' })
        if (seating) {
          const tableId = lowestTable(state, seating)
          await tx.update(reservations).set({ tableId, combinationId: seating.combinationId }).where(eq(reservations.id, booking.id))
          moved.push({ ...booking, tableNumber: state.tables.find((t) => t.id === tableId)!.tableNumber })
        } else {
          unassigned.push(booking)
        }
      }
      const counts = await upcomingCounts(tx, now)
      return { table: toTableJson(row, counts.get(row.id) ?? 0), moved, unassigned }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'tables_table_number_unique')) throw duplicateNumber(change.tableNumber!)
    throw error
  }
}

/** The tables joined with table `tableId`, by number, one entry per combination ('5 + 6'), in table number order. */
async function joinedWith(db: Database, tableId: number): Promise<string[]> {
  const combinations = await db.select({ tableIds: tableCombinations.tableIds }).from(tableCombinations).where(sql`${tableId} = any(${tableCombinations.tableIds})`)
  const numbers = new Map((await db.select({ id: tables.id, tableNumber: tables.tableNumber }).from(tables)).map((t) => [t.id, t.tableNumber]))
  return combinations
    .map((c) => c.tableIds.flatMap((id) => numbers.get(id) ?? []).sort((a, b) => a - b))
    .sort((a, b) => a.join(',').localeCompare(b.join(','), 'en', { numeric: true }))
    .map((joined) => joined.join(' + '))
}

/**
 * Removes a table that no booking ever used and that is joined with no other; otherwise a ConflictError (deactivate it
 * instead, or remove the combination first).
 */
export async function deleteTable(db: Database, id: number): Promise<void> {
  await withCapacityLock(db, async (tx) => {
    const [current] = await tx.select().from(tables).where(eq(tables.id, id))
    if (!current) throw new NotFoundError(TABLE_NOT_FOUND)
    const [used] = await tx.select({ n: count() }).from(reservations).where(eq(reservations.tableId, id))
    if (Number(used.n) > 0) {
      throw new ConflictError(`Table ${current.tableNumber} has bookings on record, so it cannot be deleted. Deactivate it instead.`)
    }
    // Checked after the bookings on record: a table with bookings can never be deleted, joined or not.
    const joined = await joinedWith(tx, id)
    if (joined.length === 1) {
      throw new ConflictError(`Table ${current.tableNumber} is joined in a combination (${joined[0]}): remove the combination first.`)
    }
    if (joined.length > 1) {
      throw new ConflictError(`Table ${current.tableNumber} is joined in ${joined.length} combinations (${joined.join(', ')}): remove them first.`)
    }
    await tx.delete(tables).where(eq(tables.id, id))
  })
}

export async function getBarSeats(db: Database): Promise<number> {
  return countBarSeats(db)
}

/**
 * Sets the number of bar seats. Fewer seats than bar guests already booked in some upcoming half
 * hour is refused with a ConflictError listing those bookings (cancel or move them first).
 */
export async function setBarSeats(db: Database, clock: VenueClock, seats: number): Promise<number> {
  const now = clock.read()
  return withCapacityLock(db, async (tx) => {
    const current = await countBarSeats(tx)
    if (seats > current) {
      await tx.insert(barSeats).values(Array.from({ length: seats - current }, (_, i) => ({ seatNumber: current + i + 1 })))
      return seats
    }
    if (seats === current) return seats
    // Quarter hours from now on that would hold more bar guests than the new number of seats.
    const from = sql`${wallClockNow(now)}::timestamp - interval '15 minutes'`
    const overfull = await tx
      .select({ startsAt: barSeatHolds.startsAt, n: count() })
      .from(barSeatHolds)
      .where(gt(barSeatHolds.startsAt, from))
      .groupBy(barSeatHolds.startsAt)
      .having(sql`count(*) > ${seats}`)
    if (overfull.length > 0) {
      const holders = await tx
        .selectDistinct({ id: barSeatHolds.reservationId })
        .from(barSeatHolds)
        .where(inArray(barSeatHolds.startsAt, overfull.map((o) => o.startsAt)))
      const rows = await tx
        .select()
        .from(reservations)
        .where(inArray(reservations.id, holders.map((h) => h.id)))
        .orderBy(asc(reservations.startsAt), asc(reservations.id))
      const affected = rows.map(toAffectedBooking)
      const first = rows[0]
      throw new ConflictError<AffectedBookingsBody>(
        `The bar cannot go down to ${plural(seats, 'seat')}: more guests than that are already booked at the bar, for example around ${describeStart(first.date, first.time)}. Cancel or move these bookings first.`,
        { affected },
      )
    }
    // Renumber what bookings hold onto the seats that stay: free every hold of a stay not yet over, drop the
    // extra seats (and past holds on them, which no longer matter), then let the database re-seat.
    const heldAtBar = sql`${reservations.seatingPreference} = 'bar' and ${upcoming(now)}`
    await tx
      .delete(barSeatHolds)
      .where(or(sql`${barSeatHolds.reservationId} in (select ${reservations.id} from ${reservations} where ${heldAtBar})`, gt(barSeatHolds.seatNumber, seats)))
    await tx.delete(barSeats).where(gt(barSeats.seatNumber, seats))
    await tx.execute(sql`select sync_reservation_holds(id) from ${reservations} where ${heldAtBar}`)
    return seats
  })
}

