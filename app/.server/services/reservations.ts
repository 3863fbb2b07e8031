/** Reservations: a guest's booking decided against the venue's capacity, and the staff changes to bookings. */
import { asc, eq, inArray } from 'drizzle-orm'
import {
  type BookingConflictBody,
  type CreatedReservationJson,
  type GuestVisibleField,
  type ReservationJson,
  reservationMessages,
  type TableClashBody,
} from '~/contracts/reservations'
import { tableMessages } from '~/contracts/tables'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import { type BookingSource, RESERVATION_DURATION_MINUTES, type ReservationStatus, type SeatingPreference } from '~/lib/constants'
import { describeStart, listTimes } from '~/lib/date-wording'
import { bookableSlots, bookingRefusal, hoursOn } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { canSeat, type DayState, fitsVenue, isTableFree, nearbyAlternatives, pickTable, windowsOverlap } from '~/lib/seating'
import { formatTime12h, minutesToTime, timeToMinutes } from '~/lib/time-slots'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isHoldViolation, isUniqueViolation } from '../db/pg-errors'
import { reservations, tables } from '../db/schema'
import { isHolding, loadDayState, withBookingLocks } from './booking-locks'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { hashToken, newManageToken, newReference } from './booking-tokens'
import { ConflictError, InputError, NotFoundError } from './errors'
import { readOpeningHours } from './opening-hours'

type ReservationRow = typeof reservations.$inferSelect

/** What a reservation's guest may see of it too (the contract's GUEST_VISIBLE_FIELDS). */
export function guestVisibleFields(row: ReservationRow): Pick<ReservationJson, GuestVisibleField> {
  const { reference, name, email, phone, date, time, guests, seatingPreference, notes, status } = row
  return { reference, name, email, phone, date, time, guests, seatingPreference, notes, status }
}

/** The one serializer of a reservation for staff (never includes the guest's token hash). */
export function toReservationJson(row: ReservationRow, tableNumber: number | null = null): ReservationJson {
  return {
    id: row.id,
    ...guestVisibleFields(row),
    tableId: row.tableId,
    createdAt: row.createdAt.toISOString(),
    tableNumber,
    source: row.source as BookingSource,
    staffNote: row.staffNote,
    version: row.version,
  }
}

function cannotSeatMessage(state: DayState, input: Pick<ReservationInput, 'date' | 'time' | 'guests' | 'seatingPreference'>, alternatives: string[]) {
  const party = plural(input.guests, 'guest')
  const where = input.seatingPreference === 'bar' ? 'at the bar' : 'at a table'
  if (!fitsVenue(state, input.guests, input.seatingPreference)) {
    return input.seatingPreference === 'bar'
      ? `Sorry, our bar cannot seat ${party}. Please choose table seating or call us to arrange a group booking.`
      : `Sorry, we have no table for ${party}. Please call us to arrange a group booking.`
  }
  const head = `Sorry, we cannot seat ${party} ${where} at ${describeStart(input.date, input.time)}.`
  return alternatives.length > 0
    ? `${head} We can seat you at ${listTimes(alternatives)} that day.`
    : `${head} There is no other time left that day for your party; please choose another date.`
}

/**
 * Books a guest: refuses times already past (venue time), seats the party (smallest free table that
 * fits, or enough bar seats) or refuses with a ConflictError naming up to three nearby times.
 */
export async function createReservation(
  db: Database,
  clock: VenueClock,
  input: ReservationInput,
  /** The per-address limit of guests' online bookings; absent for staff. */
  limit?: BookingLimit,
): Promise<CreatedReservationJson> {
  const now = clock.read()
  if (input.date < now.today || (input.date === now.today && input.time <= now.time)) {
    throw InputError.field('time', reservationMessages.timePast)
  }
  const earliest = input.date === now.today ? now.time : undefined
  for (let attempt = 1; ; attempt++) {
    const manageToken = newManageToken()
    try {
      const row = await withBookingLocks(db, [input.date], async (tx) => {
        // The hours are read under the locks: a change of them (capacity lock, exclusive) cannot slip in between.
        const hours = await readOpeningHours(tx, input.date)
        const refusal = bookingRefusal(hours, input.date, input.time)
        if (refusal) throw InputError.field(hoursOn(hours, input.date).closed ? 'date' : 'time', refusal)
        if (limit) await countGuestBooking(tx, limit, now.instant)
        const state = await loadDayState(tx, input.date)
        if (!canSeat(state, input)) {
          const alternatives = nearbyAlternatives(state, input, earliest, 3, bookableSlots(hoursOn(hours, input.date)))
          throw new ConflictError<BookingConflictBody>(cannotSeatMessage(state, input, alternatives), { alternatives })
        }
        const table = input.seatingPreference === 'table' ? pickTable(state, input.time, input.guests) : null
        const [inserted] = await tx
          .insert(reservations)
          .values({
            ...input,
            phone: input.phone ?? null,
            notes: input.notes ?? null,
            tableId: table?.id ?? null,
            reference: newReference(),
            manageTokenHash: hashToken(manageToken),
          })
          .returning()
        return { inserted, tableNumber: table?.tableNumber ?? null }
      })
      return {
        ...toReservationJson(row.inserted, row.tableNumber),
        reference: row.inserted.reference!,
        manageToken,
        managePath: `/booking/${manageToken}`,
      }
    } catch (error) {
      // A reference drawn twice, or seats taken by a writer that skipped the locks: decide again.
      const retry = isUniqueViolation(error, 'reservations_reference_unique') || isHoldViolation(error)
      if (!retry || attempt >= 5) {
        if (isHoldViolation(error)) throw new ConflictError<BookingConflictBody>('Sorry, that time has just been taken. Please choose another time.', { alternatives: [] })
        throw error
      }
    }
  }
}

