import { listCategories } from '~/.server/services/categories'
import { listMenu } from '~/.server/services/menu'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { FullMenu } from '~/features/menu/full-menu'
import { MenuSearch } from '~/features/menu/menu-filters'
import { restaurantJsonLd } from '~/features/menu/menu-jsonld'
import { MenuPage } from '~/features/menu/menu-page'
import { keepDataWhileFiltering, type MenuScreenData, menuClientLoad } from '~/features/menu/menu-routing'
import type { Route } from './+types/menu'

// Paints before its scripts are requested (entry.server): its links and search form work without them. Draws the
// large logo itself.
export const handle = { scriptsAfterFirstPaint: true, ownLogo: true }

/** First render: the categories and the same JSON as GET /api/menu, read through the services. */
export async function loader({ context }: Route.LoaderArgs): Promise<MenuScreenData> {
  const [categories, items] = await Promise.all([listCategories(context.db), listMenu(context.db, context.clock.read().instant)])
  return { categories, items }
}

/** Client-side navigation skips the server: the query loads (or reuses) /api/menu and shows placeholders meanwhile. */
export const clientLoader = menuClientLoad

export const shouldRevalidate = keepDataWhileFiltering

export function meta({ data }: Route.MetaArgs) {
  return [
    ...pageMeta(
      'Menu',
      'Our beach bar menu in Boracay: Filipino breakfasts, fresh seafood, sizzling mains, desserts and vegetarian dishes, with prices in pesos.',
    ),
    ...(data?.items ? [{ 'script:ld+json': restaurantJsonLd(data.items, data.categories) }] : []),
  ]
}

export default function MenuScreen({ loaderData }: Route.ComponentProps) {
  return (
    <MenuPage title="Menu" kind="food" categories={loaderData.categories} search={<MenuSearch kind="food" />}>
      <FullMenu kind="food" categories={loaderData.categories} initialItems={loaderData.items} />
    </MenuPage>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
