import { useQuery } from '@tanstack/react-query'
import { type ActiveOfferJson, offerKeys, offerPaths } from '~/contracts/offers'
import { getJson } from '~/lib/api'

export function useActiveOffers(initialData?: ActiveOfferJson[]) {
  return useQuery({ queryKey: offerKeys.active(), queryFn: getJson<ActiveOfferJson[]>(offerPaths.active), initialData })
}
