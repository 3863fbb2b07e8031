import type { CategoryJson } from '~/contracts/categories'
import { apiRequest } from '~/lib/api'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'

/** categoryPaths.list: the contract's module is not imported here, as it carries the staff's messages. */
const CATEGORIES_PATH = '/api/categories'

/**
 * A public read's address in a language: English asks as it always did (its answers stay byte for byte the same);
 * another language adds `?lang=` so names come back translated.
 */
export function inLanguage(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`
}

// Per language: a page in Korean never starts from the English names (a switch of language is a navigation too).
const knownCategories = new Map<Language, Promise<CategoryJson[]>>()

/** The categories the server rendered a page with: the browser's later navigations start from them. */
export function rememberCategories(categories: CategoryJson[], lang: Language = DEFAULT_LANGUAGE) {
  knownCategories.set(lang, Promise.resolve(categories))
}

/**
 * The categories for a navigation in the browser: those already known, else (or with `fresh`) GET /api/categories.
 * Categories change a few times a season, so a page does not ask again unless a slug is missing from what it knows.
 */
export function menuCategories(lang: Language = DEFAULT_LANGUAGE, fresh = false): Promise<CategoryJson[]> {
  const known = knownCategories.get(lang)
  if (known && !fresh) return known
  const loading = apiRequest<CategoryJson[]>('GET', inLanguage(CATEGORIES_PATH, lang))
  knownCategories.set(lang, loading)
  loading.catch(() => {
    if (knownCategories.get(lang) === loading) knownCategories.delete(lang)
  })
  return loading
}
