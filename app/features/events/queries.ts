import { useQuery } from '@tanstack/react-query'
import type { EventJson } from '~/lib/api-types'

export const eventsQueryKey = ['/api/events'] as const

export function useUpcomingEvents(initialData?: EventJson[]) {
  return useQuery<EventJson[]>({ queryKey: eventsQueryKey, initialData })
}

