import type { ReservationStatus } from '~/lib/constants'
import { isReservationStatus } from '~/lib/reservation-status'

/** The guest's view of a booking's status: a word for the badge and a sentence saying what it means for them. */
export interface BookingStatusText {
  label: string
  explanation: string
}

const STATUS_TEXT: Record<ReservationStatus, BookingStatusText> = {
  pending: {
    label: 'Pending',
    explanation: 'Your seats are held for you. Our team will confirm your booking soon.',
  },
  confirmed: {
    label: 'Confirmed',
    explanation: 'Your booking is confirmed. We look forward to seeing you!',
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
}

export function bookingStatusText(status: string): BookingStatusText {
  return isReservationStatus(status) ? STATUS_TEXT[status] : { label: status.charAt(0).toUpperCase() + status.slice(1), explanation: '' }
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
