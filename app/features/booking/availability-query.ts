import { useQuery } from '@tanstack/react-query'
import { type AvailabilityJson, type AvailabilityQuery, availabilityKeys, bookingPaths } from '~/contracts/bookings'
import { type SeatingRulesJson, seatingRulesKeys, seatingRulesPaths } from '~/contracts/seating-rules'
import { getJson } from '~/lib/api'
import { useVenueSetting } from './venue-setting-query'

/**
 * The availability of the chosen day and party; idle while the form's values are not a valid question. With `token`,
 * as the guest moving that booking sees it (its own seats free).
 */
export function useAvailability(query: AvailabilityQuery | null, token?: string) {
  const question = query ?? { date: '', guests: 0, seating: 'table' as const }
  return useQuery({
    queryKey: token ? [...availabilityKeys.day(question), 'moving', token] : availabilityKeys.day(question),
    queryFn: getJson<AvailabilityJson>(token ? bookingPaths.changeAvailability(token, question) : bookingPaths.availability(question)),
    // Tables fill up while a guest is choosing: ask again when they come back to a day after a little while.
    staleTime: 30_000,
    enabled: query !== null,
  })
}

/**
 * The venue's seating rules (GET /api/seating-rules): the booking grid and the stays, before availability answers. The
 * page's loader gives the first answer.
 */
export function useSeatingRules(initialData?: SeatingRulesJson) {
  return useVenueSetting(seatingRulesKeys.all, seatingRulesPaths.rules, initialData)
}
