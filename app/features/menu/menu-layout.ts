import { EXTRAS_SECTION } from '~/lib/constants'
import type { CategoryJson } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

/**
 * How the menu is drawn: pure rules, no React.
 * - `item`: a normal row with a number badge, name, price and description.
 * - `extra`: a compact extras row.
 * - `extras-heading`: the EXTRAS subsection heading that an EXTRAS_SECTION entry becomes.
 */
export type MenuEntry =
  | { kind: 'item'; item: MenuItemJson; number: number }
  | { kind: 'extra'; item: MenuItemJson; number: number }
  | { kind: 'extras-heading'; key: string }

export type DishEntry = Exclude<MenuEntry, { kind: 'extras-heading' }>

export interface MenuSection {
  category: string
  entries: MenuEntry[]
}

/** On the full menu, items with these ids are extras rows (the demo menu's breakfast extras). */
export const FULL_MENU_EXTRAS_IDS = { first: 8, last: 19 } as const

/** The EXTRAS marker entry (also in a read in another language, where `original` keeps the English name). */
export function isExtrasMarker(item: Pick<MenuItemJson, 'name'> & { original?: { name?: string } }): boolean {
  return item.name === EXTRAS_SECTION || item.original?.name === EXTRAS_SECTION
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
 * Menu-by-category rule (first for breakfast and vegetarian, now for every category that has the marker):
 * the EXTRAS_SECTION entry is the EXTRAS heading and every entry after it is an extras row only, numbered id - 1
 * when the id is 8 or more. Entries before it, and every entry of a category without it, are normal rows numbered
 * with their own id.
 */
export function categoryMenuEntries(items: readonly MenuItemJson[]): MenuEntry[] {
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
 * A menu split into one section per category, in the categories' display order (categories missing from the list
 * last, alphabetically); items keep the API's id order within a section. `entriesOf` draws a section's items:
 * `fullMenuEntries` on the full food menu (the rule by id), `categoryMenuEntries` on the drinks list.
 */
export function menuSections(
  items: readonly MenuItemJson[],
  categories: readonly Pick<CategoryJson, 'slug'>[],
  entriesOf: (items: readonly MenuItemJson[]) => MenuEntry[] = fullMenuEntries,
): MenuSection[] {
  const byCategory = new Map<string, MenuItemJson[]>()
  for (const item of items) {
    const list = byCategory.get(item.category)
    if (list) list.push(item)
    else byCategory.set(item.category, [item])
  }
  const order = categories.map((c) => c.slug)
  const known = order.filter((slug) => byCategory.has(slug))
  const unknown = [...byCategory.keys()].filter((slug) => !order.includes(slug)).sort()
  return [...known, ...unknown].map((category) => ({ category, entries: entriesOf(byCategory.get(category) ?? []) }))
}

/** The full food menu (/ and /menu): sections in the categories' order, each drawn by the full-menu rule. */
export function fullMenuSections(items: readonly MenuItemJson[], categories: readonly Pick<CategoryJson, 'slug'>[]): MenuSection[] {
  return menuSections(items, categories, fullMenuEntries)
}

/**
 * The entries whose item `keep` accepts, numbers unchanged; an EXTRAS heading stays only while one of its own
 * extras (the entries up to the next heading) is kept.
 */
export function filterMenuEntries(entries: readonly MenuEntry[], keep: (item: MenuItemJson) => boolean): MenuEntry[] {
  const result: MenuEntry[] = []
  let heading: MenuEntry | null = null
  for (const entry of entries) {
    if (entry.kind === 'extras-heading') {
      heading = entry
    } else if (keep(entry.item)) {
      if (heading) result.push(heading)
      heading = null
      result.push(entry)
    }
  }
  return result
}

/** The dishes (or drinks) among the entries: every row, no heading. */
export function dishEntries(entries: readonly MenuEntry[]): DishEntry[] {
  return entries.filter((entry): entry is DishEntry => entry.kind !== 'extras-heading')
}
