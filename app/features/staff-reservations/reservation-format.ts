import { RESERVATION_STATUSES, type ReservationStatus } from '~/lib/constants'

/** 'table' -> 'Table': the seating preference as the admin area shows it. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function isReservationStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value)
}
