/** A reservation as the API answers it: its serializers, and the staff reads that answer through them. */
import { asc, eq } from 'drizzle-orm'
import type { GuestVisibleField, ReservationJson } from '~/contracts/reservations'
import type { BookingSource } from '~/lib/constants'
import type { Database } from '../db/client'
import { reservations, tables } from '../db/schema'
import { NotFoundError } from './errors'

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
