import { EXTRAS_SECTION } from '~/lib/constants'
import type { DietLabel } from '~/lib/diet'
import { centavosToPesoInput, parsePesoInput } from '~/lib/money'
import { type CategoryJson, type CategoryKind, categoriesOfKind } from '~/contracts/categories'
import { type MenuItemInput, menuItemInputSchema } from '~/contracts/menu.schemas'
import { type MenuItemJson, menuItemMessages } from '~/contracts/menu'
import type { ContentTranslations } from '~/contracts/translations'
import { translationErrors, type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'

/** The fields of a menu item staff translate. */
export const MENU_ITEM_TRANSLATED = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description', multiline: true },
] as const
const TRANSLATED_NAMES = MENU_ITEM_TRANSLATED.map((field) => field.name)

/** What the add/edit dialog holds: the price as the peso text staff typed. */
export interface MenuItemFormValues {
  name: string
  description: string
  price: string
  category: string
  imageUrl: string
  isSpecial: boolean
  dietLabels: DietLabel[]
  /** Undefined while the stored ones are not read: then none is sent, and the item keeps its own. */
  translations?: TranslationFormValues
}

export const PRICE_FORMAT_MESSAGE = 'Enter the price in pesos, e.g. 123.45'
export const CHOOSE_CATEGORY_MESSAGE = 'Please choose a category'

/** The category the add dialog leaves out; the edit dialog offers it. */
export const ADD_DIALOG_EXCLUDED_CATEGORY = 'vegetarian'
/** Where a new dish starts in the add dialog, while that category exists. */
export const DEFAULT_FOOD_CATEGORY = 'breakfast'

/** The add dialog's categories: those of the page's kind, in display order, without 'vegetarian'. */
export function addDialogCategories(categories: readonly CategoryJson[], kind: CategoryKind): CategoryJson[] {
  return categoriesOfKind(categories, kind).filter((category) => category.slug !== ADD_DIALOG_EXCLUDED_CATEGORY)
}

/**
 * The edit dialog's categories: every category of the item's kind (an item moves between food categories, or
 * between drink categories). An item whose category is not in the list (deleted meanwhile) may go anywhere.
 */
export function editDialogCategories(categories: readonly CategoryJson[], item: Pick<MenuItemJson, 'category'>): CategoryJson[] {
  const own = categories.find((category) => category.slug === item.category)
  return own ? categoriesOfKind(categories, own.kind) : [...categories]
}

/** The add dialog's first choice: breakfast on the food side, the first drink category on the drinks side. */
export function defaultAddCategory(options: readonly CategoryJson[], kind: CategoryKind): string {
  if (kind === 'food' && options.some((category) => category.slug === DEFAULT_FOOD_CATEGORY)) return DEFAULT_FOOD_CATEGORY
  return options[0]?.slug ?? ''
}

/** A new item's dialog: empty, in `category`. */
export function emptyMenuItemForm(category: string): MenuItemFormValues {
  return { name: '', description: '', price: '', category, imageUrl: '', isSpecial: false, dietLabels: [], translations: translationFormValues(undefined, TRANSLATED_NAMES) }
}

/** The edit dialog's values; `translations` undefined while they are not read yet. */
export function menuItemToFormValues(item: MenuItemJson, translations?: ContentTranslations): MenuItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: item.name === EXTRAS_SECTION && item.price === 0 ? '' : centavosToPesoInput(item.price),
    category: item.category,
    imageUrl: item.imageUrl ?? '',
    isSpecial: item.isSpecial,
    dietLabels: [...item.dietLabels],
    translations: translations && translationFormValues(translations, TRANSLATED_NAMES),
  }
}

export type MenuItemFormResult =
  | { ok: true; input: MenuItemInput }
  | { ok: false; missingRequired: boolean; fieldErrors: Partial<Record<keyof MenuItemFormValues | `translations.${string}`, string>> }

/**
 * Checks the dialog and converts it to the API's input (price in centavos), then applies the API's own schema
 * (its messages become field errors). Name, description and a nonzero price are required ('Please fill in all
 * required fields.'); the EXTRAS_SECTION marker is a heading and needs neither description nor price. A price that
 * is not an amount of pesos is a field error, never a silent 0. `categories` are the slugs the dialog offers.
 */
export function parseMenuItemForm(values: MenuItemFormValues, categories: readonly string[]): MenuItemFormResult {
  const name = values.name.trim()
  const priceText = values.price.trim()
  const isMarker = name === EXTRAS_SECTION
  const price = priceText === '' ? (isMarker ? 0 : null) : parsePesoInput(priceText)
  const missingRequired =
    name === '' || (!isMarker && (values.description.trim() === '' || priceText === '' || price === 0))

  const fieldErrors: Partial<Record<keyof MenuItemFormValues | `translations.${string}`, string>> = {}
  if (priceText !== '' && price === null) fieldErrors.price = PRICE_FORMAT_MESSAGE
  if (values.category.trim() === '') fieldErrors.category = menuItemMessages.category
  else if (!categories.includes(values.category)) fieldErrors.category = CHOOSE_CATEGORY_MESSAGE
  const translations = values.translations && translationsInput(values.translations)
  const parsed = menuItemInputSchema.safeParse({ ...values, price: price ?? 0, translations })
  if (!missingRequired && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MenuItemFormValues
      if (field !== 'translations') fieldErrors[field] ??= issue.message
    }
    Object.assign(fieldErrors, translationErrors(parsed.error.issues))
  }
  if (missingRequired || Object.keys(fieldErrors).length > 0 || !parsed.success) {
    return { ok: false, missingRequired, fieldErrors }
  }
  return { ok: true, input: parsed.data }
}
