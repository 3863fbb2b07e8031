import { categoryTitle } from '~/components/category-label'
import type { CategoryJson } from '~/contracts/categories'
import { EXTRAS_SECTION } from '~/lib/constants'
import { plural } from '~/lib/plural'
import { matchesSearch, searchTerms } from '~/lib/search'

export const ALL_CATEGORIES = 'all'

export interface MenuGroup<T> {
  category: string
  /** 'Breakfast (3 items)', 'Soups (1 item)': the category's name. */
  heading: string
  items: T[]
}

/** True for real dishes and drinks; false for the EXTRAS_SECTION heading marker. */
export function isDish(item: { name: string }): boolean {
  return item.name !== EXTRAS_SECTION
}

/**
 * Groups the menu by category in the categories' display order (categories not in the list last, by slug), keeping
 * each category's item order. `filter` is a category slug or ALL_CATEGORIES. Counts leave out the EXTRAS_SECTION
 * marker, so they add up to the dashboard's 'Total Menu Items' (with the drinks).
 */
export function groupMenuByCategory<T extends { name: string; category: string }>(
  items: readonly T[],
  categories: readonly Pick<CategoryJson, 'slug' | 'name'>[],
  filter: string = ALL_CATEGORIES,
): MenuGroup<T>[] {
  const byCategory = new Map<string, T[]>()
  for (const item of items) {
    if (filter !== ALL_CATEGORIES && item.category !== filter) continue
    const list = byCategory.get(item.category) ?? []
    list.push(item)
    byCategory.set(item.category, list)
  }
  const names = new Map(categories.map((category) => [category.slug, category.name]))
  const order = [...names.keys(), ...[...byCategory.keys()].filter((slug) => !names.has(slug)).sort()]
  return order
    .filter((slug) => byCategory.has(slug))
    .map((slug) => {
      const list = byCategory.get(slug)!
      const name = names.get(slug) ?? categoryTitle(slug)
      return { category: slug, heading: `${name} (${plural(list.filter(isDish).length, 'item')})`, items: list }
    })
}

/**
 * The items whose name or description hold every word of `query` (case and accents aside: "pina" finds "Piña
 * Colada"). A blank query keeps every row; otherwise the EXTRAS_SECTION markers go (they are headings, not items).
 */
export function searchMenuItems<T extends { name: string; description: string }>(items: readonly T[], query: string): T[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return [...items]
  return items.filter((item) => isDish(item) && matchesSearch(item, terms))
}
