import type { ReservationJson } from '~/contracts/reservations'
import { isExpected } from '~/lib/reservation-status'

type CancelledBooking = Pick<ReservationJson, 'name' | 'email' | 'phone' | 'source' | 'status'>

/** Staff may cancel a booking still to come (pending or confirmed); a seated party leaves, a no-show is marked. */
export function canCancel(booking: Pick<ReservationJson, 'status'>): boolean {
  return isExpected(booking.status)
}

/**
 * Whether the guest can be told by e-mail of staff's cancellation: they gave an address and are not a walk-in. What
 * staff send is never held back by the guest e-mail limit (it counts only what guests cause).
 */
export function canEmailGuest(booking: CancelledBooking): boolean {
  return Boolean(booking.email) && booking.source !== 'walk-in'
}

/** What the cancel dialog says of the guest e-mail, with the choice made (`notify`). */
export function cancelEmailText(booking: CancelledBooking, notify: boolean): string {
  if (!canEmailGuest(booking)) {
    const call = booking.phone ? ` Call them on ${booking.phone} if they need to know.` : ''
    return `${booking.name} has no e-mail address on this booking, so no e-mail is sent.${call}`
  }
  return notify
    ? `${booking.name} will be e-mailed at ${booking.email} that the booking is cancelled.`
    : `No e-mail is sent: tell ${booking.name} yourself.`
}
