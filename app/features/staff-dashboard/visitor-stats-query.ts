import { useQuery } from '@tanstack/react-query'
import { VISITOR_STATS_REFETCH_MS } from '~/lib/constants'

/** GET /api/visitor-stats (staff only). */
export interface VisitorStats {
  totalUniqueVisitors: number
  returningVisitors: number
  newVisitorsToday: number
  returningVisitorsToday: number
}

export const visitorStatsQueryKey = ['/api/visitor-stats'] as const

/** Refreshed every 30 seconds (spec section 9). */
export function useVisitorStats() {
  return useQuery<VisitorStats>({ queryKey: visitorStatsQueryKey, refetchInterval: VISITOR_STATS_REFETCH_MS })
}
