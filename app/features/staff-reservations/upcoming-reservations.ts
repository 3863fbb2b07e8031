/** 'All Reservations' and the calendar: the bookings from today on, read a page at a time (GET /api/reservations). */
import { type ReservationJson, reservationPaths } from '~/contracts/reservations'
import { ApiError } from '~/lib/api'

/** Pages read at most for one view (the server's pages hold 200): later bookings are found by date or search. */
export const UPCOMING_PAGES_SHOWN = 5

export interface UpcomingReservations {
  reservations: ReservationJson[]
  /** True when more bookings follow the ones read. */
  more: boolean
}

/** The address of the next page in a Link header (`<...>; rel="next"`), or null on the last page. */
export function nextPagePath(link: string | null): string | null {
  const match = link ? /<([^>]+)>\s*;\s*rel="next"/.exec(link) : null
  return match ? match[1] : null
}

async function readPage(path: string, signal?: AbortSignal): Promise<{ list: ReservationJson[]; next: string | null }> {
  const res = await fetch(path, { signal, credentials: 'include' })
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null)
  return { list: (await res.json()) as ReservationJson[], next: nextPagePath(res.headers.get('link')) }
}

/** The first UPCOMING_PAGES_SHOWN pages of the bookings from today on, and whether more follow. */
export async function readUpcomingReservations({ signal }: { signal?: AbortSignal } = {}): Promise<UpcomingReservations> {
  const reservations: ReservationJson[] = []
  let path: string | null = reservationPaths.list
  for (let pages = 0; path && pages < UPCOMING_PAGES_SHOWN; pages++) {
    const page = await readPage(path, signal)
    reservations.push(...page.list)
    path = page.next
  }
  return { reservations, more: path !== null }
}
