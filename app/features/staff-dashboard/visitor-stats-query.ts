import { useQuery } from '@tanstack/react-query'
import { type VisitorStats, visitorStatsKeys, visitorStatsPaths } from '~/contracts/visitor-stats'
import { getJson } from '~/lib/api'
import { VISITOR_STATS_REFETCH_MS } from '~/lib/constants'

/** Refreshed every 30 seconds. */
export function useVisitorStats() {
  return useQuery({
    queryKey: visitorStatsKeys.all,
    queryFn: getJson<VisitorStats>(visitorStatsPaths.stats),
    refetchInterval: VISITOR_STATS_REFETCH_MS,
  })
}
