import { type OpeningHoursJson, openingHoursKeys, openingHoursPaths } from '~/contracts/opening-hours'
import { useVenueSetting } from './venue-setting-query'

/** The venue's opening hours (GET /api/opening-hours): the page's loader gives the first answer. */
export function useOpeningHours(initialData?: OpeningHoursJson) {
  return useVenueSetting(openingHoursKeys.all, openingHoursPaths.hours, initialData)
}
