import type { ReservationStatus } from '~/lib/constants'
import { isReservationStatus } from '~/lib/reservation-status'
import { type BookingKey, type BookingWords, ENGLISH_WORDS } from './booking-words'

/**
 * The guest's view of a booking's status, in one place: a word for the badge, a sentence saying what it means for
 * them, and the badge's calm colours (staff's colours are app/lib/reservation-status.ts).
 *
 * One wording for a new booking everywhere: the form's toast says 'Reservation Confirmed', so a new booking
 * (status `pending`: its seats are held, staff have not looked at it yet) reads as booked, with the staff's
 * check explained calmly; `confirmed` means staff have looked at it too.
 */
export interface BookingStatusText {
  label: string
  explanation: string
}

/** The confirmation panel's words for a booking just made (they agree with the toast and with `pending`). */
export const NEW_BOOKING_TEXT = {
  heading: ENGLISH_WORDS.t('confirmedHeading'),
  thanks: (name: string) => ENGLISH_WORDS.t('confirmedThanks', { name }),
} as const

const STATUS_KEYS: Record<ReservationStatus, [BookingKey, BookingKey]> = {
  pending: ['statusPending', 'statusPendingText'],
  confirmed: ['statusConfirmed', 'statusConfirmedText'],
  cancelled: ['statusCancelled', 'statusCancelledText'],
  completed: ['statusCompleted', 'statusCompletedText'],
  arrived: ['statusArrived', 'statusArrivedText'],
  'no-show': ['statusNoShow', 'statusNoShowText'],
  requested: ['statusRequested', 'statusRequestedText'],
  declined: ['statusDeclined', 'statusDeclinedText'],
  // A guest never opens an offer's hold as a booking (it has no token until accepted); the nearest words if they did.
  offered: ['statusPending', 'statusPendingText'],
  lapsed: ['statusCancelled', 'statusCancelledText'],
}

/** Calm badge colours: booked and confirmed in the venue's blue and green, the rest neutral (dark text, WCAG AA). */
const STATUS_BADGE: Record<ReservationStatus, string> = {
  pending: 'border border-sky-300 bg-sky-50 text-sky-900',
  confirmed: 'border border-green-400 bg-green-50 text-green-900',
  arrived: 'border border-green-400 bg-green-50 text-green-900',
  completed: 'border border-border bg-card text-foreground',
  cancelled: 'border border-border bg-muted text-foreground',
  'no-show': 'border border-border bg-muted text-foreground',
  requested: 'border border-sky-300 bg-sky-50 text-sky-900',
  declined: 'border border-border bg-muted text-foreground',
  offered: 'border border-sky-300 bg-sky-50 text-sky-900',
  lapsed: 'border border-border bg-muted text-foreground',
}

export function guestStatusBadgeClass(status: string): string {
  return isReservationStatus(status) ? STATUS_BADGE[status] : 'border border-border bg-card text-foreground'
}

/** A declined group request says staff's message (`guestMessage`) after 'Declined:'. */
export function bookingStatusText(status: string, guestMessage?: string | null, w: BookingWords = ENGLISH_WORDS): BookingStatusText {
  if (!isReservationStatus(status)) return { label: status.charAt(0).toUpperCase() + status.slice(1), explanation: '' }
  const [label, explanation] = STATUS_KEYS[status]
  if (status === 'declined' && guestMessage) return { label: w.t(label), explanation: w.t('statusDeclinedMessage', { message: guestMessage }) }
  return { label: w.t(label), explanation: w.t(explanation) }
}

/** A group request not (or never) confirmed: it books nothing, so its page says nothing of a confirmation e-mail. */
export function isRequestStatus(status: string): boolean {
  return status === 'requested' || status === 'declined'
}

/**
 * Why a booking that is still held can no longer be cancelled online (canCancel false): its start has come.
 * Null when the status itself says it (cancelled, completed) or when it can still be cancelled.
 */
export function cannotCancelReason(booking: { status: string; canCancel: boolean }, w: BookingWords = ENGLISH_WORDS): string | null {
  if (booking.canCancel) return null
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null
  return w.t('cannotCancel')
}
