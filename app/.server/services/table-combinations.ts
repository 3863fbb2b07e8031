/**
 * Joined tables (table combinations): 2-4 active tables staff join for one larger party, and the seats they make
 * together. Changes run under the exclusive capacity lock, like table changes: no booking decision runs beside them.
 * The database keeps `table_ids` sorted ascending and unique (drizzle/0010).
 */
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import {
  type CombinationInUseBody,
  combinationMessages,
  joinedTablesName,
  type TableCombinationJson,
} from '~/contracts/table-combinations'
import type { TableCombinationInput } from '~/contracts/table-combinations.schemas'
import type { AffectedBooking } from '~/contracts/tables'
import { plural } from '~/lib/plural'
import type { VenueClock, VenueMoment } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/pg-errors'
import { reservations, tableCombinations, tables } from '../db/schema'
import { HOLDING_STATUSES, withCapacityLock } from './booking-locks'
import { ConflictError, InputError, NotFoundError } from './errors'
import { upcoming, wallClockNow } from './tables'

type CombinationRow = typeof tableCombinations.$inferSelect

/**
 * Bookings whose stay has not ended and that are on a combination: holding it, or group requests staff gave it (they
 * hold nothing yet, but confirming one would seat the party at its lowest table alone once the combination is gone).
 */
function upcomingOnCombination(now: VenueMoment) {
  const request = and(
    eq(reservations.status, 'requested'),
    sql`${reservations.startsAt} + ${reservations.stayMinutes} * interval '1 minute' > ${wallClockNow(now)}::timestamp`,
  )
  return and(isNotNull(reservations.combinationId), or(upcoming(now), request))
}

/** Table numbers by table id. */
async function tableNumbersById(db: Database): Promise<Map<number, number>> {
  const rows = await db.select({ id: tables.id, tableNumber: tables.tableNumber }).from(tables)
  return new Map(rows.map((t) => [t.id, t.tableNumber]))
}

function toCombinationJson(row: CombinationRow, numbers: Map<number, number>, upcomingBookings: number): TableCombinationJson {
  const tableNumbers = row.tableIds.flatMap((id) => numbers.get(id) ?? []).sort((a, b) => a - b)
  return { id: row.id, tableNumbers, capacity: row.capacity, upcomingBookings }
}

/** Lower table numbers first, position by position: 1 + 4 before 2 + 3, 5 + 6 before 5 + 6 + 7. */
function byTableNumbers(a: TableCombinationJson, b: TableCombinationJson): number {
  for (let i = 0; i < Math.min(a.tableNumbers.length, b.tableNumbers.length); i++) {
    if (a.tableNumbers[i] !== b.tableNumbers[i]) return a.tableNumbers[i] - b.tableNumbers[i]
  }
  return a.tableNumbers.length - b.tableNumbers.length
}

/** Every combination by its table numbers, each with its count of upcoming bookings. */
export async function listTableCombinations(db: Database, clock: VenueClock): Promise<TableCombinationJson[]> {
  const now = clock.read()
  const [rows, numbers] = [await db.select().from(tableCombinations), await tableNumbersById(db)]
  const booked = await db
    .select({ id: reservations.combinationId, n: count() })
    .from(reservations)
    .where(upcomingOnCombination(now))
    .groupBy(reservations.combinationId)
  const counts = new Map(booked.map((b) => [b.id, Number(b.n)]))
  return rows.map((row) => toCombinationJson(row, numbers, counts.get(row.id) ?? 0)).sort(byTableNumbers)
}

/**
 * Joins 2-4 existing active tables (by number) seating `capacity`: a 400 on `tableNumbers` for a table that does not
 * exist or is inactive, a ConflictError when exactly these tables are joined already.
 */
export async function createTableCombination(db: Database, input: TableCombinationInput): Promise<TableCombinationJson> {
  try {
    return await withCapacityLock(db, async (tx) => {
      const found = await tx.select().from(tables).where(inArray(tables.tableNumber, input.tableNumbers))
      const chosen = [...input.tableNumbers].sort((a, b) => a - b).map((number) => {
        const table = found.find((t) => t.tableNumber === number)
        if (!table) throw InputError.field('tableNumbers', combinationMessages.noSuchTable(number))
        return table
      })
      const inactive = chosen.find((t) => !t.isActive)
      if (inactive) throw InputError.field('tableNumbers', combinationMessages.inactiveTable(inactive.tableNumber))
      const tableIds = chosen.map((t) => t.id).sort((a, b) => a - b)
      const [row] = await tx.insert(tableCombinations).values({ tableIds, capacity: input.capacity }).returning()
      return toCombinationJson(row, new Map(chosen.map((t) => [t.id, t.tableNumber])), 0)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'table_combinations_tables_unique')) throw new ConflictError(combinationMessages.duplicate(input.tableNumbers))
    throw error
  }
}

function toAffectedBooking(row: typeof reservations.$inferSelect): AffectedBooking {
  return { id: row.id, reference: row.reference, name: row.name, date: row.date, time: row.time, guests: row.guests, status: row.status, tableNumber: null }
}

/**
 * Separates joined tables again. While upcoming bookings are on them a ConflictError lists those bookings (move or
 * cancel them first); so does one whose stay is over but that still holds seats (pending, confirmed, arrived: close
 * it first). Bookings closed and over keep their lowest table on record.
 */
export async function deleteTableCombination(db: Database, clock: VenueClock, id: number): Promise<void> {
  const now = clock.read()
  await withCapacityLock(db, async (tx) => {
    const [row] = await tx.select().from(tableCombinations).where(eq(tableCombinations.id, id))
    if (!row) throw new NotFoundError(combinationMessages.notFound)
    const onIt = (which: SQL | undefined) =>
      tx.select().from(reservations).where(and(eq(reservations.combinationId, id), which)).orderBy(asc(reservations.startsAt), asc(reservations.id))
    const name = async () => joinedTablesName(toCombinationJson(row, await tableNumbersById(tx), 0).tableNumbers)
    const booked = await onIt(upcomingOnCombination(now))
    if (booked.length > 0) {
      const one = booked.length === 1
      throw new ConflictError<CombinationInUseBody>(
        `${await name()} have ${plural(booked.length, 'upcoming booking')} that ${one ? 'needs' : 'need'} them. Move or cancel ${one ? 'it' : 'them'} first, then remove the joined tables.`,
        { affected: booked.map(toAffectedBooking) },
      )
    }
    // Separating the tables seats such a booking at its lowest table alone, which the database refuses when the party
    // is larger than that table (or the table is out of use): staff close these first.
    const open = await onIt(inArray(reservations.status, [...HOLDING_STATUSES]))
    if (open.length > 0) {
      const one = open.length === 1
      throw new ConflictError<CombinationInUseBody>(
        `${await name()} have ${plural(open.length, 'past booking')} still open. Mark ${one ? 'it' : 'them'} completed or no-show first, then remove the joined tables.`,
        { affected: open.map(toAffectedBooking) },
      )
    }
    await tx.delete(tableCombinations).where(eq(tableCombinations.id, id))
  })
}
