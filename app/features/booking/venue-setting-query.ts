import { useQuery } from '@tanstack/react-query'
import { getJson } from '~/lib/api'

/** A setting staff seldom change (the hours, the seating rules), read from `path`: the page's loader gives the first answer. */
export function useVenueSetting<T>(queryKey: readonly unknown[], path: string, initialData?: T) {
  return useQuery({
    queryKey,
    queryFn: getJson<T>(path),
    initialData,
    staleTime: 5 * 60_000,
  })
}
