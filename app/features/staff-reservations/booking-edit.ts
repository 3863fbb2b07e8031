import { type ReservationJson, reservationMessages } from '~/contracts/reservations'
import { MAX_GUESTS } from '~/lib/constants'

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
 * What to send for PATCH /api/reservations/:id: only what changed ('' clears the note), or the field messages
 * (the server's own texts). `nothing` when the draft is the booking as it is.
 */
export function bookingChanges(
  reservation: Pick<ReservationJson, 'staffNote' | 'guests' | 'time'>,
  draft: BookingDraft,
): { errors: BookingEditErrors } | { change: BookingChangeBody } | { nothing: true } {
  const errors: BookingEditErrors = {}
  const guests = Number(draft.guests)
  if (draft.guests.trim() === '' || !Number.isFinite(guests)) errors.guests = reservationMessages.guestsMin
  else if (!Number.isInteger(guests)) errors.guests = reservationMessages.guestsWhole
  else if (guests < 1) errors.guests = reservationMessages.guestsMin
  else if (guests > MAX_GUESTS) errors.guests = reservationMessages.guestsMax
  const note = draft.staffNote.trim()
  if (note.length > STAFF_NOTE_MAX) errors.staffNote = reservationMessages.staffNoteLong
  if (Object.keys(errors).length > 0) return { errors }

  const change: BookingChangeBody = {}
  if (note !== (reservation.staffNote ?? '')) change.staffNote = note === '' ? null : note
  if (guests !== reservation.guests) change.guests = guests
  if (draft.time !== reservation.time) change.time = draft.time
  return Object.keys(change).length === 0 ? { nothing: true } : { change }
}
