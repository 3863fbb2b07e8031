/**
 * The menu's contract: what GET /api/menu and /api/menu/:category answer, its messages, and (from ./menu-paths) its
 * paths and query keys.
 */
import { requiredMessage } from './common'
import { isCleanText } from '~/lib/clean-text'
import type { DietLabel } from '~/lib/diet'

/** A menu row. Prices are integer centavos. */
export interface MenuItemJson {
  id: number
  name: string
  description: string
  price: number
  category: string
  imageUrl: string | null
  isSpecial: boolean
  /** Diet and allergen labels, in DIET_LABELS order. */
  dietLabels: DietLabel[]
  /** ISO instant the venue day ends, while the item is sold out today; null when it is available. */
  soldOutUntil: string | null
}

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.'

export const menuItemMessages = {
  name: requiredMessage('Name'),
  description: requiredMessage('Description'),
  price: 'Price must be a positive whole number of centavos',
  category: requiredMessage('Category'),
  unknownCategory: (slugs: readonly string[]) => `Category must be one of: ${slugs.join(', ')}`,
  dietLabels: 'Diet labels must be any of: vegetarian, vegan, gluten-free, dairy-free, contains-nuts, spicy',
  emptyFlags: 'Send isSpecial or soldOutToday (true or false).',
  imageUrl: 'Image URL must be a valid http(s) address',
} as const

export const MENU_NAME_MAX_LENGTH = 200
export const MENU_DESCRIPTION_MAX_LENGTH = 2000
export const IMAGE_URL_MAX_LENGTH = 2000

/** An image address staff may give: an absolute http(s) URL, or a path on this site, without spaces. */
export function isImageUrl(value: string): boolean {
  return value.length <= IMAGE_URL_MAX_LENGTH && isCleanText(value) && (/^https?:\/\/\S+$/i.test(value) || /^\/\S*$/.test(value))
}

export { menuKeys, menuPaths } from './menu-paths'
