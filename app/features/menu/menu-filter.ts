/**
 * The guests' search and diet filter on the menu screens, kept in the URL (?q=pina&diet=vegan,no-nuts) so a shared
 * link and the server-rendered page show the same rows as the browser while the guest types. Pure rules.
 */
import type { CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import { DIET_FILTER_TEXT, type DietFilter, fitsDiet, parseDietFilters } from '~/lib/diet'
import { plural } from '~/lib/plural'
import { matchesSearch, SEARCH_QUERY_MAX_LENGTH, searchTerms } from '~/lib/search'

export interface MenuFilter {
  /** The query as typed (at most SEARCH_QUERY_MAX_LENGTH characters). */
  q: string
  /** Its words, folded for matching: none for a blank query. */
  terms: string[]
  diet: DietFilter[]
}

/** The filter a URL asks for. A form sent without script repeats `diet` per value; links join the values with commas. */
export function readMenuFilter(params: URLSearchParams): MenuFilter {
  const q = (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH)
  return { q, terms: searchTerms(q), diet: parseDietFilters(params.getAll('diet').join(',')) }
}

export function isFiltering(filter: Pick<MenuFilter, 'terms' | 'diet'>): boolean {
  return filter.terms.length > 0 || filter.diet.length > 0
}

/** The URL's search part for a filter: '' when nothing is chosen, else '?q=...&diet=vegan,no-nuts'. */
export function menuFilterSearch({ q, diet }: { q: string; diet: readonly DietFilter[] }): string {
  const parts: string[] = []
  if (q.trim()) parts.push(`q=${encodeURIComponent(q)}`)
  if (diet.length > 0) parts.push(`diet=${parseDietFilters(diet.join(',')).join(',')}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** The diet filters with `filter` switched on or off, in their canonical order. */
export function toggleDiet(diet: readonly DietFilter[], filter: DietFilter): DietFilter[] {
  return diet.includes(filter) ? diet.filter((d) => d !== filter) : parseDietFilters([...diet, filter].join(','))
}

/** True when the item matches the query (name and description) and fits every diet filter. */
export function menuItemMatches(item: MenuItemJson, filter: Pick<MenuFilter, 'terms' | 'diet'>): boolean {
  return matchesSearch(item, filter.terms) && fitsDiet(item, filter.diet)
}

export const MENU_NOUNS: Record<CategoryKind, { one: string; many: string }> = {
  food: { one: 'dish', many: 'dishes' },
  drink: { one: 'drink', many: 'drinks' },
}

/** What the filter asks for, in words: '“pina”', 'Vegan, No nuts', '“pina” and Vegan'. */
function criteria(filter: MenuFilter): string {
  const parts: string[] = []
  if (filter.terms.length > 0) parts.push(`“${filter.q.trim()}”`)
  if (filter.diet.length > 0) parts.push(filter.diet.map((d) => DIET_FILTER_TEXT[d]).join(', '))
  return parts.join(' and ')
}

/** How many rows match, as the page says it (and a screen reader announces it): '3 dishes match “pina”'. */
export function filterSummary(count: number, filter: MenuFilter, kind: CategoryKind): string {
  const noun = MENU_NOUNS[kind]
  const subject = count === 0 ? `No ${noun.many}` : plural(count, noun.one, noun.many)
  return `${subject} ${count === 1 ? 'matches' : 'match'} ${criteria(filter)}`
}

/** The clear link's words: what it takes away. */
export function clearFilterLabel(filter: Pick<MenuFilter, 'terms' | 'diet'>): string {
  if (filter.terms.length > 0 && filter.diet.length > 0) return 'Clear search and filters'
  return filter.terms.length > 0 ? 'Clear search' : 'Clear filters'
}
