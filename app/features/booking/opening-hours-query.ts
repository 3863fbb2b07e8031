import { useQuery } from '@tanstack/react-query'
import { type OpeningHoursJson, openingHoursKeys, openingHoursPaths } from '~/contracts/opening-hours'
import { getJson } from '~/lib/api'

/** The venue's opening hours (GET /api/opening-hours): the page's loader gives the first answer. */
export function useOpeningHours(initialData?: OpeningHoursJson) {
  return useQuery({
    queryKey: openingHoursKeys.all,
    queryFn: getJson<OpeningHoursJson>(openingHoursPaths.hours),
    initialData,
    staleTime: 5 * 60_000,
  })
}
