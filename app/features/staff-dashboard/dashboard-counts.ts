import { EXTRAS_SECTION, RECENT_RESERVATIONS_COUNT } from '~/lib/constants'

interface DashboardReservation {
  id: number
  date: string
  status: string
  createdAt: string
}

/** 'Total Menu Items': every entry of the menu list except the EXTRAS_SECTION heading markers. */
export function countMenuItems(menu: readonly { name: string }[]): number {
  return menu.filter((item) => item.name !== EXTRAS_SECTION).length
}

/** Total, today's (venue-local `today`, 'yyyy-MM-dd') and pending reservations. */
export function reservationCounts(reservations: readonly DashboardReservation[], today: string) {
  return {
    total: reservations.length,
    today: reservations.filter((r) => r.date === today).length,
    pending: reservations.filter((r) => r.status === 'pending').length,
  }
}

/** Guests booked for `today` (venue-local): the parties of its bookings that are not cancelled, and how many bookings. */
export function todayCovers(reservations: readonly (DashboardReservation & { guests: number })[], today: string) {
  const booked = reservations.filter((r) => r.date === today && r.status !== 'cancelled')
  return { covers: booked.reduce((sum, r) => sum + r.guests, 0), bookings: booked.length }
}

/** The most recently made reservations, newest first (ties: the higher id is newer). */
export function recentReservations<T extends DashboardReservation>(
  reservations: readonly T[],
  limit: number = RECENT_RESERVATIONS_COUNT,
): T[] {
  return [...reservations]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, limit)
}
