/** Which menu screen a URL shows; the category screens' slugs are resolved in ./category-routing. */
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import { DEFAULT_LANGUAGE, type Language, languageOfPath, localePath, pathWithoutLanguage } from '~/lib/languages'
import { menuCategories } from './queries'

// (Types only from the categories contract: its module carries the staff's messages, which guests' pages never load.)

/** Where each kind's screens live: the food menu under /menu (and /), the drinks under /drinks. */
export const MENU_BASE_PATH: Record<CategoryKind, string> = { food: '/menu', drink: '/drinks' }

/** The address of a kind's full list in a language: '/drinks', '/ko/drinks'. */
export function menuBasePath(kind: CategoryKind, lang: Language = DEFAULT_LANGUAGE): string {
  return localePath(lang, MENU_BASE_PATH[kind])
}

/** The half of the menu a path shows, in any language ('/ko/drinks/cocktails' is the drinks). */
export function menuKindOf(pathname: string): CategoryKind {
  const path = pathWithoutLanguage(pathname)
  return path === '/drinks' || path.startsWith('/drinks/') ? 'drink' : 'food'
}

/** The categories of one kind, in display order (categoriesOfKind of the contract). */
export function categoriesOf(categories: readonly CategoryJson[], kind: CategoryKind): CategoryJson[] {
  return categories.filter((category) => category.kind === kind)
}

/** A category screen's address in a language: '/menu/main-dishes', '/ko/drinks/cocktails'. */
export function categoryPath(kind: CategoryKind, slug: string, lang: Language = DEFAULT_LANGUAGE): string {
  return `${menuBasePath(kind, lang)}/${encodeURIComponent(slug)}`
}

/** What a menu screen's loaders give it; `items` is absent after a navigation in the browser (the query loads them). */
export interface MenuScreenData {
  kind: CategoryKind
  categories: CategoryJson[]
  items: MenuItemJson[] | undefined
}

/** A list screen's navigation in the browser: no server round-trip; the list's query shows placeholders meanwhile. */
export async function menuClientLoad(url: URL): Promise<MenuScreenData> {
  return { kind: menuKindOf(url.pathname), categories: await menuCategories(languageOfPath(url.pathname)), items: undefined }
}

/**
 * Typing a search changes only the query string: the screen filters what it already has, so its loaders do not run
 * again (a retry, which keeps the URL, still does).
 */
export function keepDataWhileFiltering({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL
  nextUrl: URL
  defaultShouldRevalidate: boolean
}): boolean {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate
}
