import { format, parseISO } from 'date-fns'
import { RESERVATION_STATUSES, type ReservationStatus } from '~/lib/constants'

/** 'table' -> 'Table': the seating preference as the admin area shows it. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** '2026-12-05' -> 'December 5, 2026' (the list's 'MMMM d, yyyy'). The date is a calendar date: no time zone. */
export function formatReservationDate(date: string): string {
  return format(parseISO(date), 'MMMM d, yyyy')
}

export function isReservationStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value)
}
