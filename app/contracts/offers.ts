/** Happy-hour offers' contract: answers, messages and query keys. Prices are integer centavos. */
import { requiredMessage, viewKeys } from './common'

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
  name: requiredMessage('Name'),
  price: 'Price must be a positive whole number of centavos',
  isActive: 'isActive must be true or false',
} as const

/** A write invalidates `offerKeys.all`: the staff list and the guests' active list. */
export const offerKeys = viewKeys('offers', 'list', 'active')

export const offerPaths = {
  list: '/api/offers',
  active: '/api/offers/active',
  item: (id: number) => `/api/offers/${id}`,
}
