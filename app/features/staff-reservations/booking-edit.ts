import type { ReservationJson } from '~/contracts/reservations'
import { reservationChangeSchema } from '~/contracts/reservations.schemas'
import { formatStay, MAX_STAY_MINUTES, STAY_STEP_MINUTES } from '~/lib/seating-rules'

/** The host's edit of a booking, as typed. */
export interface BookingDraft {
  staffNote: string
  guests: string
  time: string
  /** The stay in minutes, as the select holds it. */
  stay: string
}

export type BookingEditErrors = Partial<Record<keyof BookingDraft, string>>

export interface BookingChangeBody {
  staffNote?: string | null
  guests?: number
  time?: string
  stayMinutes?: number
}

export const STAFF_NOTE_MAX = 500

type EditedBooking = Pick<ReservationJson, 'staffNote' | 'guests' | 'time' | 'stayMinutes'>

export function draftOf(reservation: EditedBooking): BookingDraft {
  return { staffNote: reservation.staffNote ?? '', guests: String(reservation.guests), time: reservation.time, stay: String(reservation.stayMinutes) }
}

/** The stays a booking may have: 15 minutes to 6 hours in quarter hours ('1 hour 30 minutes'). */
export function editStayChoices(): Array<{ value: string; label: string }> {
  return Array.from({ length: MAX_STAY_MINUTES / STAY_STEP_MINUTES }, (_, i) => {
    const minutes = (i + 1) * STAY_STEP_MINUTES
    return { value: String(minutes), label: formatStay(minutes) }
  })
}

/**
 * What to send for PATCH /api/reservations/:id: only what changed ('' clears the note), or the field messages of
 * the server's own schema (reservationChangeSchema). `nothing` when the draft is the booking as it is.
 */
export function bookingChanges(reservation: EditedBooking, draft: BookingDraft): { errors: BookingEditErrors } | { change: BookingChangeBody } | { nothing: true } {
  const result = reservationChangeSchema.safeParse({ staffNote: draft.staffNote, guests: draft.guests, stayMinutes: Number(draft.stay) })
  if (!result.success) {
    const errors: BookingEditErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'stayMinutes' ? 'stay' : issue.path[0]
      if ((field === 'guests' || field === 'staffNote' || field === 'stay') && !errors[field]) errors[field] = issue.message
    }
    return { errors }
  }
  const { staffNote = null, guests, stayMinutes } = result.data
  const change: BookingChangeBody = {}
  if (staffNote !== (reservation.staffNote ?? null)) change.staffNote = staffNote
  if (guests !== undefined && guests !== reservation.guests) change.guests = guests
  if (draft.time !== reservation.time) change.time = draft.time
  if (stayMinutes !== undefined && stayMinutes !== reservation.stayMinutes) change.stayMinutes = stayMinutes
  return Object.keys(change).length === 0 ? { nothing: true } : { change }
}
