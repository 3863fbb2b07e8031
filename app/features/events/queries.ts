import { useQuery } from '@tanstack/react-query'
import { type UpcomingEventJson, eventKeys, eventPaths } from '~/contracts/events'
import { getJson } from '~/lib/api'

export function useUpcomingEvents(initialData?: UpcomingEventJson[]) {
  return useQuery({ queryKey: eventKeys.upcoming(), queryFn: getJson<UpcomingEventJson[]>(eventPaths.upcoming), initialData })
}
