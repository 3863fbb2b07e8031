import type { ReservationJson } from '~/contracts/reservations'
import { plural } from '~/lib/plural'
import type { SeatingTable } from '~/lib/seating'
import { type CombinationChoice, combinationValue } from './new-booking-tables'

export interface TableOption {
  /** The table id as text, joined tables' numbers as '5+6'; '' for no table. */
  value: string
  label: string
}

export const NO_TABLE_VALUE = ''
export const NO_TABLE_LABEL = 'No table'

/** What PATCH /api/reservations/:id/table receives for a choice: one table by id (null: none), or joined tables by number. */
export type TableAssignmentChoice = { tableId: number | null } | { tableNumbers: number[] }

/**
 * The choices for a table booking: 'No table', then every active table that seats the party, by number, then the
 * joined tables (all in use) that seat it, smallest first ('Tables 5 + 6 (10)'). The booking's own tables stay listed
 * (so the selector shows them) even when they no longer qualify, marked inactive or too small; the server refuses to
 * assign such tables anew.
 */
export function tableOptions(
  tables: readonly SeatingTable[] | undefined,
  reservation: Pick<ReservationJson, 'guests' | 'tableId' | 'tableNumber' | 'tableNumbers'>,
  combinations: readonly CombinationChoice[] = [],
): TableOption[] {
  const own = ownValue(reservation)
  const fitting = (tables ?? []).filter((t) => t.isActive && t.capacity >= reservation.guests)
  const choices = fitting.map((t) => ({ order: [0, t.tableNumber], option: { value: String(t.id), label: `Table ${t.tableNumber} (${plural(t.capacity, 'seat')})` } }))
  if (reservation.tableNumbers.length <= 1 && reservation.tableId != null && !fitting.some((t) => t.id === reservation.tableId)) {
    const table = tables?.find((t) => t.id === reservation.tableId)
    const number = table?.tableNumber ?? reservation.tableNumber ?? reservation.tableId
    const note = !table ? '' : !table.isActive ? ' (inactive)' : ` (${plural(table.capacity, 'seat')}, too small)`
    choices.push({ order: [0, number], option: { value: String(reservation.tableId), label: `Table ${number}${note}` } })
  }
  const active = new Set((tables ?? []).filter((t) => t.isActive).map((t) => t.tableNumber))
  for (const c of combinations) {
    const value = combinationValue(c.tableNumbers)
    const inUse = c.tableNumbers.every((n) => active.has(n))
    if (!(inUse && c.capacity >= reservation.guests) && value !== own) continue
    const note = !inUse ? ', inactive' : c.capacity < reservation.guests ? ', too small' : ''
    choices.push({ order: [1, c.capacity], option: { value, label: `Tables ${value.split('+').join(' + ')} (${c.capacity}${note})` } })
  }
  if (reservation.tableNumbers.length > 1 && !choices.some((c) => c.option.value === own)) {
    choices.push({ order: [1, Number.MAX_SAFE_INTEGER], option: { value: own, label: `Tables ${reservation.tableNumbers.join(' + ')}` } })
  }
  choices.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.option.value.localeCompare(b.option.value, 'en', { numeric: true }))
  return [{ value: NO_TABLE_VALUE, label: NO_TABLE_LABEL }, ...choices.map((c) => c.option)]
}

/** The selector's value of the booking's tables: its joined tables' numbers ('5+6'), else its table's id. */
export function ownValue(reservation: Pick<ReservationJson, 'tableId' | 'tableNumbers'>): string {
  return reservation.tableNumbers.length > 1 ? combinationValue(reservation.tableNumbers) : tableValue(reservation.tableId)
}

/** The selector's value for a table id, and back. */
export function tableValue(tableId: number | null): string {
  return tableId == null ? NO_TABLE_VALUE : String(tableId)
}

export function tableIdOf(value: string): number | null {
  return value === NO_TABLE_VALUE ? null : Number(value)
}

/** What to send for a selector value: joined tables by number, else the table by id (or none). */
export function assignmentOf(value: string): TableAssignmentChoice {
  return value.includes('+') ? { tableNumbers: value.split('+').map(Number) } : { tableId: tableIdOf(value) }
}

/** The selector's value of an assignment being sent. */
export function assignmentValue(assignment: TableAssignmentChoice): string {
  return 'tableNumbers' in assignment ? combinationValue(assignment.tableNumbers) : tableValue(assignment.tableId)
}

/** Only table bookings sit at a table; bar guests sit at the bar. */
export function hasTableChoice(reservation: Pick<ReservationJson, 'seatingPreference'>): boolean {
  return reservation.seatingPreference === 'table'
}
