import { useInfiniteQuery } from '@tanstack/react-query'
import { type AuditFilters, auditKeys, type AuditPageJson, auditPaths } from '~/contracts/audit'
import { apiRequest } from '~/lib/api'

/** The trail under `filters`, newest first, one page of 50 after another ("Load more": fetchNextPage). */
export function useAuditTrail(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...auditKeys.list(), filters],
    queryFn: ({ pageParam, signal }) => apiRequest<AuditPageJson>('GET', auditPaths.list(filters, pageParam), undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnMount: 'always',
  })
}
