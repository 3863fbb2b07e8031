import { EXTRAS_SECTION, MENU_CATEGORIES, type MenuCategory } from '~/lib/constants'
import { centavosToPesoInput, parsePesoInput } from '~/lib/money'
import { menuItemMessages, type MenuItemInput } from '~/schemas/menu-item'
import type { MenuItemJson } from '~/lib/api-types'

/** What the add/edit dialog holds: the price as the peso text staff typed. */
export interface MenuItemFormValues {
  name: string
  description: string
  price: string
  category: string
  imageUrl: string
  isSpecial: boolean
}

export const PRICE_FORMAT_MESSAGE = 'Enter the price in pesos, e.g. 123.45'

/** The add dialog offers every category but 'vegetarian' (spec section 2); the edit dialog offers all. */
export const ADD_DIALOG_CATEGORIES: readonly MenuCategory[] = MENU_CATEGORIES.filter((c) => c !== 'vegetarian')
export const EDIT_DIALOG_CATEGORIES: readonly MenuCategory[] = MENU_CATEGORIES

export const EMPTY_MENU_ITEM_FORM: MenuItemFormValues = {
  name: '',
  description: '',
  price: '',
  category: 'breakfast',
  imageUrl: '',
  isSpecial: false,
}

export function menuItemToFormValues(item: MenuItemJson): MenuItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: item.name === EXTRAS_SECTION && item.price === 0 ? '' : centavosToPesoInput(item.price),
    category: item.category,
    imageUrl: item.imageUrl ?? '',
    isSpecial: item.isSpecial,
  }
}

export type MenuItemFormResult =
  | { ok: true; input: MenuItemInput }
  | { ok: false; missingRequired: boolean; fieldErrors: Partial<Record<keyof MenuItemFormValues, string>> }

/**
 * Checks the dialog and converts it to the API's input (price in centavos).
 * Name, description and a nonzero price are required ('Please fill in all required fields.');
 * the EXTRAS_SECTION marker is a heading and needs neither description nor price.
 * A price that is not an amount of pesos, or an unusable image address, is a field error.
 */
export function parseMenuItemForm(values: MenuItemFormValues, categories: readonly string[]): MenuItemFormResult {
  const name = values.name.trim()
  const description = values.description.trim()
  const priceText = values.price.trim()
  const imageUrl = values.imageUrl.trim()
  const isMarker = name === EXTRAS_SECTION
  const fieldErrors: Partial<Record<keyof MenuItemFormValues, string>> = {}

  const price = priceText === '' ? (isMarker ? 0 : null) : parsePesoInput(priceText)
  if (priceText !== '' && price === null) fieldErrors.price = PRICE_FORMAT_MESSAGE
  if (imageUrl !== '' && !(/^https?:\/\/\S+$/i.test(imageUrl) || imageUrl.startsWith('/'))) {
    fieldErrors.imageUrl = menuItemMessages.imageUrl
  }
  if (!categories.includes(values.category)) fieldErrors.category = 'Please choose a category'

  const missingRequired =
    name === '' || (!isMarker && (description === '' || priceText === '' || (price !== null && price === 0)))

  if (missingRequired || Object.keys(fieldErrors).length > 0 || price === null) {
    return { ok: false, missingRequired, fieldErrors }
  }
  return {
    ok: true,
    input: {
      name,
      description,
      price,
      category: values.category as MenuCategory,
      imageUrl: imageUrl === '' ? null : imageUrl,
      isSpecial: values.isSpecial,
    },
  }
}
