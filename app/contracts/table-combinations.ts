/** Joined tables (staff): /api/table-combinations. Two to four tables that seat one larger party together. */
import { notFoundMessage } from './common'
import { type AffectedBooking, tableKeys } from './tables'
import type { ErrorEnvelope } from './errors'

export const MIN_JOINED_TABLES = 2
export const MAX_JOINED_TABLES = 4
export const MAX_COMBINATION_CAPACITY = 200

/** 'Tables 5 + 6': how staff and the API name joined tables (numbers ascending). */
export function joinedTablesName(tableNumbers: readonly number[]): string {
  return `Tables ${[...tableNumbers].sort((a, b) => a - b).join(' + ')}`
}

export const combinationMessages = {
  tableNumbers: `Choose ${MIN_JOINED_TABLES} to ${MAX_JOINED_TABLES} different tables to join`,
  capacity: `Seats must be a whole number from 1 to ${MAX_COMBINATION_CAPACITY}`,
  noSuchTable: (tableNumber: number) => `There is no table ${tableNumber}.`,
  inactiveTable: (tableNumber: number) => `Table ${tableNumber} is not in use (inactive): only active tables can be joined.`,
  duplicate: (tableNumbers: readonly number[]) => `${joinedTablesName(tableNumbers)} are already joined.`,
  notFound: notFoundMessage('Joined tables'),
} as const

export interface TableCombinationJson {
  id: number
  /** The joined tables' numbers, ascending. */
  tableNumbers: number[]
  /** How many guests the tables seat joined. */
  capacity: number
  /** Bookings on these joined tables that have not ended yet (holding them, or group requests given them). */
  upcomingBookings: number
}

/** 409 to removing joined tables that upcoming bookings are on: those bookings (their `tableNumber` is null). */
export interface CombinationInUseBody extends ErrorEnvelope {
  affected: AffectedBooking[]
}

/** Under the tables' key: every table change (a renumbered or deactivated table) refetches the joined tables too. */
export const tableCombinationKeys = { all: [...tableKeys.all, 'combinations'] as const }

export const tableCombinationPaths = {
  list: '/api/table-combinations',
  item: (id: number) => `/api/table-combinations/${id}`,
}
