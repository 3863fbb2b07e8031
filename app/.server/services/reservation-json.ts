/** A reservation as the API answers it: its serializers, and the staff reads that answer through them. */
import { eq, sql } from 'drizzle-orm'
import {
  type CreatedReservationJson,
  GUEST_VISIBLE_FIELDS,
  type GuestVisibleField,
  type ReservationJson,
  type StaffCreatedReservationJson,
} from '~/contracts/reservations'
import { timeOfMinute } from '~/lib/bookable-times'
import type { BookingSource } from '~/lib/constants'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/lib/languages'
import { timeToMinutes } from '~/lib/time-slots'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'
import { NotFoundError } from './errors'

type ReservationRow = typeof reservations.$inferSelect

type GuestView = Pick<ReservationJson, GuestVisibleField>

/** What a reservation's guest sees of it: exactly the contract's GUEST_VISIBLE_FIELDS. */
export function guestVisibleFields(row: ReservationRow): GuestView {
  return pickGuestView({ ...row, endTime: endTimeOf(row), language: languageOf(row) })
}

function pickGuestView(source: GuestView): GuestView {
  return Object.fromEntries(GUEST_VISIBLE_FIELDS.map((field) => [field, source[field]])) as GuestView
}

/** The 201 answer to a guest's own booking: what the guest sees, its id and its private link; nothing of staff's. */
export function toCreatedGuestJson(created: StaffCreatedReservationJson): CreatedReservationJson {
  const { id, reference, manageToken, managePath, confirmationEmail } = created
  // A guest's booking always has an e-mail, so always a private link.
  if (manageToken === null || managePath === null) throw new Error(`Guest booking ${id} has no private link`)
  return { id, ...pickGuestView(created), reference, manageToken, managePath, confirmationEmail }
}

/** The language a booking was made in (English for anything the column should never hold). */
export function languageOf(row: Pick<ReservationRow, 'language'>): Language {
  return isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE
}

/** The calendar date a booking starts on: its venue day's, or the next after midnight ('00:30' on Saturday's date is Sunday). */
export function startDateOf(row: Pick<ReservationRow, 'startsAt'>): string {
  return String(row.startsAt).slice(0, 10)
}

/** When a booking's stay ends, 'HH:mm' (past midnight too). */
export function endTimeOf(row: Pick<ReservationRow, 'time' | 'stayMinutes'>): string {
  return timeOfMinute((timeToMinutes(row.time) ?? 0) + row.stayMinutes)
}

/**
 * The numbers of the tables a booking has (its combination's, else its table), ascending: selected beside the row, so
 * every staff read names them the same way. Never null: a booking without a table has none ('{}'), as the driver
 * hands a SQL null to no decoder.
 */
export const tableNumbersSql = sql<number[]>`coalesce((
  select array_agg(t.table_number order by t.table_number) from tables t
  where t.id = ${reservations.tableId}
     or t.id = any(coalesce((select c.table_ids from table_combinations c where c.id = ${reservations.combinationId}), '{}'::int[]))
), '{}'::int[])`.mapWith((value: number[] | string) => parseIntArray(value))

/** PGlite and node-postgres both read int[] as numbers; a driver that hands back '{5,6}' is read too. */
function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number)
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
}

/** A staff read's selection: the row and its tables' numbers. */
export const withTableNumbers = { row: reservations, tableNumbers: tableNumbersSql }

/** The one serializer of a reservation for staff (never includes the guest's token hash). */
export function toReservationJson(row: ReservationRow, tableNumbers: number[] = []): ReservationJson {
  return {
    id: row.id,
    ...guestVisibleFields(row),
    tableId: row.tableId,
    createdAt: row.createdAt.toISOString(),
    tableNumber: tableNumbers[0] ?? null,
    tableNumbers,
    stayMinutes: row.stayMinutes,
    source: row.source as BookingSource,
    staffNote: row.staffNote,
    version: row.version,
  }
}

/** Staff reads' rows (withTableNumbers) as the API answers them. */
export function toReservationJsonList(rows: Array<{ row: ReservationRow; tableNumbers: number[] }>): ReservationJson[] {
  return rows.map((r) => toReservationJson(r.row, r.tableNumbers))
}

export const RESERVATION_NOT_FOUND = 'Reservation not found'

export async function findWithTable(db: Database, id: number): Promise<ReservationJson> {
  const [row] = await db.select(withTableNumbers).from(reservations).where(eq(reservations.id, id))
  if (!row) throw new NotFoundError(RESERVATION_NOT_FOUND)
  return toReservationJson(row.row, row.tableNumbers)
}
