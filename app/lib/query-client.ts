import { QueryClient } from '@tanstack/react-query'

/**
 * The defaults: no interval, no refetch on focus, never stale, no retries. Each query brings its own
 * function (`getJson(path)` with its contract's key), so keys can be hierarchical and invalidated by prefix.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
