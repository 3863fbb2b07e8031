/** Staff changes to a booking: its status, its table, its note, party size or time; each under its date's lock. */
import { eq } from 'drizzle-orm'
import type { BookingConflictBody, ReservationJson, StaleBookingBody } from '~/contracts/reservations'
import type { ReservationChange, TableAssignment } from '~/contracts/reservations.schemas'
import { tableMessages } from '~/contracts/tables'
import { type BookingSource, OFFER_STATUSES, type ReservationStatus, type SeatingPreference } from '~/lib/constants'
import { describeStart } from '~/lib/date-wording'
import { canSeat, combinationOf, type DayState, isTableFree, type PartyRequest, pickSeating, type Seating } from '~/lib/seating'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isHoldViolation } from '../db/pg-errors'
import { reservations } from '../db/schema'
import { type MailContext, queueBookingChangeEmail, queueStatusChangeEmails } from './booking-emails'
import { readBookingDay } from './booking-day'
import { heldTableIds, isHolding, loadDayState, withBookingLocks } from './booking-locks'
import { bookingTiming, chosenSeating, lowestTable, refuseOutsideHours, refusePast, rowTiming } from './booking-rules'
import { bookingWording } from './booking-wording'
import { ConflictError, InputError, NotFoundError } from './errors'
import { findWithTable, RESERVATION_NOT_FOUND } from './reservation-json'

type ReservationRow = typeof reservations.$inferSelect

const isOfferStatus = (status: string) => (OFFER_STATUSES as readonly string[]).includes(status)

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

/** Tries a staff change makes before it gives up with `timeJustTaken` (each a new read of the booking's date). */
const ATTEMPTS = 5

/**
 * Runs a staff change of booking `id` under its date's locks, with the booking as it is under them. The date is read
 * before the locks are taken: when the guest moved the booking to another day meanwhile, or a writer that skipped the
 * locks took the seats, the change is decided again; at worst a 409, never a 500.
 */
async function withLockedBooking<T>(db: Database, id: number, actor: string, work: (tx: Database, row: ReservationRow) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const date = await bookingDate(db, id)
    try {
      const answer = await withBookingLocks(db, [date], actor, async (tx) => {
        const [row] = await tx.select().from(reservations).where(eq(reservations.id, id))
        if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
        // A waitlist offer's hold (and a lapsed one) is the waitlist's alone: staff see it, they do not change it.
        if (isOfferStatus(row.status)) throw new ConflictError(bookingWording.heldForWaitlist)
        return row.date === date ? { value: await work(tx, row) } : null
      })
      if (answer) return answer.value
    } catch (error) {
      if (!isHoldViolation(error)) throw error
    }
    if (attempt >= ATTEMPTS) throw new ConflictError<BookingConflictBody>(bookingWording.timeJustTaken, { alternatives: [] })
  }
}

/** Refuses a change made on an older version of the booking: another host changed it in between. */
async function refuseStale(tx: Database, row: ReservationRow, expectedVersion: number | undefined) {
  if (expectedVersion === undefined || row.version === expectedVersion) return
  const current = await findWithTable(tx, row.id)
  throw new ConflictError<StaleBookingBody>(bookingWording.changedElsewhere(current), { current })
}

/** The seating a booking has now: its combination's tables, or its table. */
function currentSeating(row: ReservationRow, state: DayState): Seating {
  return { tableIds: heldTableIds(row, state.combinations), combinationId: row.combinationId }
}

/**
 * The seating a held table booking keeps after a change: its own tables when they are all still in use, big enough
 * and free for the (new) stay, else the smallest free table or combination that fits; null when none.
 */
export function keepOrPickSeating(state: DayState, row: ReservationRow, request: PartyRequest): Seating | null {
  const own = currentSeating(row, state)
  const ownTables = state.tables.filter((t) => own.tableIds.includes(t.id))
  const capacity = own.combinationId !== null ? state.combinations.find((c) => c.id === own.combinationId)?.capacity ?? 0 : ownTables[0]?.capacity ?? 0
  const keeps =
    ownTables.length > 0 &&
    ownTables.length === own.tableIds.length &&
    ownTables.every((t) => t.isActive && isTableFree(state, t.id, request.start, request.start + request.stay, row.id)) &&
    capacity >= request.guests
  return keeps ? own : pickSeating(state, request, row.id)
}

