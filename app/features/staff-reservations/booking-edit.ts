import type { ReservationJson } from '~/contracts/reservations'
import { reservationChangeSchema } from '~/contracts/reservations.schemas'

/** The host's edit of a booking, as typed. */
export interface BookingDraft {
  staffNote: string
  guests: string
  time: string
}

export type BookingEditErrors = Partial<Record<keyof BookingDraft, string>>

export interface BookingChangeBody {
  staffNote?: string | null
  guests?: number
  time?: string
}

export const STAFF_NOTE_MAX = 500

export function draftOf(reservation: Pick<ReservationJson, 'staffNote' | 'guests' | 'time'>): BookingDraft {
  return { staffNote: reservation.staffNote ?? '', guests: String(reservation.guests), time: reservation.time }
}

/**
 * What to send for PATCH /api/reservations/:id: only what changed ('' clears the note), or the field messages of
 * the server's own schema (reservationChangeSchema). `nothing` when the draft is the booking as it is.
 */
export function bookingChanges(
  reservation: Pick<ReservationJson, 'staffNote' | 'guests' | 'time'>,
  draft: BookingDraft,
): { errors: BookingEditErrors } | { change: BookingChangeBody } | { nothing: true } {
  const result = reservationChangeSchema.safeParse({ staffNote: draft.staffNote, guests: draft.guests })
  if (!result.success) {
    const errors: BookingEditErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      if ((field === 'guests' || field === 'staffNote') && !errors[field]) errors[field] = issue.message
    }
    return { errors }
  }
  const { staffNote = null, guests } = result.data
  const change: BookingChangeBody = {}
  if (staffNote !== (reservation.staffNote ?? null)) change.staffNote = staffNote
  if (guests !== undefined && guests !== reservation.guests) change.guests = guests
  if (draft.time !== reservation.time) change.time = draft.time
  return Object.keys(change).length === 0 ? { nothing: true } : { change }
}
