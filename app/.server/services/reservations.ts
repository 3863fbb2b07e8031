import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import { DEFAULT_VENUE_TIMEZONE, type ReservationStatus, type SeatingPreference } from '~/lib/constants'
import { canSeat, type DayState, fitsVenue, isTableFree, nearbyAlternatives, pickTable, windowsOverlap } from '~/lib/seating'
import { formatTime12h, minutesToTime, timeToMinutes } from '~/lib/time-slots'
import { venueDateTime } from '~/lib/venue-time'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import type { Database } from '../db/client'
import { reservations, tables } from '../db/schema'
import { BookingConflict, BookingInputError, isHolding, isHoldViolation, isUniqueViolation, loadDayState, venueClock, withBookingLocks } from './seating'
import { describeStart, listTimes } from '~/lib/date-wording'
import { type CoversDay, type CreatedReservationJson, type ReservationJson, reservationMessages } from '~/contracts/reservations'
import type { GuestBookingJson } from '~/contracts/bookings'

type ReservationRow = typeof reservations.$inferSelect

/** The one serializer of a reservation for staff (never includes the guest's token hash). */
export function toReservationJson(row: ReservationRow, tableNumber: number | null = null): ReservationJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    time: row.time,
    guests: row.guests,
    seatingPreference: row.seatingPreference,
    tableId: row.tableId,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reference: row.reference,
    tableNumber,
  }
}

export interface ClockOptions {
  /** Venue time zone (config VENUE_TIMEZONE). */
  timeZone?: string
  now?: Date
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** 'BB-' and five characters nobody misreads (no 0/O, 1/I/L). */
export function newReference(): string {
  let code = ''
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `BB-${code}`
}

/** 256 random bits, URL-safe (43 characters). */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function cannotSeatMessage(state: DayState, input: Pick<ReservationInput, 'date' | 'time' | 'guests' | 'seatingPreference'>, alternatives: string[]) {
  const party = `${input.guests} ${input.guests === 1 ? 'guest' : 'guests'}`
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
 * fits, or enough bar seats) or refuses with a BookingConflict naming up to three nearby times.
 */
export async function createReservation(
  db: Database,
  input: ReservationInput,
  options: ClockOptions = {},
): Promise<CreatedReservationJson> {
  const clock = venueClock(options.timeZone ?? DEFAULT_VENUE_TIMEZONE, options.now)
  if (input.date < clock.today || (input.date === clock.today && input.time <= clock.nowTime)) {
    throw new BookingInputError('time', reservationMessages.timePast)
  }
  const earliest = input.date === clock.today ? clock.nowTime : undefined
  for (let attempt = 1; ; attempt++) {
    const manageToken = newManageToken()
    try {
      const row = await withBookingLocks(db, [input.date], async (tx) => {
        const state = await loadDayState(tx, input.date)
        if (!canSeat(state, input)) {
          const alternatives = nearbyAlternatives(state, input, earliest)
          throw new BookingConflict(cannotSeatMessage(state, input, alternatives), { alternatives })
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
        if (isHoldViolation(error)) throw new BookingConflict('Sorry, that time has just been taken. Please choose another time.', { alternatives: [] })
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

/** The most recently made reservations, newest first. */
export async function listRecentReservations(db: Database, limit: number): Promise<ReservationJson[]> {
  const rows = await db
    .select(withTableNumber)
    .from(reservations)
    .leftJoin(tables, eq(reservations.tableId, tables.id))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit)
  return joined(rows)
}

async function findWithTable(db: Database, id: number): Promise<ReservationJson | null> {
  const [row] = await db
    .select(withTableNumber)
    .from(reservations)
    .leftJoin(tables, eq(reservations.tableId, tables.id))
    .where(eq(reservations.id, id))
  return row ? toReservationJson(row.row, row.tableNumber) : null
}

async function bookingDate(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ date: reservations.date }).from(reservations).where(eq(reservations.id, id))
  return row?.date ?? null
}

/**
 * Changes a reservation's status. Cancelled and completed free its seats; going back to pending or
 * confirmed seats it again (its own table when still free, else the smallest that fits) or throws a
 * BookingConflict. A held table booking without a table gets the smallest free one on any status change.
 * Returns null for an unknown id.
 */
export async function updateReservationStatus(
  db: Database,
  id: number,
  status: ReservationStatus,
): Promise<ReservationJson | null> {
  const date = await bookingDate(db, id)
  if (!date) return null
  return withBookingLocks(db, [date], async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, id))
    if (!current) return null
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
          throw new BookingConflict(
            `The bar no longer has ${current.guests} free ${current.guests === 1 ? 'seat' : 'seats'} at ${describeStart(current.date, current.time)}, so this booking cannot be reopened.`,
          )
        }
      } else {
        const own = state.tables.find((t) => t.id === current.tableId)
        const keepsOwn = own && own.isActive && own.capacity >= current.guests && isTableFree(state, own.id, current.time, id)
        if (!keepsOwn) {
          const table = pickTable(state, current.time, current.guests, id)
          if (!table) {
            throw new BookingConflict(
              `No table for ${current.guests} ${current.guests === 1 ? 'guest' : 'guests'} is free at ${describeStart(current.date, current.time)} any more, so this booking cannot be reopened.`,
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
 * BookingConflict when the table is inactive, too small, or holds another booking in the window.
 * Returns null for an unknown reservation.
 */
export async function assignTable(db: Database, id: number, tableId: number | null): Promise<ReservationJson | null> {
  const date = await bookingDate(db, id)
  if (!date) return null
  return withBookingLocks(db, [date], async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, id))
    if (!current) return null
    if (tableId !== null) {
      if (current.seatingPreference === 'bar') {
        throw new BookingConflict('This is a bar booking: bar guests sit at the bar, not at a table.')
      }
      const [table] = await tx.select().from(tables).where(eq(tables.id, tableId))
      if (!table) throw new BookingInputError('tableId', 'There is no such table.')
      if (current.guests > table.capacity) {
        throw new BookingConflict(
          `Table ${table.tableNumber} seats ${table.capacity}; this booking is for ${current.guests} guests.`,
        )
      }
      if (isHolding(current.status)) {
        if (!table.isActive) throw new BookingConflict(`Table ${table.tableNumber} is not in use (inactive).`)
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
          const end = minutesToTime(timeToMinutes(first.time)! + 120)
          throw new BookingConflict(
            `Table ${table.tableNumber} is already booked from ${formatTime12h(first.time)} to ${formatTime12h(end)} (${first.name}, ${first.guests} guests).`,
            { conflicts: others },
          )
        }
      }
    }
    await tx.update(reservations).set({ tableId }).where(eq(reservations.id, id))
    return findWithTable(tx, id)
  })
}

/** Guests expected per day, every day from `from` to `to` (inclusive), from non-cancelled bookings. */
export async function coversByDay(db: Database, from: string, to: string): Promise<CoversDay[]> {
  const rows = await db
    .select({
      date: reservations.date,
      covers: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
      bookings: sql<number>`count(*)::int`,
      tableCovers: sql<number>`coalesce(sum(${reservations.guests}) filter (where ${reservations.seatingPreference} = 'table'), 0)::int`,
      barCovers: sql<number>`coalesce(sum(${reservations.guests}) filter (where ${reservations.seatingPreference} = 'bar'), 0)::int`,
    })
    .from(reservations)
    .where(and(gte(reservations.date, from), lte(reservations.date, to), ne(reservations.status, 'cancelled')))
    .groupBy(reservations.date)
  const byDate = new Map(rows.map((r) => [r.date, r]))
  const days: CoversDay[] = []
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10)
    const row = byDate.get(date)
    days.push({
      date,
      covers: Number(row?.covers ?? 0),
      bookings: Number(row?.bookings ?? 0),
      tableCovers: Number(row?.tableCovers ?? 0),
      barCovers: Number(row?.barCovers ?? 0),
    })
  }
  return days
}

