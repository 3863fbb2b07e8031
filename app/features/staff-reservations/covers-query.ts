import { useQuery } from '@tanstack/react-query'
import { reservationsQueryKey } from './reservations-query'

/** One day of GET /api/reservations/covers: guests expected from the day's non-cancelled bookings. */
export interface CoversDay {
  /** yyyy-MM-dd, venue-local. */
  date: string
  covers: number
  bookings: number
  tableCovers: number
  barCovers: number
}

/**
 * The next seven days from the venue's today (the server's default range). The key starts with the
 * reservations path, so every booking change that refetches the reservations refetches this too.
 */
export const coversQueryKey = [`${reservationsQueryKey[0]}/covers`] as const

export function useCovers() {
  return useQuery<{ days: CoversDay[] }>({ queryKey: coversQueryKey })
}
