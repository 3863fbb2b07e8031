import { ApiError } from '~/lib/api'
import { plural } from '~/lib/plural'
import { joinedTablesName, type TableCombinationJson } from '~/contracts/table-combinations'
import { type TableCombinationInput, tableCombinationInputSchema } from '~/contracts/table-combinations.schemas'
import type { AffectedBooking, TableJson } from '~/contracts/tables'

/** What the 'Join tables' form holds: the ticked tables' numbers and the seats as typed. */
export interface CombinationFormValues {
  tableNumbers: number[]
  capacity: string
}

export const EMPTY_COMBINATION_FORM: CombinationFormValues = { tableNumbers: [], capacity: '' }

export type CombinationField = keyof CombinationFormValues
export type CombinationFieldErrors = Partial<Record<CombinationField, string>>

export type CombinationFormResult = { ok: true; input: TableCombinationInput } | { ok: false; fieldErrors: CombinationFieldErrors }

/** Ticks or unticks one table, keeping the numbers ascending. */
export function toggleTable(chosen: readonly number[], tableNumber: number, checked: boolean): number[] {
  const rest = chosen.filter((n) => n !== tableNumber)
  return checked ? [...rest, tableNumber].sort((a, b) => a - b) : rest
}

/** The first message of each field, from zod issues or the API's details ('tableNumbers.1' is the tables' field). */
function firstPerField(issues: ReadonlyArray<{ path: string; message: string }>): CombinationFieldErrors {
  const errors: CombinationFieldErrors = {}
  for (const { path, message } of issues) {
    const field = path.split('.')[0]
    if ((field === 'tableNumbers' || field === 'capacity') && !errors[field]) errors[field] = message
  }
  return errors
}

/** Checks the form with the API's own schema and messages. */
export function parseCombinationForm(values: CombinationFormValues): CombinationFormResult {
  const seats = values.capacity.trim()
  const result = tableCombinationInputSchema.safeParse({
    tableNumbers: values.tableNumbers,
    // Digits only: '', '3.5', '10 seats' are not whole numbers and fail the schema.
    capacity: /^\d+$/.test(seats) ? Number(seats) : Number.NaN,
  })
  if (result.success) return { ok: true, input: result.data }
  return { ok: false, fieldErrors: firstPerField(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))) }
}

/** A 400's field messages (a table that is gone or inactive, say); null for any other failure. */
export function combinationFieldErrorsOf(error: unknown): CombinationFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const errors = firstPerField(error.body?.details ?? [])
  return Object.keys(errors).length > 0 ? errors : null
}

/** The tables staff can join: the active ones, by number. */
export function joinableTables(tables: readonly TableJson[]): TableJson[] {
  return tables.filter((t) => t.isActive).sort((a, b) => a.tableNumber - b.tableNumber)
}

/** 'Tables 5 + 6, seats 10, 2 upcoming bookings'. */
export function combinationSummary(combination: Pick<TableCombinationJson, 'tableNumbers' | 'capacity' | 'upcomingBookings'>): string {
  return `${joinedTablesName(combination.tableNumbers)}, seats ${combination.capacity}, ${plural(combination.upcomingBookings, 'upcoming booking')}`
}

/** Why joined tables take no bookings now: their tables that are inactive (or gone), else null. */
export function combinationOutOfUse(combination: Pick<TableCombinationJson, 'tableNumbers'>, tables: readonly TableJson[] | undefined): string | null {
  if (!tables) return null
  const inactive = combination.tableNumbers.filter((n) => !tables.some((t) => t.tableNumber === n && t.isActive))
  if (inactive.length === 0) return null
  const which = inactive.length === 1 ? `Table ${inactive[0]} is` : `${joinedTablesName(inactive)} are`
  return `${which} inactive: these joined tables take no bookings until ${inactive.length === 1 ? 'it is' : 'they are'} reactivated.`
}

/** The 409 of removing joined tables that bookings are on: its message and those bookings; null otherwise. */
export function combinationInUseOf(error: unknown): { message: string; affected: AffectedBooking[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = error.body as { message?: unknown; affected?: unknown } | null
  if (typeof body?.message !== 'string' || !Array.isArray(body.affected) || body.affected.length === 0) return null
  return { message: body.message, affected: body.affected as AffectedBooking[] }
}
