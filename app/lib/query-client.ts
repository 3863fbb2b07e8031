import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiRequest } from './api'

/** The default loader: GET the first element of the query key and parse the JSON. */
const getQueryKeyUrl: QueryFunction = ({ queryKey, signal }) => apiRequest('GET', String(queryKey[0]), undefined, signal)

/** Spec section 7 defaults: no interval, no refetch on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryKeyUrl,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
