import { useQuery } from '@tanstack/react-query'

/** An event as GET /api/events returns it: `date` is an ISO instant. */
export interface EventJson {
  id: number
  title: string
  description: string
  date: string
  imageUrl: string | null
}

export const eventsQueryKey = ['/api/events'] as const

export function useUpcomingEvents(initialData?: EventJson[]) {
  return useQuery<EventJson[]>({ queryKey: eventsQueryKey, initialData })
}
