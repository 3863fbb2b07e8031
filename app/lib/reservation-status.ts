/**
 * The reservation statuses as staff see them, in one place: the palette of the calendar entries, the legend, the
 * lists and the badges; the labels; which statuses hold seats; and the host stand's one-tap actions.
 * The four booking statuses have fixed colours; arrived and no-show are the host stand's. Badges are
 * the same hues as light Tailwind tints with dark text, so they pass WCAG AA. An unknown status is neutral blue.
 */
import { BOOKING_STATUSES, OFFER_STATUSES, type ReservationStatus } from './constants'

interface StatusLook {
  /** The calendar entry's background and border, and the legend's swatch. */
  color: string
  /** The classes of the status badge. */
  badge: string
}

export const STATUS_PALETTE: Record<ReservationStatus, StatusLook> = {
  pending: { color: '#eab308', badge: 'bg-yellow-100 text-yellow-900 border border-yellow-400' },
  confirmed: { color: '#22c55e', badge: 'bg-green-100 text-green-900 border border-green-500' },
  cancelled: { color: '#ef4444', badge: 'bg-red-100 text-red-900 border border-red-400 line-through' },
  completed: { color: '#3b82f6', badge: 'bg-blue-100 text-blue-900 border border-blue-400' },
  arrived: { color: '#a78bfa', badge: 'bg-violet-100 text-violet-900 border border-violet-400' },
  'no-show': { color: '#9ca3af', badge: 'bg-gray-100 text-gray-800 border border-gray-400 line-through' },
  requested: { color: '#fb923c', badge: 'bg-orange-100 text-orange-900 border border-orange-400' },
  declined: { color: '#d1d5db', badge: 'bg-gray-100 text-gray-700 border border-gray-300 line-through' },
  offered: { color: '#2dd4bf', badge: 'bg-teal-50 text-teal-900 border border-teal-400 border-dashed' },
  lapsed: { color: '#e5e7eb', badge: 'bg-gray-50 text-gray-700 border border-gray-300 line-through' },
}

export const OTHER_STATUS_LOOK: StatusLook = { color: '#64748b', badge: 'bg-sky-50 text-sky-900 border border-sky-300' }

/** Dark text that reads on all the status colours (contrast >= 4.5:1). */
export const STATUS_TEXT_COLOR = '#111827'

export function isReservationStatus(value: string): value is ReservationStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value)
}

function lookOf(status: string): StatusLook {
  return isReservationStatus(status) ? STATUS_PALETTE[status] : OTHER_STATUS_LOOK
}

/** The status's colour as a hex value (calendar entries, legend swatches, floor blocks). */
export function statusColor(status: string): string {
  return lookOf(status).color
}

/** The status badge's classes. */
export function statusBadgeClass(status: string): string {
  return lookOf(status).badge
}

const SPECIAL_LABELS: Record<string, string> = { offered: 'Held for waitlist', lapsed: 'Offer lapsed' }

/** 'pending' -> 'Pending', 'no-show' -> 'No-show': the status as staff read it. */
export function statusLabel(status: string): string {
  return SPECIAL_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1)
}

/** Statuses whose bookings hold their table or bar seats: booked, seated now, or held for a waitlist guest's offer. */
export const HOLDING_STATUSES = ['pending', 'confirmed', 'arrived', 'offered'] as const satisfies readonly ReservationStatus[]

export function isHolding(status: string): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status)
}

/** Bookings that will not happen: drawn greyed and struck through, their table and seats free. */
export function isInactive(status: string): boolean {
  return status === 'cancelled' || status === 'no-show' || status === 'declined' || status === 'lapsed'
}

/** Bookings still to arrive: the host's "still expected". */
export function isExpected(status: string): boolean {
  return status === 'pending' || status === 'confirmed'
}

export interface StatusAction {
  status: ReservationStatus
  /** The button's words ('Arrived', 'Undo arrival'). */
  label: string
}

const SERVICE_ACTIONS = new Map<string, ReadonlyArray<[ReservationStatus, string]>>([
  ['pending', [['arrived', 'Arrived'], ['confirmed', 'Confirm'], ['no-show', 'No-show']]],
  ['confirmed', [['arrived', 'Arrived'], ['no-show', 'No-show']]],
  ['arrived', [['completed', 'Left'], ['confirmed', 'Undo arrival']]],
  ['no-show', [['arrived', 'Arrived late'], ['confirmed', 'Undo no-show']]],
  ['completed', [['arrived', 'Still seated']]],
  ['cancelled', [['confirmed', 'Reopen']]],
])

/**
 * The host's one-tap actions for a booking in `status`, the likeliest first: mark arrived or a no-show, and take a
 * mistaken mark back. Any other change is the status selector's.
 */
export function serviceActions(status: string): StatusAction[] {
  return (SERVICE_ACTIONS.get(status) ?? []).map(([next, label]) => ({ status: next, label }))
}

/**
 * The statuses staff choose from for a booking: every status but a waitlist offer's (made and ended by the waitlist
 * alone: an offer's own hold keeps its status), and cancelled only as the booking's current one (cancelling asks first, through its own button); the current
 * status is always there.
 */
export function statusesStaffChoose(current: string): ReservationStatus[] {
  if ((OFFER_STATUSES as readonly string[]).includes(current)) return [current as ReservationStatus]
  return BOOKING_STATUSES.filter((status) => status === current || (status !== 'cancelled' && !(OFFER_STATUSES as readonly string[]).includes(status)))
}
