import { useQuery } from '@tanstack/react-query'
import { reservationsQueryKey } from './reservations-query'
import type { CoversDay } from '~/lib/api-types'

/**
 * The next seven days from the venue's today (the server's default range). The key starts with the
 * reservations path, so every booking change that refetches the reservations refetches this too.
 */
export const coversQueryKey = [`${reservationsQueryKey[0]}/covers`] as const

export function useCovers() {
  return useQuery<{ days: CoversDay[] }>({ queryKey: coversQueryKey })
}

