import { useQuery } from '@tanstack/react-query'
import { VISITOR_STATS_REFETCH_MS } from '~/lib/constants'
import type { VisitorStats } from '~/lib/api-types'

export const visitorStatsQueryKey = ['/api/visitor-stats'] as const

/** Refreshed every 30 seconds (spec section 9). */
export function useVisitorStats() {
  return useQuery<VisitorStats>({ queryKey: visitorStatsQueryKey, refetchInterval: VISITOR_STATS_REFETCH_MS })
}

