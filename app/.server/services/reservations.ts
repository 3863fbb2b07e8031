/** Reservations: a guest's booking decided against the venue's capacity, and the staff changes to bookings. */
import { asc, eq, inArray } from 'drizzle-orm'
import {
  type BookingConflictBody,
  type GuestVisibleField,
  type ReservationJson,
  reservationMessages,
  type StaffCreatedReservationJson,
  type StaleBookingBody,
  type TableClashBody,
} from '~/contracts/reservations'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { tableMessages } from '~/contracts/tables'
import type { ReservationChange, ReservationInput } from '~/contracts/reservations.schemas'
import { type BookingSource, RESERVATION_DURATION_MINUTES, type ReservationStatus, type SeatingPreference } from '~/lib/constants'
import { describeStart, listTimes } from '~/lib/date-wording'
import { bookableSlots, bookingRefusal, hoursOn, isOpenAt } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { canSeat, type DayState, fitsVenue, isTableFree, nearbyAlternatives, pickTable, type SeatingTable, windowsOverlap } from '~/lib/seating'
import { statusLabel } from '~/lib/reservation-status'
import { currentSlotStart, formatTime12h, minutesToTime, timeToMinutes } from '~/lib/time-slots'
import type { VenueClock, VenueMoment } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { isHoldViolation, isUniqueViolation } from '../db/pg-errors'
import { reservations, tables } from '../db/schema'
import { GUEST_ACTOR, isHolding, loadDayState, withBookingLocks } from './booking-locks'
import { type BookingLimit, countGuestBooking } from './booking-limit'
import { hashToken, newManageToken, newReference } from './booking-tokens'
import { type MailContext, queueBookingChangeEmail, queueNewBookingEmails, queueStatusChangeEmails } from './email-outbox'
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

/** A booking to make: a guest's request, or one staff record (a walk-in, a phone call) with its extras. */
export interface BookingRequest extends Omit<ReservationInput, 'email'> {
  email?: string
  source?: BookingSource
  /** Staff's choice of table (by number); otherwise the smallest free table that fits. */
  tableNumber?: number | null
  staffNote?: string
}

export interface BookingOptions {
  /** Where the e-mails this booking writes link to, and when they are written. */
  mail: MailContext
  /** The per-address limit of guests' online bookings; absent for staff. */
  limit?: BookingLimit
  /** The staff member recording the booking; absent for a guest's own. */
  staff?: { username: string }
}

/** The status a booking starts in: a walk-in is seated at once, a booking taken on the phone is confirmed. */
const FIRST_STATUS: Record<BookingSource, ReservationStatus> = { online: 'pending', 'walk-in': 'arrived', phone: 'confirmed' }

/**
 * Refuses a start already past (venue time). A walk-in may take the slot that has started: a guest at the door at
 * 7:10 PM sits in the 7:00 PM slot.
 */
function refusePast(now: VenueMoment, input: Pick<BookingRequest, 'date' | 'time' | 'source'>) {
  const earliest = input.source === 'walk-in' ? currentSlotStart(now.time) : null
  const past = input.date < now.today || (input.date === now.today && (earliest ? input.time < earliest : input.time <= now.time))
  if (past) throw InputError.field('time', reservationMessages.timePast)
}

/**
 * A staff booking's hours rule: a walk-in needs the venue open at its time; any other booking the day's bookable
 * slots (two hours before closing at the latest), as for guests.
 */
function hoursRefusal(hours: OpeningHoursJson, input: Pick<BookingRequest, 'date' | 'time' | 'source'>): string | null {
  if (input.source === 'walk-in' && isOpenAt(hours, input.date, input.time)) return null
  return bookingRefusal(hours, input.date, input.time)
}

/** The table staff chose, checked under the locks: it exists, is in use, seats the party and is free then. */
async function chosenTable(tx: Database, state: DayState, tableNumber: number, request: { time: string; guests: number }, ignoreId?: number) {
  const table = state.tables.find((t) => t.tableNumber === tableNumber)
  if (!table) throw InputError.field('tableNumber', tableMessages.noSuchTable)
  if (!table.isActive) throw new ConflictError(`Table ${table.tableNumber} is not in use (inactive).`)
  if (request.guests > table.capacity) {
    throw new ConflictError(`Table ${table.tableNumber} seats ${table.capacity}; this booking is for ${request.guests} guests.`)
  }
  await refuseTableClash(tx, state, table, request.time, ignoreId)
  return table
}

