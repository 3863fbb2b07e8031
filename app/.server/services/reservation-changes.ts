/** Staff changes to a booking: its status, its table, its note, party size or time; each under its date's lock. */
import { eq } from 'drizzle-orm'
import type { ReservationJson, StaleBookingBody } from '~/contracts/reservations'
import type { ReservationChange } from '~/contracts/reservations.schemas'
import { tableMessages } from '~/contracts/tables'
import type { BookingSource, ReservationStatus, SeatingPreference } from '~/lib/constants'
import { describeStart } from '~/lib/date-wording'
import { canSeat, isTableFree, pickTable } from '~/lib/seating'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { reservations, tables } from '../db/schema'
import { type MailContext, queueBookingChangeEmail, queueStatusChangeEmails } from './booking-emails'
import { isHolding, loadDayState, withBookingLocks } from './booking-locks'
import { chosenTable, hoursRefusal, refusePast, refuseTableClash } from './booking-rules'
import { bookingWording } from './booking-wording'
import { ConflictError, InputError, NotFoundError } from './errors'
import { readOpeningHours } from './opening-hours'
import { findWithTable, RESERVATION_NOT_FOUND } from './reservation-json'

type ReservationRow = typeof reservations.$inferSelect

/** The booking's date (its lock), or NotFoundError. */
async function bookingDate(db: Database, id: number): Promise<string> {
  const [row] = await db.select({ date: reservations.date }).from(reservations).where(eq(reservations.id, id))
  if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
  return row.date
}

/**
 * A staff change: who makes it, the booking's version it was made on (from If-Match; none: the latest), and what the
 * e-mails it writes to the guest link to.
 */
export interface StaffEdit {
  actor: string
  expectedVersion?: number
  mail: MailContext
}

/** The booking itself, read again under its date's lock. */
async function lockedRow(tx: Database, id: number): Promise<ReservationRow> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id))
  if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
  return row
}

/** Refuses a change made on an older version of the booking: another host changed it in between. */
async function refuseStale(tx: Database, row: ReservationRow, expectedVersion: number | undefined) {
  if (expectedVersion === undefined || row.version === expectedVersion) return
  const current = await findWithTable(tx, row.id)
  throw new ConflictError<StaleBookingBody>(bookingWording.changedElsewhere(current), { current })
}

/**
 * Changes a reservation's status. Cancelled, completed and no-show free its seats; going back to a status that
 * holds them (pending, confirmed, arrived) seats it again (its own table when still free, else the smallest that
 * fits) or throws a ConflictError. A held table booking without a table gets the smallest free one on any status
 * change. Setting the status it already has changes nothing (two hosts marking one arrival).
 */
export async function updateReservationStatus(db: Database, id: number, status: ReservationStatus, edit: StaffEdit): Promise<ReservationJson> {
  const date = await bookingDate(db, id)
  return withBookingLocks(db, [date], edit.actor, async (tx) => {
    const current = await lockedRow(tx, id)
    if (current.status === status) return findWithTable(tx, id)
    await refuseStale(tx, current, edit.expectedVersion)
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
        if (!canSeat(state, request, id)) throw new ConflictError(bookingWording.barCannotReopen(current.guests, current.date, current.time))
      } else {
        const own = state.tables.find((t) => t.id === current.tableId)
        const keepsOwn = own && own.isActive && own.capacity >= current.guests && isTableFree(state, own.id, current.time, id)
        if (!keepsOwn) {
          const table = pickTable(state, current.time, current.guests, id)
          if (!table) throw new ConflictError(bookingWording.tableCannotReopen(current.guests, current.date, current.time))
          tableId = table.id
        }
      }
    }
    const [after] = await tx.update(reservations).set({ status, tableId }).where(eq(reservations.id, id)).returning()
    await queueStatusChangeEmails(tx, current, after, edit.mail)
    return findWithTable(tx, id)
  })
}

/**
 * Staff assign a table to a table booking, change it, or take it away (tableId null). Throws a
 * ConflictError when the table is inactive, too small, or holds another booking in the window.
 */
