/** Diet and allergen labels of menu items, and the guests' diet filters over them: pure rules. */
import type { PublicMessageKey } from './message-keys'

export const DIET_LABELS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'contains-nuts', 'spicy'] as const
export type DietLabel = (typeof DIET_LABELS)[number]

export function isDietLabel(value: string): value is DietLabel {
  return (DIET_LABELS as readonly string[]).includes(value)
}

/** How a label reads next to its icon and to a screen reader. */
export const DIET_LABEL_TEXT: Record<DietLabel, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'contains-nuts': 'Contains nuts',
  spicy: 'Spicy',
}

/** A label's words on the public menu, in the page's language (the stored value stays the English slug). */
export const DIET_LABEL_MESSAGE: Record<DietLabel, PublicMessageKey> = {
  vegetarian: 'menu.dietVegetarian',
  vegan: 'menu.dietVegan',
  'gluten-free': 'menu.dietGlutenFree',
  'dairy-free': 'menu.dietDairyFree',
  'contains-nuts': 'menu.dietContainsNuts',
  spicy: 'menu.dietSpicy',
}

/** The labels in their canonical order, each once. */
export function sortedDietLabels(labels: Iterable<string>): DietLabel[] {
  const given = new Set(labels)
  return DIET_LABELS.filter((label) => given.has(label))
}

/** What a guest can narrow the menu to (?diet=vegan,no-nuts). */
export const DIET_FILTERS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'no-nuts', 'not-spicy'] as const
export type DietFilter = (typeof DIET_FILTERS)[number]

export const DIET_FILTER_TEXT: Record<DietFilter, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'no-nuts': 'No nuts',
  'not-spicy': 'Not spicy',
}

/** A filter's words on the public menu, in the page's language. */
export const DIET_FILTER_MESSAGE: Record<DietFilter, PublicMessageKey> = {
  vegetarian: 'menu.dietVegetarian',
  vegan: 'menu.dietVegan',
  'gluten-free': 'menu.dietGlutenFree',
  'dairy-free': 'menu.dietDairyFree',
  'no-nuts': 'menu.filterNoNuts',
  'not-spicy': 'menu.filterNotSpicy',
}

const fits: Record<DietFilter, (labels: readonly string[]) => boolean> = {
  // A vegan dish is vegetarian too.
  vegetarian: (labels) => labels.includes('vegetarian') || labels.includes('vegan'),
  vegan: (labels) => labels.includes('vegan'),
  'gluten-free': (labels) => labels.includes('gluten-free'),
  // A vegan dish has no dairy.
  'dairy-free': (labels) => labels.includes('dairy-free') || labels.includes('vegan'),
  'no-nuts': (labels) => !labels.includes('contains-nuts'),
  'not-spicy': (labels) => !labels.includes('spicy'),
}

/** True when the item fits every chosen filter. */
export function fitsDiet(item: { dietLabels: readonly string[] }, filters: readonly DietFilter[]): boolean {
  return filters.every((filter) => fits[filter](item.dietLabels))
}

/** The filters named in a URL value ("vegan,no-nuts"), known ones only, each once, in canonical order. */
export function parseDietFilters(value: string | null | undefined): DietFilter[] {
  const given = new Set((value ?? '').split(','))
  return DIET_FILTERS.filter((filter) => given.has(filter))
}

/** schema.org's `suitableForDiet` for the labels, where one applies. */
export function schemaOrgDiets(labels: readonly string[]): string[] {
  const diets: string[] = []
  if (labels.includes('vegetarian') || labels.includes('vegan')) diets.push('https://schema.org/VegetarianDiet')
  if (labels.includes('vegan')) diets.push('https://schema.org/VeganDiet')
  if (labels.includes('gluten-free')) diets.push('https://schema.org/GlutenFreeDiet')
  return diets
}
