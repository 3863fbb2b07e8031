/** Happy-hour offers' contract: answers, messages and query keys. Prices are integer centavos. */

export interface OfferJson {
  id: number
  name: string
  price: number
  isActive: boolean
}

/** GET /api/offers/active: what guests see. */
export type ActiveOfferJson = Pick<OfferJson, 'id' | 'name' | 'price'>

export const OFFER_NAME_MAX_LENGTH = 200

export const offerMessages = {
  name: 'Name is required',
  price: 'Price must be a positive whole number of centavos',
  isActive: 'isActive must be true or false',
} as const

/** A write invalidates `offerKeys.all`: the staff list and the guests' active list. */
export const offerKeys = {
  all: ['offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
  active: () => [...offerKeys.all, 'active'] as const,
}

export const offerPaths = {
  list: '/api/offers',
  active: '/api/offers/active',
  item: (id: number) => `/api/offers/${id}`,
}