export async function assignTable(db: Database, id: number, tableId: number | null, edit: StaffEdit): Promise<ReservationJson> {
  const date = await bookingDate(db, id)
  return withBookingLocks(db, [date], edit.actor, async (tx) => {
    const current = await lockedRow(tx, id)
    await refuseStale(tx, current, edit.expectedVersion)
    if (tableId !== null) {
      if (current.seatingPreference === 'bar') throw new ConflictError(bookingWording.barHasNoTable)
      const [table] = await tx.select().from(tables).where(eq(tables.id, tableId))
      if (!table) throw InputError.field('tableId', tableMessages.noSuchTable)
      if (current.guests > table.capacity) throw new ConflictError(bookingWording.tableTooSmall(table, current.guests))
      if (isHolding(current.status)) {
        if (!table.isActive) throw new ConflictError(bookingWording.tableInactive(table))
        await refuseTableClash(tx, await loadDayState(tx, current.date), table, current.time, id)
      }
    }
    await tx.update(reservations).set({ tableId }).where(eq(reservations.id, id))
    return findWithTable(tx, id)
  })
}

/**
 * Staff change a booking's note, party size, time or table (PATCH /api/reservations/:id), under the rules of a
 * new booking: a new time must not be past (a walk-in's may be the slot that has started) and must be within the
 * hours; a booking that holds seats must still fit: its own table when still free and big enough, the table staff
 * chose, else the smallest free one that fits, or enough bar seats. Otherwise a ConflictError, and nothing changes.
 */
export async function changeReservation(db: Database, clock: VenueClock, id: number, change: ReservationChange, edit: StaffEdit): Promise<ReservationJson> {
  const date = await bookingDate(db, id)
  return withBookingLocks(db, [date], edit.actor, async (tx) => {
    const current = await lockedRow(tx, id)
    await refuseStale(tx, current, edit.expectedVersion)
    const source = current.source as BookingSource
    const time = change.time ?? current.time
    const guests = change.guests ?? current.guests
    if (time !== current.time) {
      refusePast(clock.read(), { date: current.date, time, source })
      const refusal = hoursRefusal(await readOpeningHours(tx, current.date), { date: current.date, time, source })
      if (refusal) throw InputError.field('time', refusal)
    }
    if (current.seatingPreference === 'bar' && change.tableNumber != null) throw InputError.field('tableNumber', bookingWording.barHasNoTable)
    let tableId = current.tableId
    const reseats = time !== current.time || guests !== current.guests || change.tableNumber !== undefined
    if (reseats && isHolding(current.status)) {
      const state = await loadDayState(tx, current.date)
      const when = describeStart(current.date, time)
      if (current.seatingPreference === 'bar') {
        if (!canSeat(state, { time, guests, seatingPreference: 'bar' }, id)) throw new ConflictError(bookingWording.barFull(guests, when))
      } else if (change.tableNumber === null) {
        tableId = null
      } else if (change.tableNumber !== undefined) {
        tableId = (await chosenTable(tx, state, change.tableNumber, { time, guests }, id)).id
      } else {
        const own = state.tables.find((t) => t.id === current.tableId)
        const keepsOwn = own && own.isActive && own.capacity >= guests && isTableFree(state, own.id, time, id)
        if (!keepsOwn) {
          const table = pickTable(state, time, guests, id)
          if (!table) throw new ConflictError(bookingWording.noTableFree(guests, when))
          tableId = table.id
        }
      }
    } else if (change.tableNumber !== undefined) {
      // A booking that holds nothing (cancelled, a no-show, completed) keeps a table only as a record.
      if (change.tableNumber === null) tableId = null
      else {
        const [table] = await tx.select({ id: tables.id }).from(tables).where(eq(tables.tableNumber, change.tableNumber))
        if (!table) throw InputError.field('tableNumber', tableMessages.noSuchTable)
        tableId = table.id
      }
    }
    const [after] = await tx
      .update(reservations)
      .set({ time, guests, tableId, ...(change.staffNote !== undefined ? { staffNote: change.staffNote } : {}) })
      .where(eq(reservations.id, id))
      .returning()
    await queueBookingChangeEmail(tx, current, after, edit.mail)
    return findWithTable(tx, id)
  })
}
