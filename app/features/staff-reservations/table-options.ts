import type { ReservationJson } from '~/contracts/reservations'
import { plural } from '~/lib/plural'
import type { SeatingTable } from '~/lib/seating'

export interface TableOption {
  /** The table id as text; '' for no table. */
  value: string
  label: string
}

export const NO_TABLE_VALUE = ''
export const NO_TABLE_LABEL = 'No table'

/**
 * The choices for a table booking: 'No table', then every active table that seats the party, by number.
 * The booking's own table stays listed (so the selector shows it) even when it no longer qualifies,
 * marked inactive or too small; the server refuses to assign such a table anew.
 */
export function tableOptions(
  tables: readonly SeatingTable[] | undefined,
  reservation: Pick<ReservationJson, 'guests' | 'tableId' | 'tableNumber'>,
): TableOption[] {
  const fitting = (tables ?? []).filter((t) => t.isActive && t.capacity >= reservation.guests)
  const choices = fitting.map((t) => ({ number: t.tableNumber, option: { value: String(t.id), label: `Table ${t.tableNumber} (${plural(t.capacity, 'seat')})` } }))
  if (reservation.tableId != null && !fitting.some((t) => t.id === reservation.tableId)) {
    const own = tables?.find((t) => t.id === reservation.tableId)
    const number = own?.tableNumber ?? reservation.tableNumber ?? reservation.tableId
    const note = !own ? '' : !own.isActive ? ' (inactive)' : ` (${plural(own.capacity, 'seat')}, too small)`
    choices.push({ number, option: { value: String(reservation.tableId), label: `Table ${number}${note}` } })
  }
  choices.sort((a, b) => a.number - b.number)
  return [{ value: NO_TABLE_VALUE, label: NO_TABLE_LABEL }, ...choices.map((c) => c.option)]
}

/** The selector's value for a table id, and back. */
export function tableValue(tableId: number | null): string {
  return tableId == null ? NO_TABLE_VALUE : String(tableId)
}

export function tableIdOf(value: string): number | null {
  return value === NO_TABLE_VALUE ? null : Number(value)
}

/** Only table bookings sit at a table; bar guests sit at the bar. */
export function hasTableChoice(reservation: Pick<ReservationJson, 'seatingPreference'>): boolean {
  return reservation.seatingPreference === 'table'
}
