/**
 * The guests' search and diet filter on the menu screens, kept in the URL (?q=pina&diet=vegan,no-nuts) so a shared
 * link and the server-rendered page show the same rows as the browser while the guest types. Pure rules.
 */
import type { CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import type { I18n } from '~/components/i18n'
import { DIET_FILTER_MESSAGE, type DietFilter, fitsDiet, parseDietFilters } from '~/lib/diet'
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

/** A message in the page's language (useI18n().t). */
export type MenuText = I18n['t']

/** What the filter asks for, in words: '“pina”', 'Vegan, No nuts', '“pina” and Vegan'. */
function criteria(filter: MenuFilter, t: MenuText): string {
  const search = filter.terms.length > 0 ? t('menu.quotedSearch', { q: filter.q.trim() }) : ''
  const diet = filter.diet.map((d) => t(DIET_FILTER_MESSAGE[d])).join(t('menu.listSeparator'))
  if (search && diet) return t('menu.searchAndDiet', { search, diet })
  return search || diet
}

/** How many rows match, as the page says it (and a screen reader announces it): '3 dishes match “pina”'. */
export function filterSummary(count: number, filter: MenuFilter, kind: CategoryKind, t: MenuText): string {
  const food = kind === 'food'
  const params = { count, criteria: criteria(filter, t) }
  if (count === 0) return t(food ? 'menu.noDishesMatch' : 'menu.noDrinksMatch', params)
  return t(food ? 'menu.dishesMatch' : 'menu.drinksMatch', params)
}

/** The clear link's words: what it takes away. */
export function clearFilterLabel(filter: Pick<MenuFilter, 'terms' | 'diet'>, t: MenuText): string {
  if (filter.terms.length > 0 && filter.diet.length > 0) return t('menu.clearSearchAndFilters')
  return t(filter.terms.length > 0 ? 'menu.clearSearch' : 'menu.clearFilters')
}
