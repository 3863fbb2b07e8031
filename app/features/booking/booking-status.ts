import type { ReservationStatus } from '~/lib/constants'
import { isReservationStatus } from '~/lib/reservation-status'

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
  heading: 'Reservation confirmed',
  thanks: (name: string) => `Thank you, ${name}. Your seats are booked and held for you. We look forward to seeing you!`,
} as const

const STATUS_TEXT: Record<ReservationStatus, BookingStatusText> = {
  pending: {
    label: 'Booked',
    explanation: 'Your seats are booked and held for you. Our team looks over every booking and will contact you only if something changes.',
  },
  confirmed: {
    label: 'Confirmed',
    explanation: 'Our team has confirmed your booking. We look forward to seeing you!',
  },
  cancelled: {
    label: 'Cancelled',
    explanation: 'This booking has been cancelled and its seats released.',
  },
  completed: {
    label: 'Completed',
    explanation: 'This booking has taken place. Thank you for visiting us!',
  },
  arrived: {
    label: 'Arrived',
    explanation: "You're here and seated. Enjoy your evening with us!",
  },
  'no-show': {
    label: 'Missed',
    explanation: 'We missed you at your booking time, so your table has been released. You are welcome to book again.',
  },
  requested: {
    label: 'Requested',
    explanation: 'Request received: we will reply by e-mail.',
  },
  declined: {
    label: 'Declined',
    explanation: 'Declined: we cannot take this request.',
  },
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
}

export function guestStatusBadgeClass(status: string): string {
  return isReservationStatus(status) ? STATUS_BADGE[status] : 'border border-border bg-card text-foreground'
}

/** A declined group request says staff's message (`guestMessage`) after 'Declined:'. */
export function bookingStatusText(status: string, guestMessage?: string | null): BookingStatusText {
  if (status === 'declined' && guestMessage) return { ...STATUS_TEXT.declined, explanation: `Declined: ${guestMessage}` }
  return isReservationStatus(status) ? STATUS_TEXT[status] : { label: status.charAt(0).toUpperCase() + status.slice(1), explanation: '' }
}

/** A group request not (or never) confirmed: it books nothing, so its page says nothing of a confirmation e-mail. */
export function isRequestStatus(status: string): boolean {
  return status === 'requested' || status === 'declined'
}

/**
 * Why a booking that is still held can no longer be cancelled online (canCancel false): its start has come.
 * Null when the status itself says it (cancelled, completed) or when it can still be cancelled.
 */
export function cannotCancelReason(booking: { status: string; canCancel: boolean }): string | null {
  if (booking.canCancel) return null
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null
  return 'Your booking time has come, so it can no longer be cancelled online. Please contact us.'
}