const withTableNumber = {
  row: reservations,
  tableNumber: tables.tableNumber,
}

function joined(rows: Array<{ row: ReservationRow; tableNumber: number | null }>): ReservationJson[] {
  return rows.map((r) => toReservationJson(r.row, r.tableNumber))
}

/** All reservations in calendar order. */
export async function listReservations(db: Database): Promise<ReservationJson[]> {
  const rows = await db
    .select(withTableNumber)
    .from(reservations)
    .leftJoin(tables, eq(reservations.tableId, tables.id))
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id))
  return joined(rows)
}

const RESERVATION_NOT_FOUND = 'Reservation not found'

async function findWithTable(db: Database, id: number): Promise<ReservationJson> {
  const [row] = await db
    .select(withTableNumber)
    .from(reservations)
    .leftJoin(tables, eq(reservations.tableId, tables.id))
    .where(eq(reservations.id, id))
  if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
  return toReservationJson(row.row, row.tableNumber)
}

/** The booking's date (its lock), or NotFoundError. */
async function bookingDate(db: Database, id: number): Promise<string> {
  const [row] = await db.select({ date: reservations.date }).from(reservations).where(eq(reservations.id, id))
  if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
  return row.date
}

/** The booking itself, read again under its date's lock. */
async function lockedRow(tx: Database, id: number): Promise<ReservationRow> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id))
  if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
  return row
}

/**
 * Changes a reservation's status. Cancelled and completed free its seats; going back to pending or
 * confirmed seats it again (its own table when still free, else the smallest that fits) or throws a
 * ConflictError. A held table booking without a table gets the smallest free one on any status change.
 */
export async function updateReservationStatus(
  db: Database,
  id: number,
  status: ReservationStatus,
): Promise<ReservationJson> {
  const date = await bookingDate(db, id)
  return withBookingLocks(db, [date], async (tx) => {
    const current = await lockedRow(tx, id)
    let tableId = current.tableId
    const reopening = isHolding(status) && !isHolding(current.status)
    if (isHolding(status) && isHolding(current.status) && current.seatingPreference === 'table' && tableId === null) {
      // A held booking without a table (made before tables were assigned, or unassigned by staff) gets one when free.
      tableId = pickTable(await loadDayState(tx, current.date), current.time, current.guests, id)?.id ?? null
    }
    if (reopening) {
      const state = await loadDayState(tx, current.date)
      const request = { time: current.time, guests: current.guests, seatingPreference: current.seatingPreference as SeatingPreference }
      if (request.seatingPreference === 'bar') {
        if (!canSeat(state, request, id)) {
          throw new ConflictError(
            `The bar no longer has ${plural(current.guests, 'free seat')} at ${describeStart(current.date, current.time)}, so this booking cannot be reopened.`,
          )
        }
      } else {
        const own = state.tables.find((t) => t.id === current.tableId)
        const keepsOwn = own && own.isActive && own.capacity >= current.guests && isTableFree(state, own.id, current.time, id)
        if (!keepsOwn) {
          const table = pickTable(state, current.time, current.guests, id)
          if (!table) {
            throw new ConflictError(
              `No table for ${plural(current.guests, 'guest')} is free at ${describeStart(current.date, current.time)} any more, so this booking cannot be reopened.`,
            )
          }
          tableId = table.id
        }
      }
    }
    await tx.update(reservations).set({ status, tableId }).where(eq(reservations.id, id))
    return findWithTable(tx, id)
  })
}

/**
 * Staff assign a table to a table booking, change it, or take it away (tableId null). Throws a
 * ConflictError when the table is inactive, too small, or holds another booking in the window.
 */
export async function assignTable(db: Database, id: number, tableId: number | null): Promise<ReservationJson> {
  const date = await bookingDate(db, id)
  return withBookingLocks(db, [date], async (tx) => {
    const current = await lockedRow(tx, id)
    if (tableId !== null) {
      if (current.seatingPreference === 'bar') {
        throw new ConflictError('This is a bar booking: bar guests sit at the bar, not at a table.')
      }
      const [table] = await tx.select().from(tables).where(eq(tables.id, tableId))
      if (!table) throw InputError.field('tableId', tableMessages.noSuchTable)
      if (current.guests > table.capacity) {
        throw new ConflictError(
          `Table ${table.tableNumber} seats ${table.capacity}; this booking is for ${current.guests} guests.`,
        )
      }
      if (isHolding(current.status)) {
        if (!table.isActive) throw new ConflictError(`Table ${table.tableNumber} is not in use (inactive).`)
        const state = await loadDayState(tx, current.date)
        const clashes = state.bookings.filter(
          (b) => b.tableId === tableId && b.id !== id && b.seatingPreference === 'table' && windowsOverlap(b.time, current.time),
        )
        if (clashes.length > 0) {
          const others = await tx
            .select({ id: reservations.id, name: reservations.name, time: reservations.time, guests: reservations.guests, reference: reservations.reference })
            .from(reservations)
            .where(inArray(reservations.id, clashes.map((b) => b.id)))
            .orderBy(asc(reservations.time))
          const first = others[0]
          const end = minutesToTime(timeToMinutes(first.time)! + RESERVATION_DURATION_MINUTES)
          throw new ConflictError<TableClashBody>(
            `Table ${table.tableNumber} is already booked from ${formatTime12h(first.time)} to ${formatTime12h(end)} (${first.name}, ${plural(first.guests, 'guest')}).`,
            { conflicts: others },
          )
        }
      }
    }
    await tx.update(reservations).set({ tableId }).where(eq(reservations.id, id))
    return findWithTable(tx, id)
  })
}
