import { listCategories } from '~/.server/services/categories'
import { listItemsInCategory } from '~/.server/services/menu'
import { categoryName } from '~/components/category-label'
import { pageMeta } from '~/components/seo'
import { CategoryErrorScreen, CategoryScreen } from '~/features/menu/category-screen'
import { restaurantOfMatches, venueOfMatches } from '~/components/venue'
import { menuJsonLd } from '~/features/menu/menu-jsonld'
import { categoryMeta, metaText } from '~/features/menu/menu-meta'
import { categoryClientLoad, requireCategory } from '~/features/menu/category-routing'
import { keepDataWhileFiltering, menuKindOf, type MenuScreenData } from '~/features/menu/menu-routing'
import { languageOfPath, pathWithoutLanguage } from '~/lib/languages'
import type { Route } from './+types/menu-category'
import { withQueries } from '~/lib/query-scope'

// One category: of the food at /menu/:category, of the drinks at /drinks/:category.
// Paints before its scripts are requested (entry.server): its links and search form work without them. Starts with
// the large logo (on phones) and the first screen (public-layout.tsx).
export const handle = { scriptsAfterFirstPaint: true, ownLogo: true, firstScreen: true }

/**
 * First render: the categories and the same JSON as GET /api/menu/:category (or /api/drinks/:category). A category
 * of the other kind redirects to its own page (/menu/cocktails -> /drinks/cocktails); an unknown one is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<MenuScreenData> {
  const url = new URL(request.url)
  const kind = menuKindOf(pathWithoutLanguage(url.pathname))
  const lang = languageOfPath(url.pathname)
  const categories = await listCategories(context.db, lang)
  // The slug is resolved from the list the page shows anyway, not looked up a second time.
  requireCategory(categories, params.category, kind, url.search, lang)
  const items = await listItemsInCategory(context.db, context.clock.read().instant, params.category, lang)
  return { kind, categories, items }
}

/** Client-side navigation: no server round-trip; the query loads the list and refreshes it every 5 s. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return categoryClientLoad(params.category, new URL(request.url))
}

export const shouldRevalidate = keepDataWhileFiltering

export function meta({ data, params, error, location, matches }: Route.MetaArgs) {
  const venue = venueOfMatches(matches)
  const restaurant = restaurantOfMatches(matches)
  const { lang, t } = metaText(matches)
  const kind = data?.kind ?? menuKindOf(location.pathname)
  if (error || !data) {
    const { title, description } = categoryMeta(kind, null, t)
    return pageMeta(title, description, venue)
  }
  const { title, description } = categoryMeta(kind, categoryName(data.categories, params.category), t)
  const menuName = t(kind === 'food' ? 'menu.menuTitle' : 'menu.drinksTitle')
  return [
    ...pageMeta(title, description, venue),
    ...(data.items && restaurant ? [{ 'script:ld+json': menuJsonLd(restaurant, data.items, data.categories, menuName, lang) }] : []),
  ]
}

export default withQueries(MenuCategoryScreen)

function MenuCategoryScreen({ params, loaderData }: Route.ComponentProps) {
  return <CategoryScreen kind={loaderData.kind} slug={params.category} categories={loaderData.categories} initialItems={loaderData.items} />
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return <CategoryErrorScreen slug={params.category ?? ''} />
}
