import { EXTRAS_SECTION, MENU_CATEGORIES, type MenuCategory } from '~/lib/constants'
import { centavosToPesoInput, parsePesoInput } from '~/lib/money'
import { type MenuItemInput, menuItemInputSchema } from '~/contracts/menu.schemas'
import type { MenuItemJson } from '~/contracts/menu'

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
 * Checks the dialog and converts it to the API's input (price in centavos), then applies the API's own schema
 * (its messages become field errors). Name, description and a nonzero price are required ('Please fill in all
 * required fields.'); the EXTRAS_SECTION marker is a heading and needs neither description nor price. A price that
 * is not an amount of pesos is a field error, never a silent 0.
 */
export function parseMenuItemForm(values: MenuItemFormValues, categories: readonly string[]): MenuItemFormResult {
  const name = values.name.trim()
  const priceText = values.price.trim()
  const isMarker = name === EXTRAS_SECTION
  const price = priceText === '' ? (isMarker ? 0 : null) : parsePesoInput(priceText)
  const missingRequired =
    name === '' || (!isMarker && (values.description.trim() === '' || priceText === '' || price === 0))

  const fieldErrors: Partial<Record<keyof MenuItemFormValues, string>> = {}
  if (priceText !== '' && price === null) fieldErrors.price = PRICE_FORMAT_MESSAGE
  if (!categories.includes(values.category)) fieldErrors.category = 'Please choose a category'
  const parsed = menuItemInputSchema.safeParse({ ...values, price: price ?? 0 })
  if (!missingRequired && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MenuItemFormValues
      fieldErrors[field] ??= issue.message
    }
  }
  if (missingRequired || Object.keys(fieldErrors).length > 0 || !parsed.success) {
    return { ok: false, missingRequired, fieldErrors }
  }
  return { ok: true, input: parsed.data }
}
