import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import { joinedTablesName, type TableCombinationJson } from '~/contracts/table-combinations'
import type { TableJson } from '~/contracts/tables'
import { dayMinute, MINUTES_PER_DAY } from '~/lib/bookable-times'
import { formatWeekdayDate } from '~/lib/date-wording'
import { hoursOn } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'

export type JoinedTables = Pick<TableCombinationJson, 'id' | 'tableNumbers' | 'capacity'>

export interface TableChoice {
  /** The option's value: the table numbers joined by '+'. */
  value: string
  label: string
  tableNumbers: number[]
}

/**
 * What a request can be seated at: every active table, and every combination of active tables, that seats the party;
 * the fewest seats first (then fewer tables, then the lowest numbers). Whether they are free then is the server's
 * check.
 */
export function tableChoices(
  tables: readonly Pick<TableJson, 'id' | 'tableNumber' | 'capacity' | 'isActive'>[],
  joined: readonly JoinedTables[],
  guests: number,
): TableChoice[] {
  const active = new Set(tables.filter((t) => t.isActive).map((t) => t.tableNumber))
  const seats = [
    ...tables.filter((t) => t.isActive).map((t) => ({ tableNumbers: [t.tableNumber], capacity: t.capacity })),
    ...joined.filter((c) => c.tableNumbers.every((n) => active.has(n))).map((c) => ({ tableNumbers: [...c.tableNumbers].sort((a, b) => a - b), capacity: c.capacity })),
  ]
  return seats
    .filter((s) => s.capacity >= guests)
    .sort((a, b) => a.capacity - b.capacity || a.tableNumbers.length - b.tableNumbers.length || a.tableNumbers[0] - b.tableNumbers[0])
    .map(({ tableNumbers, capacity }) => ({
      value: tableNumbers.join('+'),
      label: `${tablesName(tableNumbers)} (${plural(capacity, 'seat')})`,
      tableNumbers,
    }))
}

/** 'Table 5', or 'Tables 5 + 6'. */
export function tablesName(tableNumbers: readonly number[]): string {
  return tableNumbers.length === 1 ? `Table ${tableNumbers[0]}` : joinedTablesName(tableNumbers)
}

/** 'Saturday, December 5, 2026 at 7:00 PM', with '(after midnight)' for a start past the day's midnight. */
export function requestWhen(request: Pick<ReservationJson, 'date' | 'time'>, hours: OpeningHoursJson | undefined): string {
  const minute = hours ? dayMinute(hoursOn(hours, request.date), request.time) : null
  const late = minute !== null && minute >= MINUTES_PER_DAY ? ' (after midnight)' : ''
  return `${formatWeekdayDate(request.date)} at ${formatTime12h(request.time)}${late}`
}
