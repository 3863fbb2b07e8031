import { lazy, Suspense } from 'react'
import { listCategories } from '~/.server/services/categories'
import { listDrinks, listMenu } from '~/.server/services/menu'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { FullMenu } from '~/features/menu/full-menu'
import { MenuSearch } from '~/features/menu/menu-filters'
import { restaurantOfMatches, venueOfMatches } from '~/components/venue'
import { useI18n } from '~/components/i18n'
import { menuJsonLd } from '~/features/menu/menu-jsonld'
import { menuListMeta, metaText } from '~/features/menu/menu-meta'
import { MenuPage } from '~/features/menu/menu-page'
import { MenuPlaceholder } from '~/features/menu/menu-rows'
import { keepDataWhileFiltering, menuClientLoad, menuKindOf, type MenuScreenData } from '~/features/menu/menu-routing'
import { languageOfPath, pathWithoutLanguage } from '~/lib/languages'
import type { Route } from './+types/menu'

// The whole menu: the food at / and /menu, the drinks at /drinks.
// Paints before its scripts are requested (entry.server): its links and search form work without them. Starts with
// the large logo (on phones) and the first screen (public-layout.tsx).
export const handle = { scriptsAfterFirstPaint: true, ownLogo: true, firstScreen: true }

/** First render: the categories and the same JSON as GET /api/menu (or /api/drinks), read through the services. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<MenuScreenData> {
  const { pathname } = new URL(request.url)
  const kind = menuKindOf(pathWithoutLanguage(pathname))
  const lang = languageOfPath(pathname)
  const now = context.clock.read().instant
  const [categories, items] = await Promise.all([
    listCategories(context.db, lang),
    kind === 'food' ? listMenu(context.db, now, lang) : listDrinks(context.db, now, lang),
  ])
  return { kind, categories, items }
}

/** Client-side navigation skips the server: the query loads (or reuses) the list and shows placeholders meanwhile. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return menuClientLoad(new URL(request.url))
}

export const shouldRevalidate = keepDataWhileFiltering

// After a navigation in the browser the list is loaded by its query: that code (and the query library) is fetched then.
const FullMenuQuery = lazy(() => import('~/features/menu/full-menu-query'))

export function meta({ data, location, matches }: Route.MetaArgs) {
  const venue = venueOfMatches(matches)
  const restaurant = restaurantOfMatches(matches)
  const { lang, t } = metaText(matches)
  const kind = data?.kind ?? menuKindOf(location.pathname)
  const { title, description } = menuListMeta(kind, data?.categories ?? [], lang, t)
  const menuName = t(kind === 'food' ? 'menu.menuTitle' : 'menu.drinksTitle')
  return [
    ...pageMeta(title, description, venue),
    ...(data?.items && restaurant ? [{ 'script:ld+json': menuJsonLd(restaurant, data.items, data.categories, menuName, lang) }] : []),
  ]
}

export default function MenuScreen({ loaderData: { kind, categories, items } }: Route.ComponentProps) {
  const { t } = useI18n()
  const food = kind === 'food'
  return (
    <MenuPage title={t(food ? 'menu.menuTitle' : 'menu.drinksTitle')} kind={kind} categories={categories} search={<MenuSearch kind={kind} />} wide>
      {/* key: the other half of the menu starts from its own loading state */}
      {items ? (
        <FullMenu key={kind} kind={kind} categories={categories} items={items} />
      ) : (
        <Suspense key={kind} fallback={<MenuPlaceholder label={t(food ? 'menu.loadingMenu' : 'menu.loadingDrinks')} />}>
          <FullMenuQuery kind={kind} categories={categories} />
        </Suspense>
      )}
    </MenuPage>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
