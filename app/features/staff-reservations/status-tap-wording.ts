/** What a card says after a status tap or its Undo: said on the card itself, never in a toast over the next cards. */
import type { ReservationJson } from '~/contracts/reservations'
import { ApiError } from '~/lib/api'
import { statusLabel } from '~/lib/reservation-status'
import { staleBooking, staleChangeMessage, statusChangeFailure } from './reservations-query'

/** 'Table 5', 'Tables 5 + 6'. */
function tablesWords(numbers: readonly number[]): string {
  return `${numbers.length > 1 ? 'Tables' : 'Table'} ${numbers.join(' + ')}`
}

/** 'is' for one table, 'are' for joined ones (or 'was'/'were'). */
const verb = (numbers: readonly number[], one: string, many: string) => (numbers.length > 1 ? many : one)

const sameTables = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i])

/** After a tap: 'Marked Arrived.', 'Marked No-show: Table 5 is free for others.' */
export function tapMessage(after: Pick<ReservationJson, 'status' | 'tableNumbers'>): string {
  const marked = `Marked ${statusLabel(after.status)}`
  const tables = after.tableNumbers
  return after.status === 'no-show' && tables.length > 0 ? `${marked}: ${tablesWords(tables)} ${verb(tables, 'is', 'are')} free for others.` : `${marked}.`
}

/**
 * After an Undo: back at the tables held before ('Back to Confirmed at Table 5.'), or re-seated by the server because
 * they were taken meanwhile ('Table 5 was taken: now at Table 7.').
 */
export function undoMessage(tablesBefore: readonly number[], after: Pick<ReservationJson, 'status' | 'tableNumbers'>): string {
  const back = `Back to ${statusLabel(after.status)}`
  if (tablesBefore.length === 0 || after.tableNumbers.length === 0) return `${back}.`
  if (sameTables(tablesBefore, after.tableNumbers)) return `${back} at ${tablesWords(after.tableNumbers)}.`
  return `${tablesWords(tablesBefore)} ${verb(tablesBefore, 'was', 'were')} taken: now at ${tablesWords(after.tableNumbers)}.`
}

/**
 * An Undo the server refused: another host's change first; a table booking whose tables were taken with none other
 * free ('Table 5 is taken and no table fits: choose one in Details.'); else the server's reason or the one failure text.
 */
export function undoRefusal(tablesBefore: readonly number[], error: unknown): string {
  const current = staleBooking(error)
  if (current) return staleChangeMessage(current)
  if (error instanceof ApiError && error.status === 409 && tablesBefore.length > 0) {
    return `${tablesWords(tablesBefore)} ${verb(tablesBefore, 'is', 'are')} taken and no table fits: choose one in Details.`
  }
  return statusChangeFailure(error)
}

/** A tap the server refused: another host's change first, or why (409), or the one failure text. */
export function tapRefusal(error: unknown): string {
  const current = staleBooking(error)
  return current ? staleChangeMessage(current) : statusChangeFailure(error)
}
