import { EXTRAS_SECTION, MENU_CATEGORIES } from '~/lib/constants'
import type { MenuItemJson } from '~/contracts/menu'

/**
 * How the menu is drawn (spec section 2): pure rules, no React.
 * - `item`: a normal row with a number badge, name, price and description.
 * - `extra`: a compact extras row.
 * - `extras-heading`: the EXTRAS subsection heading that an EXTRAS_SECTION entry becomes.
 */
export type MenuEntry =
  | { kind: 'item'; item: MenuItemJson; number: number }
  | { kind: 'extra'; item: MenuItemJson; number: number }
  | { kind: 'extras-heading'; key: string }

export interface MenuSection {
  category: string
  entries: MenuEntry[]
}

/** On the full menu, items with these ids are extras rows (spec section 9). */
export const FULL_MENU_EXTRAS_IDS = { first: 8, last: 19 } as const

/** Categories whose EXTRAS_SECTION entry turns every later entry into an extras row (menu-by-category screen). */
export const CATEGORIES_WITH_EXTRAS: readonly string[] = ['breakfast', 'vegetarian']

export function isExtrasMarker(item: Pick<MenuItemJson, 'name'>): boolean {
  return item.name === EXTRAS_SECTION
}

function headingEntry(item: MenuItemJson): MenuEntry {
  return { kind: 'extras-heading', key: `extras-${item.id}` }
}

/**
 * Full menu rule: an EXTRAS_SECTION entry is the EXTRAS heading; ids 8 to 19 are extras rows numbered id - 1;
 * every other item is a normal row numbered with its own id.
 */
export function fullMenuEntries(items: readonly MenuItemJson[]): MenuEntry[] {
  return items.map((item) => {
    if (isExtrasMarker(item)) return headingEntry(item)
    if (item.id >= FULL_MENU_EXTRAS_IDS.first && item.id <= FULL_MENU_EXTRAS_IDS.last) {
      return { kind: 'extra', item, number: item.id - 1 }
    }
    return { kind: 'item', item, number: item.id }
  })
}

/**
 * Menu-by-category rule: for breakfast and vegetarian, the EXTRAS_SECTION entry is the EXTRAS heading and every
 * entry after it is an extras row only, numbered id - 1 when the id is 8 or more. Other categories draw every entry
 * as a normal row numbered with its own id.
 */
export function categoryMenuEntries(category: string, items: readonly MenuItemJson[]): MenuEntry[] {
  if (!CATEGORIES_WITH_EXTRAS.includes(category)) {
    return items.map((item) => ({ kind: 'item', item, number: item.id }))
  }
  let inExtras = false
  return items.map((item): MenuEntry => {
    if (isExtrasMarker(item)) {
      inExtras = true
      return headingEntry(item)
    }
    if (inExtras) return { kind: 'extra', item, number: item.id >= 8 ? item.id - 1 : item.id }
    return { kind: 'item', item, number: item.id }
  })
}

/**
 * The full menu split into one section per category, in the spec's category order (unknown categories last,
 * alphabetically); items keep the API's id order within a section. Numbers and extras follow `fullMenuEntries`.
 */
export function fullMenuSections(items: readonly MenuItemJson[]): MenuSection[] {
  const byCategory = new Map<string, MenuItemJson[]>()
  for (const item of items) {
    const list = byCategory.get(item.category)
    if (list) list.push(item)
    else byCategory.set(item.category, [item])
  }
  const known = MENU_CATEGORIES.filter((c) => byCategory.has(c))
  const unknown = [...byCategory.keys()].filter((c) => !(MENU_CATEGORIES as readonly string[]).includes(c)).sort()
  return [...known, ...unknown].map((category) => ({
    category,
    entries: fullMenuEntries(byCategory.get(category) ?? []),
  }))
}
