import { useQuery } from '@tanstack/react-query'
import { type EventJson, eventKeys, eventPaths } from '~/contracts/events'
import { getJson } from '~/lib/api'

export function useUpcomingEvents(initialData?: EventJson[]) {
  return useQuery({ queryKey: eventKeys.upcoming(), queryFn: getJson<EventJson[]>(eventPaths.upcoming), initialData })
}
