/** The venue's tables and bar seats (staff): /api/tables and /api/bar-seats. */
import type { ErrorEnvelope } from './errors'

export const MAX_TABLE_NUMBER = 999
export const MAX_TABLE_CAPACITY = 50
export const MAX_BAR_SEATS = 200

export const tableMessages = {
  tableNumber: `Table number must be a whole number from 1 to ${MAX_TABLE_NUMBER}`,
  capacity: `Seats must be a whole number from 1 to ${MAX_TABLE_CAPACITY}`,
  isActive: 'Active must be true or false',
  confirm: 'Confirm must be true or false',
  barSeats: `Bar seats must be a whole number from 0 to ${MAX_BAR_SEATS}`,
  noSuchTable: 'There is no such table.',
} as const

export interface TableJson {
  id: number
  tableNumber: number
  capacity: number
  isActive: boolean
  /** Pending or confirmed bookings at this table that have not ended yet. */
  upcomingBookings: number
}

/** A booking touched by a table or bar-seat change (the API's `affected`, `moved` and `unassigned`). */
export interface AffectedBooking {
  id: number
  reference: string | null
  name: string
  date: string
  time: string
  guests: number
  status: string
  /** Its table after the change; null when none was free (or before the change). */
  tableNumber: number | null
}

/** PATCH /api/tables/:id answer. */
export interface TableChangeResult {
  table: TableJson
  /** Upcoming bookings moved to another free table (tableNumber is the new one). */
  moved: AffectedBooking[]
  /** Upcoming bookings left without a table because none was free: staff should call these guests. */
  unassigned: AffectedBooking[]
}

/**
 * 409 to a change that would unseat upcoming bookings (deactivating or shrinking a table without `confirm`,
 * fewer bar seats than booked): the bookings in the way.
 */
export interface AffectedBookingsBody extends ErrorEnvelope {
  affected: AffectedBooking[]
}

export interface BarSeatsJson {
  barSeats: number
}

export const tableKeys = { all: ['tables'] as const }
export const barSeatKeys = { all: ['bar-seats'] as const }

export const tablePaths = {
  list: '/api/tables',
  item: (id: number) => `/api/tables/${id}`,
  barSeats: '/api/bar-seats',
}