/** 409 with the bookings that hold `table` in the two hours from `time` (other than `ignoreId`), if any. */
async function refuseTableClash(tx: Database, state: DayState, table: SeatingTable, time: string, ignoreId?: number) {
  const clashes = state.bookings.filter(
    (b) => b.tableId === table.id && b.id !== ignoreId && b.seatingPreference === 'table' && windowsOverlap(b.time, time),
  )
  if (clashes.length === 0) return
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

/**
 * Books a party: refuses times already past (venue time; a walk-in may take the slot that has started) or outside
 * the opening hours, seats the party (staff's table, else the smallest free table that fits, or enough bar seats)
 * or refuses with a ConflictError naming up to three nearby times. A booking without an e-mail (staff's walk-ins
 * and phone bookings) gets a reference but no private link.
 */
export async function createReservation(
  db: Database,
  clock: VenueClock,
  input: BookingRequest,
  { limit, staff, mail }: BookingOptions,
): Promise<StaffCreatedReservationJson> {
  const now = clock.read()
  const source = input.source ?? 'online'
  refusePast(now, { ...input, source })
  const earliest = input.date === now.today ? now.time : undefined
  const { tableNumber: wantedTable, ...fields } = input
  if (wantedTable != null && input.seatingPreference === 'bar') {
    throw InputError.field('tableNumber', 'A bar booking sits at the bar: choose table seating to give it a table.')
  }
  for (let attempt = 1; ; attempt++) {
    const manageToken = input.email ? newManageToken() : null
    try {
      const row = await withBookingLocks(db, [input.date], staff?.username ?? GUEST_ACTOR, async (tx) => {
        // The hours are read under the locks: a change of them (capacity lock, exclusive) cannot slip in between.
        const hours = await readOpeningHours(tx, input.date)
        const refusal = hoursRefusal(hours, { ...input, source })
        if (refusal) throw InputError.field(hoursOn(hours, input.date).closed ? 'date' : 'time', refusal)
        if (limit) await countGuestBooking(tx, limit, now.instant)
        const state = await loadDayState(tx, input.date)
        let table: SeatingTable | null = null
        if (wantedTable != null) {
          table = await chosenTable(tx, state, wantedTable, input)
        } else {
          if (!canSeat(state, input)) {
            const alternatives = nearbyAlternatives(state, input, earliest, 3, bookableSlots(hoursOn(hours, input.date)))
            throw new ConflictError<BookingConflictBody>(cannotSeatMessage(state, input, alternatives), { alternatives })
          }
          if (input.seatingPreference === 'table') table = pickTable(state, input.time, input.guests)
        }
        const [inserted] = await tx
          .insert(reservations)
          .values({
            ...fields,
            email: input.email ?? null,
            phone: input.phone ?? null,
            notes: input.notes ?? null,
            staffNote: input.staffNote ?? null,
            source,
            status: FIRST_STATUS[source],
            tableId: table?.id ?? null,
            reference: newReference(),
            manageTokenHash: manageToken ? hashToken(manageToken) : null,
          })
          .returning()
        await queueNewBookingEmails(tx, inserted, manageToken, mail, !staff)
        return { inserted, tableNumber: table?.tableNumber ?? null }
      })
      return {
        ...toReservationJson(row.inserted, row.tableNumber),
        reference: row.inserted.reference!,
        manageToken,
        managePath: manageToken ? `/booking/${manageToken}` : null,
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

export const RESERVATION_NOT_FOUND = 'Reservation not found'

export async function findWithTable(db: Database, id: number): Promise<ReservationJson> {
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
  const table = current.tableNumber !== null && isHolding(current.status) ? `, table ${current.tableNumber}` : ''
  throw new ConflictError<StaleBookingBody>(
    `${current.name}'s booking was changed on another screen since you opened it: it is now ${statusLabel(current.status)}, ${plural(current.guests, 'guest')} at ${formatTime12h(current.time)}${table}. Check it and try again.`,
    { current },
  )
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
    const [after] = await tx.update(reservations).set({ status, tableId }).where(eq(reservations.id, id)).returning()
    await queueStatusChangeEmails(tx, current, after, edit.mail)
    return findWithTable(tx, id)
  })
}

const BAR_HAS_NO_TABLE = 'This is a bar booking: bar guests sit at the bar, not at a table.'

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
      if (current.seatingPreference === 'bar') throw new ConflictError(BAR_HAS_NO_TABLE)
      const [table] = await tx.select().from(tables).where(eq(tables.id, tableId))
      if (!table) throw InputError.field('tableId', tableMessages.noSuchTable)
      if (current.guests > table.capacity) {
        throw new ConflictError(
          `Table ${table.tableNumber} seats ${table.capacity}; this booking is for ${current.guests} guests.`,
        )
      }
      if (isHolding(current.status)) {
        if (!table.isActive) throw new ConflictError(`Table ${table.tableNumber} is not in use (inactive).`)
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
    if (current.seatingPreference === 'bar' && change.tableNumber != null) throw InputError.field('tableNumber', BAR_HAS_NO_TABLE)
    let tableId = current.tableId
    const reseats = time !== current.time || guests !== current.guests || change.tableNumber !== undefined
    if (reseats && isHolding(current.status)) {
      const state = await loadDayState(tx, current.date)
      const when = describeStart(current.date, time)
      if (current.seatingPreference === 'bar') {
        if (!canSeat(state, { time, guests, seatingPreference: 'bar' }, id)) {
          throw new ConflictError(`The bar does not have ${plural(guests, 'free seat')} at ${when}.`)
        }
      } else if (change.tableNumber === null) {
        tableId = null
      } else if (change.tableNumber !== undefined) {
        tableId = (await chosenTable(tx, state, change.tableNumber, { time, guests }, id)).id
      } else {
        const own = state.tables.find((t) => t.id === current.tableId)
        const keepsOwn = own && own.isActive && own.capacity >= guests && isTableFree(state, own.id, time, id)
        if (!keepsOwn) {
          const table = pickTable(state, time, guests, id)
          if (!table) throw new ConflictError(`No table for ${plural(guests, 'guest')} is free at ${when}.`)
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