/** The columns a seating sets on the booking. */
export function seatingColumns(state: DayState, seating: Seating | null) {
  return { tableId: seating && seating.tableIds.length > 0 ? lowestTable(state, seating) : null, combinationId: seating?.combinationId ?? null }
}

/**
 * Changes a reservation's status. Cancelled, completed and no-show free its seats; going back to a status that
 * holds them (pending, confirmed, arrived) seats it again (its own tables when still free, else the smallest that
 * fit) or throws a ConflictError. A held table booking without a table gets the smallest free one on any status
 * change. Setting the status it already has changes nothing (two hosts marking one arrival). A group request is
 * confirmed once staff have given it tables, or declined with `message` for the guest. `notifyGuest` false: staff
 * tell the guest themselves, and nothing is e-mailed to them.
 */
export async function updateReservationStatus(
  db: Database,
  id: number,
  change: { status: ReservationStatus; message?: string; notifyGuest?: boolean },
  edit: StaffEdit,
): Promise<ReservationJson> {
  const { status } = change
  return withLockedBooking(db, id, edit.actor, async (tx, current) => {
    if (current.status === status) return findWithTable(tx, id)
    await refuseStale(tx, current, edit.expectedVersion)
    if (status === 'declined' && current.status !== 'requested') throw new ConflictError(bookingWording.onlyRequestsDeclined)
    if (current.status === 'declined') throw new ConflictError(bookingWording.declinedIsFinal)
    const state = await loadDayState(tx, current.date)
    let seating: Seating | null = currentSeating(current, state)
    const timing = rowTiming(current)
    const request = { start: timing.start, stay: timing.stay, guests: current.guests, seatingPreference: current.seatingPreference as SeatingPreference }
    if (current.status === 'requested' && isHolding(status)) {
      if (seating.tableIds.length === 0) throw new ConflictError(bookingWording.requestNeedsTables)
      // Checked again in full: since they were assigned, a table may have been deactivated or made smaller.
      const numbers = state.tables.filter((t) => seating!.tableIds.includes(t.id)).map((t) => t.tableNumber)
      seating = await chosenSeating(tx, state, numbers, request, 'tableNumbers', id)
    } else if (isHolding(status) && isHolding(current.status) && request.seatingPreference === 'table' && seating.tableIds.length === 0) {
      // A held booking without a table (made before tables were assigned, or unassigned by staff) gets one when free.
      seating = pickSeating(state, request, id)
    } else if (isHolding(status) && !isHolding(current.status)) {
      if (request.seatingPreference === 'bar') {
        if (!canSeat(state, request, id)) throw new ConflictError(bookingWording.barCannotReopen(current.guests, current.date, current.time))
      } else {
        seating = keepOrPickSeating(state, current, request)
        if (!seating) throw new ConflictError(bookingWording.tableCannotReopen(current.guests, current.date, current.time))
      }
    }
    const [after] = await tx
      .update(reservations)
      .set({ status, ...seatingColumns(state, seating), ...(status === 'declined' ? { guestMessage: change.message ?? null } : {}) })
      .where(eq(reservations.id, id))
      .returning()
    await queueStatusChangeEmails(tx, current, after, edit.mail, change.notifyGuest !== false)
    return findWithTable(tx, id)
  })
}

/**
 * Staff assign a table booking its table (by id), its tables (by number: one, or a combination's), change them, or
 * take them away (tableId null). Throws a ConflictError when a table is inactive, too small, or holds another booking
 * during the stay. A group request's tables are checked the same way: confirming it then holds them.
 */
export async function assignTable(db: Database, id: number, assignment: TableAssignment, edit: StaffEdit): Promise<ReservationJson> {
  return withLockedBooking(db, id, edit.actor, async (tx, current) => {
    await refuseStale(tx, current, edit.expectedVersion)
    const state = await loadDayState(tx, current.date)
    let seating: Seating | null = null
    const field = assignment.tableNumbers ? 'tableNumbers' : 'tableId'
    const numbers = assignment.tableNumbers ?? (assignment.tableId != null ? [tableNumberOf(state, assignment.tableId)] : null)
    if (numbers) {
      if (current.seatingPreference === 'bar') throw new ConflictError(bookingWording.barHasNoTable)
      const timing = rowTiming(current)
      const request = { start: timing.start, stay: timing.stay, guests: current.guests }
      if (isHolding(current.status) || current.status === 'requested') {
        seating = await chosenSeating(tx, state, numbers, request, field, id)
      } else {
        seating = recordedSeating(state, numbers, field)
      }
    }
    await tx.update(reservations).set(seatingColumns(state, seating)).where(eq(reservations.id, id))
    return findWithTable(tx, id)
  })
}

