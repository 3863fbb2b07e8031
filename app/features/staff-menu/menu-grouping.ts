import { categoryTitle } from '~/components/category-label'
import { EXTRAS_SECTION, MENU_CATEGORIES } from '~/lib/constants'
import { plural } from '~/lib/plural'

export const ALL_CATEGORIES = 'all'

export interface MenuGroup<T> {
  category: string
  /** 'Breakfast (3 items)', 'Soups (1 item)'. */
  heading: string
  items: T[]
}

/** True for real dishes and drinks; false for the EXTRAS_SECTION heading marker. */
export function isDish(item: { name: string }): boolean {
  return item.name !== EXTRAS_SECTION
}

/**
 * Groups the menu by category in the menu's order (unknown categories last), keeping each category's
 * item order. `filter` is a category or ALL_CATEGORIES. Counts leave out the EXTRAS_SECTION marker,
 * so they add up to the dashboard's 'Total Menu Items'.
 */
export function groupMenuByCategory<T extends { name: string; category: string }>(
  items: readonly T[],
  filter: string = ALL_CATEGORIES,
): MenuGroup<T>[] {
  const byCategory = new Map<string, T[]>()
  for (const item of items) {
    if (filter !== ALL_CATEGORIES && item.category !== filter) continue
    const list = byCategory.get(item.category) ?? []
    list.push(item)
    byCategory.set(item.category, list)
  }
  const known: readonly string[] = MENU_CATEGORIES
  const order = [...known, ...[...byCategory.keys()].filter((c) => !known.includes(c)).sort()]
  return order
    .filter((category) => byCategory.has(category))
    .map((category) => {
      const list = byCategory.get(category)!
      return { category, heading: `${categoryTitle(category)} (${plural(list.filter(isDish).length, 'item')})`, items: list }
    })
}