function toGuestJson(row: ReservationRow, timeZone: string, now: Date): GuestBookingJson {
  const startsAt = venueDateTime(row.date, row.time, timeZone)
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    time: row.time,
    guests: row.guests,
    seatingPreference: row.seatingPreference,
    notes: row.notes,
    status: row.status,
    startsAt: startsAt.toISOString(),
    canCancel: isHolding(row.status) && now < startsAt,
  }
}

/**
 * The reservation behind a guest's token, or null. A malformed token costs the same work as a
 * well-formed one (hash, indexed lookup by hash, constant-time comparison), so timing tells nothing.
 */
async function findByToken(db: Database, token: string): Promise<ReservationRow | null> {
  const wellFormed = MANAGE_TOKEN_PATTERN.test(token)
  const hash = hashToken(token)
  const [row] = await db.select().from(reservations).where(eq(reservations.manageTokenHash, hash))
  if (!row?.manageTokenHash) return null
  const same = timingSafeEqual(Buffer.from(row.manageTokenHash, 'hex'), Buffer.from(hash, 'hex'))
  return same && wellFormed ? row : null
}

export async function findGuestBooking(db: Database, token: string, options: ClockOptions = {}): Promise<GuestBookingJson | null> {
  const row = await findByToken(db, token)
  return row ? toGuestJson(row, options.timeZone ?? DEFAULT_VENUE_TIMEZONE, options.now ?? new Date()) : null
}

/**
 * The guest cancels their booking: allowed until its start (venue time); frees its seats.
 * Cancelling twice answers the cancelled booking again. Returns null for an unknown token.
 */
export async function cancelGuestBooking(db: Database, token: string, options: ClockOptions = {}): Promise<GuestBookingJson | null> {
  const timeZone = options.timeZone ?? DEFAULT_VENUE_TIMEZONE
  const found = await findByToken(db, token)
  if (!found) return null
  return withBookingLocks(db, [found.date], async (tx) => {
    const now = options.now ?? new Date()
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, found.id))
    if (row.status === 'cancelled') return toGuestJson(row, timeZone, now)
    if (row.status === 'completed') throw new BookingConflict('This booking has already taken place and cannot be cancelled.')
    if (now >= venueDateTime(row.date, row.time, timeZone)) {
      throw new BookingConflict(
        `This booking started at ${describeStart(row.date, row.time)} and can no longer be cancelled online. Please contact us.`,
      )
    }
    const [updated] = await tx.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, row.id)).returning()
    return toGuestJson(updated, timeZone, now)
  })
}

