import { ApiError, errorMessage } from '~/lib/api'
import { DEFAULT_TABLE_CAPACITY } from '~/lib/constants'
import { plural } from '~/lib/plural'
import { barSeatsSchema, tableInputSchema } from '~/contracts/tables.schemas'
import type { AffectedBooking, TableJson } from '~/contracts/tables'

export type TableChange = Partial<Pick<TableJson, 'tableNumber' | 'capacity' | 'isActive'>>

/** What the add and edit dialogs hold: the numbers as typed. */
export interface TableFormValues {
  tableNumber: string
  capacity: string
}

/** A new table starts without a number and with the default 4 seats (DEFAULT_TABLE_CAPACITY). */
export const EMPTY_TABLE_FORM: TableFormValues = { tableNumber: '', capacity: String(DEFAULT_TABLE_CAPACITY) }

export function tableToFormValues(table: Pick<TableJson, 'tableNumber' | 'capacity'>): TableFormValues {
  return { tableNumber: String(table.tableNumber), capacity: String(table.capacity) }
}

/** Digits only; anything else (blank, '3.5', '4 seats', '1e2') is not a whole number and fails the schema. */
function wholeNumber(text: string): number {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

export type TableFormResult =
  | { ok: true; input: { tableNumber: number; capacity: number } }
  | { ok: false; fieldErrors: Partial<Record<keyof TableFormValues, string>> }

/** Checks the dialog with the API's own schema and messages (app/schemas/table.ts). */
export function parseTableForm(values: TableFormValues): TableFormResult {
  const result = tableInputSchema.safeParse({
    tableNumber: wholeNumber(values.tableNumber),
    capacity: wholeNumber(values.capacity),
  })
  if (result.success) {
    return { ok: true, input: { tableNumber: result.data.tableNumber, capacity: result.data.capacity } }
  }
  const fieldErrors: Partial<Record<keyof TableFormValues, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if ((field === 'tableNumber' || field === 'capacity') && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  return { ok: false, fieldErrors }
}

export type BarSeatsFormResult = { ok: true; barSeats: number } | { ok: false; error: string }

export function parseBarSeatsForm(text: string): BarSeatsFormResult {
  const result = barSeatsSchema.safeParse({ barSeats: wholeNumber(text) })
  return result.success ? { ok: true, barSeats: result.data.barSeats } : { ok: false, error: result.error.issues[0].message }
}

/** The `affected` bookings of a 409 that asks for confirmation (or names what is in the way); null otherwise. */
export function affectedBookingsOf(error: unknown): AffectedBooking[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const affected = (error.body as { affected?: unknown } | null)?.affected
  return Array.isArray(affected) && affected.length > 0 ? (affected as AffectedBooking[]) : null
}

/**
 * What a failed table or bar-seat change tells staff: the server's reason for a refusal they can act on
 * (400 field message, 404, 409: e.g. a duplicate number or a table with bookings on record), else `fallback`.
 */
export function tableFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return errorMessage(error, fallback)
  return fallback
}

/** The success toast's text of a table change. */
export function tableChangeSuccess(change: TableChange, table: Pick<TableJson, 'tableNumber'>): string {
  if (change.isActive === false) return `Table ${table.tableNumber} deactivated.`
  if (change.isActive === true) return `Table ${table.tableNumber} reactivated.`
  return `Table ${table.tableNumber} updated.`
}

/** The confirmation question before a change that moves bookings, and the label of its button. */
export function confirmChangeText(table: Pick<TableJson, 'tableNumber'>, change: TableChange) {
  if (change.isActive === false) {
    return { question: `Deactivate Table ${table.tableNumber}?`, confirmLabel: 'Deactivate and move bookings' }
  }
  const seats = change.capacity === undefined ? '' : ` to ${plural(change.capacity, 'seat')}`
  return { question: `Change Table ${table.tableNumber}${seats}?`, confirmLabel: 'Save and move bookings' }
}

