import type { CategoryJson } from '~/contracts/categories'
import { apiRequest } from '~/lib/api'

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
