/**
 * The reservation statuses as staff see them: one palette for the calendar entries, the legend and the status
 * badges. The hex colours are the spec's (section 9); the badges are the same hues as light Tailwind tints with dark
 * text, so they pass WCAG AA. Any other status (arrived, no-show) is neutral blue (spec section 4).
 */
import { RESERVATION_STATUSES, type ReservationStatus } from './constants'

interface StatusLook {
  /** The calendar entry's background and border, and the legend's swatch. */
  color: string
  /** The classes of the status badge. */
  badge: string
}

export const STATUS_PALETTE: Record<ReservationStatus, StatusLook> = {
  pending: { color: '#eab308', badge: 'bg-yellow-100 text-yellow-900 border border-yellow-400' },
  confirmed: { color: '#22c55e', badge: 'bg-green-100 text-green-900 border border-green-500' },
  cancelled: { color: '#ef4444', badge: 'bg-red-100 text-red-900 border border-red-400' },
  completed: { color: '#3b82f6', badge: 'bg-blue-100 text-blue-900 border border-blue-400' },
}

export const OTHER_STATUS_LOOK: StatusLook = { color: '#64748b', badge: 'bg-sky-50 text-sky-900 border border-sky-300' }

/** Dark text that reads on all four status colours (contrast >= 4.5:1). */
export const STATUS_TEXT_COLOR = '#111827'

export function isReservationStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value)
}

function lookOf(status: string): StatusLook {
  return isReservationStatus(status) ? STATUS_PALETTE[status] : OTHER_STATUS_LOOK
}

/** The status's colour as a hex value (calendar entries, legend swatches). */
export function statusColor(status: string): string {
  return lookOf(status).color
}

/** The status badge's classes. */
export function statusBadgeClass(status: string): string {
  return lookOf(status).badge
}

/** 'pending' -> 'Pending': the status as staff read it. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}
