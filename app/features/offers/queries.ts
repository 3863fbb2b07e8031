import { useQuery } from '@tanstack/react-query'
import type { ActiveOfferJson } from '~/lib/api-types'

export const activeOffersQueryKey = ['/api/offers/active'] as const

export function useActiveOffers(initialData?: ActiveOfferJson[]) {
  return useQuery<ActiveOfferJson[]>({ queryKey: activeOffersQueryKey, initialData })
}