/** The number of the table with id `tableId`, or a 400 on tableId. */
function tableNumberOf(state: DayState, tableId: number): number {
  const table = state.tables.find((t) => t.id === tableId)
  if (!table) throw InputError.field('tableId', tableMessages.noSuchTable)
  return table.tableNumber
}

/** Tables kept only as a record on a booking that holds nothing (cancelled, a no-show, completed): they must exist. */
function recordedSeating(state: DayState, numbers: readonly number[], field: string): Seating {
  const chosen = numbers.map((n) => state.tables.find((t) => t.tableNumber === n))
  if (chosen.some((t) => !t)) throw InputError.field(field, tableMessages.noSuchTable)
  const tableIds = chosen.map((t) => t!.id)
  return { tableIds, combinationId: tableIds.length > 1 ? combinationOf(state, tableIds)?.id ?? null : null }
}

/**
 * Staff change a booking's note, party size, time, stay or table (PATCH /api/reservations/:id), under the rules of a
 * new booking: a new time must not be past (a walk-in's may be the interval that has started) and must be within the
 * hours; a booking that holds seats must still fit: its own tables when still free and big enough, the table staff
 * chose, else the smallest free table or combination that fits, or enough bar seats. Otherwise a ConflictError, and
 * nothing changes.
 */
export async function changeReservation(db: Database, clock: VenueClock, id: number, change: ReservationChange, edit: StaffEdit): Promise<ReservationJson> {
  return withLockedBooking(db, id, edit.actor, async (tx, current) => {
    await refuseStale(tx, current, edit.expectedVersion)
    const source = current.source as BookingSource
    const time = change.time ?? current.time
    const guests = change.guests ?? current.guests
    const start = { date: current.date, time, source }
    let timing = rowTiming(current)
    if (time !== current.time || change.stayMinutes !== undefined) {
      const day = await readBookingDay(tx, current.date)
      timing = bookingTiming(day, { ...start, guests, stayMinutes: change.stayMinutes ?? current.stayMinutes })
      if (time !== current.time) {
        refusePast(clock.read(), day, start, timing.start)
        refuseOutsideHours(day, start, timing)
      }
    }
    if (current.seatingPreference === 'bar' && change.tableNumber != null) throw InputError.field('tableNumber', bookingWording.barHasNoTable)
    const state = await loadDayState(tx, current.date)
    let seating: Seating | null = currentSeating(current, state)
    const reseats = time !== current.time || guests !== current.guests || change.tableNumber !== undefined || timing.stay !== current.stayMinutes
    if (reseats && isHolding(current.status)) {
      const when = describeStart(current.date, time)
      const request = { start: timing.start, stay: timing.stay, guests, seatingPreference: current.seatingPreference as SeatingPreference }
      if (current.seatingPreference === 'bar') {
        if (!canSeat(state, request, id)) throw new ConflictError(bookingWording.barFull(guests, when))
      } else if (change.tableNumber === null) {
        seating = null
      } else if (change.tableNumber !== undefined) {
        seating = await chosenSeating(tx, state, [change.tableNumber], request, 'tableNumber', id)
      } else {
        seating = keepOrPickSeating(state, current, request)
        if (!seating) throw new ConflictError(bookingWording.noTableFree(guests, when))
      }
    } else if (change.tableNumber != null && current.status === 'requested') {
      // A group request's tables are checked as a booking's: confirming it then holds them.
      const request = { start: timing.start, stay: timing.stay, guests }
      seating = await chosenSeating(tx, state, [change.tableNumber], request, 'tableNumber', id)
    } else if (change.tableNumber !== undefined) {
      // A booking that holds nothing (cancelled, a no-show, completed) keeps a table only as a record.
      seating = change.tableNumber === null ? null : recordedSeating(state, [change.tableNumber], 'tableNumber')
    }
    const [after] = await tx
      .update(reservations)
      .set({
        time,
        guests,
        startsAt: timing.startsAt,
        stayMinutes: timing.stay,
        ...seatingColumns(state, seating),
        ...(change.staffNote !== undefined ? { staffNote: change.staffNote } : {}),
      })
      .where(eq(reservations.id, id))
      .returning()
    await queueBookingChangeEmail(tx, current, after, edit.mail)
    return findWithTable(tx, id)
  })
}
