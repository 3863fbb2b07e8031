/**
 * What the staff 'New booking' form reads of the server's answer: a refusal to show beside the fields (a 400's
 * field messages, a 409's other times or a table free until a later booking), and the success toast.
 */
import {
  type BookingConflictBody,
  DUPLICATE_BOOKING,
  type DuplicateBookingBody,
  type StaffCreatedReservationJson,
  type StaffSeatingHint,
  type TableClashBody,
} from '~/contracts/reservations'
import type { StaffReservationInput } from '~/contracts/reservations.schemas'
import { ApiError } from '~/lib/api'
import { isQuarterTime } from '~/lib/bookable-times'
import { plural } from '~/lib/plural'
import { MAX_STAY_MINUTES, STAY_STEP_MINUTES } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'
import { type FieldErrors, formField } from './new-booking-form'

/** A table free now but not for the whole stay: the party may sit there until the next booking at it. */
export interface SeatUntil {
  /** 'HH:mm'. */
  freeUntil: string
  freeMinutes: number
  /** The tables free until then; null: the tables the booking asked for. */
  tableNumbers: number[] | null
}

/** What the dialog shows itself of a refused booking; null for a failure only a toast tells. */
export type NewBookingFailure =
  | { kind: 'fields'; fieldErrors: FieldErrors; message: string | null }
  | { kind: 'conflict'; message: string; alternatives: string[]; seatUntil: SeatUntil | null; duplicate: boolean }

function isStay(minutes: unknown): minutes is number {
  return Number.isInteger(minutes) && (minutes as number) >= STAY_STEP_MINUTES && (minutes as number) <= MAX_STAY_MINUTES && (minutes as number) % STAY_STEP_MINUTES === 0
}

/** A 409's table free until a later booking (StaffSeatingHint, TableClashBody), when it says one. */
function seatUntilOf(body: Partial<StaffSeatingHint & TableClashBody>): SeatUntil | null {
  if (typeof body.freeUntil !== 'string' || !isQuarterTime(body.freeUntil) || !isStay(body.freeMinutes)) return null
  const numbers = Array.isArray(body.tableNumbers) && body.tableNumbers.every((n) => Number.isInteger(n)) ? body.tableNumbers : null
  return { freeUntil: body.freeUntil, freeMinutes: body.freeMinutes, tableNumbers: numbers && numbers.length > 0 ? numbers : null }
}

/**
 * A refusal the dialog shows beside its fields: a 400's field messages on their fields (others as a message),
 * a 409's message with, for a party the venue cannot seat then, the other times it can (BookingConflictBody), and
 * when a table is free now but not for the whole stay, until when (to seat the party until then); and whether it is
 * the same guest's second booking at that time (which staff may record anyway).
 */
export function newBookingFailure(error: unknown): NewBookingFailure | null {
  if (!(error instanceof ApiError) || !error.body) return null
  if (error.status === 409 && error.body.message) {
    const body = error.body as Partial<BookingConflictBody & StaffSeatingHint & TableClashBody & DuplicateBookingBody>
    const times = Array.isArray(body.alternatives) ? body.alternatives.filter((t): t is string => typeof t === 'string' && isQuarterTime(t)) : []
    return {
      kind: 'conflict',
      message: error.body.message,
      alternatives: times.slice(0, 3),
      seatUntil: seatUntilOf(body),
      // The same guest already holds a booking then: staff may record this one anyway (allowDuplicate).
      duplicate: body.code === DUPLICATE_BOOKING,
    }
  }
  if (error.status === 400) {
    const fieldErrors: FieldErrors = {}
    const others: string[] = []
    for (const detail of error.body.details ?? []) {
      const field = formField(detail.path)
      if (field && !fieldErrors[field]) fieldErrors[field] = detail.message
      else if (!field) others.push(detail.message)
    }
    if (Object.keys(fieldErrors).length === 0 && others.length === 0) return null
    return { kind: 'fields', fieldErrors, message: others[0] ?? null }
  }
  return null
}

/** 'Seat until 9:30 PM': the one tap that seats the party until the table's next booking. */
export function seatUntilLabel(seatUntil: Pick<SeatUntil, 'freeUntil'>): string {
  return `Seat until ${formatTime12h(seatUntil.freeUntil)}`
}

/** The same booking again, staying until the table's next booking, at the tables free until then. */
export function seatUntilBody(sent: StaffReservationInput, seatUntil: SeatUntil): StaffReservationInput {
  const { tableNumber, tableNumbers, ...rest } = sent
  const tables = seatUntil.tableNumbers ?? tableNumbers ?? (tableNumber != null ? [tableNumber] : undefined)
  return { ...rest, stayMinutes: seatUntil.freeMinutes, ...(tables ? { tableNumbers: tables } : {}) }
}

/** The success toast: 'Booking BB-7K3QM saved for Ana Reyes, 4 guests at 7:30 PM'. */
export function savedBookingText(booking: Pick<StaffCreatedReservationJson, 'reference' | 'name' | 'guests' | 'time'>): string {
  return `Booking ${booking.reference} saved for ${booking.name}, ${plural(booking.guests, 'guest')} at ${formatTime12h(booking.time)}`
}
