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

/** The most recently made reservations, newest first (ties: the higher id is newer). */
export function recentReservations<T extends DashboardReservation>(
  reservations: readonly T[],
  limit: number = RECENT_RESERVATIONS_COUNT,
): T[] {
  return [...reservations]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, limit)
}
