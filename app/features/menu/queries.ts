import { useQuery } from '@tanstack/react-query'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { type MenuItemJson, menuKeys, menuPaths } from '~/contracts/menu'
import { apiRequest, getJson } from '~/lib/api'
import { CATEGORY_MENU_REFETCH_MS, CATEGORY_MENU_STALE_MS } from '~/lib/constants'

/** GET /api/menu (the food) or GET /api/drinks: a whole list. */
export function useMenuList(kind: CategoryKind, initialData?: MenuItemJson[]) {
  return useQuery({
    queryKey: kind === 'food' ? menuKeys.list() : menuKeys.drinks(),
    queryFn: getJson<MenuItemJson[]>(kind === 'food' ? menuPaths.list : menuPaths.drinks),
    initialData,
  })
}

/**
 * GET /api/menu/:category (or /api/drinks/:category); any non-success answer raises the spec's message (section 7),
 * or its twin for drinks.
 */
export async function fetchCategoryMenu(kind: CategoryKind, category: string, signal?: AbortSignal): Promise<MenuItemJson[]> {
  const res = await fetch(kind === 'food' ? menuPaths.category(category) : menuPaths.drinksCategory(category), { credentials: 'include', signal })
  if (!res.ok) throw new Error(`Failed to fetch ${kind === 'food' ? 'menu items' : 'drinks'} for category: ${category}`)
  return (await res.json()) as MenuItemJson[]
}

/** The category menu refetches every 5 s and is stale after 1 s (spec section 4): staff changes show without a reload. */
export function useCategoryMenu(kind: CategoryKind, category: string, initialData?: MenuItemJson[]) {
  return useQuery({
    queryKey: kind === 'food' ? menuKeys.category(category) : menuKeys.drinksCategory(category),
    queryFn: ({ signal }) => fetchCategoryMenu(kind, category, signal),
    initialData,
    refetchInterval: CATEGORY_MENU_REFETCH_MS,
    staleTime: CATEGORY_MENU_STALE_MS,
  })
}

/** categoryPaths.list: the contract's module is not imported here, as it carries the staff's messages. */
const CATEGORIES_PATH = '/api/categories'

let knownCategories: Promise<CategoryJson[]> | undefined

/** The categories the server rendered a page with: the browser's later navigations start from them. */
export function rememberCategories(categories: CategoryJson[]) {
  knownCategories = Promise.resolve(categories)
}

/**
 * The categories for a navigation in the browser: those already known, else (or with `fresh`) GET /api/categories.
 * Categories change a few times a season, so a page does not ask again unless a slug is missing from what it knows.
 */
export function menuCategories(fresh = false): Promise<CategoryJson[]> {
  if (!knownCategories || fresh) {
    const loading = apiRequest<CategoryJson[]>('GET', CATEGORIES_PATH)
    knownCategories = loading
    loading.catch(() => {
      if (knownCategories === loading) knownCategories = undefined
    })
  }
  return knownCategories
}
