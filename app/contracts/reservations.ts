/**
 * Reservations' contract: a guest's booking request (POST /api/reservations) and the staff views of reservations
 * (list, status, table, covers). Dates are venue-local 'yyyy-MM-dd', times venue-local 'HH:mm', instants ISO.
 */
import type { ErrorEnvelope } from './errors'

/** Spec section 5's messages, exact, plus the rules the spec leaves open. */
export const reservationMessages = {
  name: 'Please enter your name',
  date: 'Please select a date',
  datePast: 'Please select today or a later date',
  dateTooFar: 'We take bookings up to 365 days ahead. Please select an earlier date',
  time: 'Please select a time',
  timeNotSlot: 'Please select one of the listed times',
  timePast: 'Please select a time later than now',
  guestsMin: 'Must have at least 1 guest',
  guestsMax: 'Maximum 20 guests per reservation',
  guestsWhole: 'Number of guests must be a whole number',
  email: 'Invalid email format',
  phoneShort: 'Phone number is too short',
  phoneLong: 'Phone number is too long',
  seating: 'Please select a seating preference',
  notesLong: 'Special requests must be 1000 characters or fewer',
  nameLong: 'Name must be 100 characters or fewer',
  status: 'Status must be one of pending, confirmed, completed, cancelled',
  fromDate: 'From must be a date (yyyy-MM-dd)',
  toDate: 'To must be a date (yyyy-MM-dd) on or after From',
  range: 'Ask for at most 366 days at once',
  tableId: 'Table must be a table id or null',
} as const

/** A reservation as staff see it (never the guest's token hash). */
export interface ReservationJson {
  id: number
  name: string
  email: string
  phone: string | null
  date: string
  time: string
  guests: number
  seatingPreference: string
  tableId: number | null
  notes: string | null
  status: string
  /** ISO instant. */
  createdAt: string
  /** The booking reference guests quote ('BB-7K3QM'); null for bookings made before references existed. */
  reference: string | null
  /** The number of the assigned table (what staff call it); null without a table. */
  tableNumber: number | null
}

/** The fields of a reservation its guest may see too (GET /api/bookings/:token). */
export type GuestVisibleField =
  | 'reference'
  | 'name'
  | 'email'
  | 'phone'
  | 'date'
  | 'time'
  | 'guests'
  | 'seatingPreference'
  | 'notes'
  | 'status'

/** The 201 answer to a guest's booking: the reservation plus the means to manage it. */
export interface CreatedReservationJson extends ReservationJson {
  reference: string
  /** The private token (shown once; only its SHA-256 is stored). */
  manageToken: string
  /** '/booking/<token>': the guest's private page. */
  managePath: string
}

/** 409 to a booking the venue cannot seat: up to three other times the same day that can ('HH:mm'). */
export interface BookingConflictBody extends ErrorEnvelope {
  alternatives: string[]
}

/** 409 to a table assignment: the bookings already holding the table in that window. */
export interface TableClashBody extends ErrorEnvelope {
  conflicts: Array<{ id: number; name: string; time: string; guests: number; reference: string | null }>
}

/** One day of GET /api/reservations/covers: guests expected from the day's non-cancelled bookings. */
export interface CoversDay {
  date: string
  covers: number
  bookings: number
  tableCovers: number
  barCovers: number
}

export interface CoversJson {
  days: CoversDay[]
}

/** A change to any booking invalidates `reservationKeys.all`: the list, the calendar and the covers. */
export const reservationKeys = {
  all: ['reservations'] as const,
  list: () => [...reservationKeys.all, 'list'] as const,
  covers: () => [...reservationKeys.all, 'covers'] as const,
}

export const reservationPaths = {
  list: '/api/reservations',
  covers: '/api/reservations/covers',
  status: (id: number) => `/api/reservations/${id}/status`,
  table: (id: number) => `/api/reservations/${id}/table`,
}
