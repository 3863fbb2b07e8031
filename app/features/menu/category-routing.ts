/** The category screens' slugs: the category a slug names, or the redirect or 404 it answers instead. */
import { data, redirect } from 'react-router'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from '~/lib/languages'
import { categoryPath, type MenuScreenData, menuKindOf } from './menu-routing'
import { menuCategories } from './queries'

// Apart from ./menu-routing: only the category screens' route loads this, not the full menu's (/, /menu, /drinks).

/** A 404 that carries the categories, so the not-found screen still shows its category bar. */
export interface CategoryNotFoundData {
  message: string
  categories: CategoryJson[]
}

/** The 404 of an unknown category slug. */
export function categoryNotFound(slug: string, categories: CategoryJson[]): never {
  // (categoryMessages.notFound, as the API says it)
  throw data<CategoryNotFoundData>({ message: `Unknown menu category: ${slug}`, categories }, { status: 404 })
}

/**
 * The category `slug` names on a `kind` screen. A category of the other kind answers a redirect to its own screen
 * (/menu/cocktails -> /drinks/cocktails, keeping the query and the language); an unknown slug a 404.
 */
export function requireCategory(
  categories: CategoryJson[],
  slug: string,
  kind: CategoryKind,
  search = '',
  lang: Language = DEFAULT_LANGUAGE,
): CategoryJson {
  const category = categories.find((c) => c.slug === slug)
  if (!category) categoryNotFound(slug, categories)
  if (category.kind !== kind) throw redirect(`${categoryPath(category.kind, slug, lang)}${search}`, 302)
  return category
}

/** A category screen's navigation in the browser: resolves the slug (asking again when it is new to the page). */
export async function categoryClientLoad(slug: string, url: URL): Promise<MenuScreenData> {
  const kind = menuKindOf(url.pathname)
  const lang = languageOfPath(url.pathname)
  let categories = await menuCategories(lang)
  if (!categories.some((c) => c.slug === slug)) categories = await menuCategories(lang, true)
  requireCategory(categories, slug, kind, url.search, lang)
  return { kind, categories, items: undefined }
}
