import { useQuery } from '@tanstack/react-query'

/** An active offer as GET /api/offers/active returns it (price in integer centavos). */
export interface ActiveOfferJson {
  id: number
  name: string
  price: number
}

export const activeOffersQueryKey = ['/api/offers/active'] as const

export function useActiveOffers(initialData?: ActiveOfferJson[]) {
  return useQuery<ActiveOfferJson[]>({ queryKey: activeOffersQueryKey, initialData })
}
