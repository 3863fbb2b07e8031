/** The menu's contract: what GET /api/menu and /api/menu/:category answer, its messages and query keys. */
import { isCleanText } from '~/lib/clean-text'
import { MENU_CATEGORIES } from '~/lib/constants'

/** A menu row (spec section 3). Prices are integer centavos. */
export interface MenuItemJson {
  id: number
  name: string
  description: string
  price: number
  category: string
  imageUrl: string | null
  isSpecial: boolean
}

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.'

export const menuItemMessages = {
  name: 'Name is required',
  description: 'Description is required',
  price: 'Price must be a positive whole number of centavos',
  category: `Category must be one of: ${MENU_CATEGORIES.join(', ')}`,
  imageUrl: 'Image URL must be a valid http(s) address',
} as const

export const MENU_NAME_MAX_LENGTH = 200
export const MENU_DESCRIPTION_MAX_LENGTH = 2000
export const IMAGE_URL_MAX_LENGTH = 2000

/** An image address staff may give: an absolute http(s) URL, or a path on this site, without spaces. */
export function isImageUrl(value: string): boolean {
  return value.length <= IMAGE_URL_MAX_LENGTH && isCleanText(value) && (/^https?:\/\/\S+$/i.test(value) || /^\/\S*$/.test(value))
}

/** Query keys, general to specific: a write invalidates `menuKeys.all` (the list and every category). */
export const menuKeys = {
  all: ['menu'] as const,
  list: () => [...menuKeys.all, 'list'] as const,
  category: (slug: string) => [...menuKeys.all, 'category', slug] as const,
}

export const menuPaths = {
  list: '/api/menu',
  category: (slug: string) => `/api/menu/${encodeURIComponent(slug)}`,
  item: (id: number) => `/api/menu/${id}`,
}
