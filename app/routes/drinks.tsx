import { listCategories } from '~/.server/services/categories'
import { listDrinks } from '~/.server/services/menu'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { categoriesOfKind } from '~/contracts/categories'
import { FullMenu } from '~/features/menu/full-menu'
import { MenuSearch } from '~/features/menu/menu-filters'
import { restaurantJsonLd } from '~/features/menu/menu-jsonld'
import { MenuPage } from '~/features/menu/menu-page'
import { keepDataWhileFiltering, type MenuScreenData, menuClientLoad } from '~/features/menu/menu-routing'
import type { Route } from './+types/drinks'

// Paints before its scripts are requested (entry.server): its links and search form work without them. Draws the
// large logo itself.
export const handle = { scriptsAfterFirstPaint: true, ownLogo: true }

/** First render: the categories and the same JSON as GET /api/drinks, read through the services. */
export async function loader({ context }: Route.LoaderArgs): Promise<MenuScreenData> {
  const [categories, items] = await Promise.all([listCategories(context.db), listDrinks(context.db, context.clock.read().instant)])
  return { categories, items }
}

/** Client-side navigation skips the server: the query loads (or reuses) /api/drinks and shows placeholders meanwhile. */
export const clientLoader = menuClientLoad

export const shouldRevalidate = keepDataWhileFiltering

export function meta({ data }: Route.MetaArgs) {
  const kinds = data ? categoriesOfKind(data.categories, 'drink').map((c) => c.name.toLowerCase()) : []
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}` : (kinds[0] ?? 'drinks')
  return [
    ...pageMeta('Drinks Menu', `Drinks at our Boracay beach bar: ${list}, with prices in pesos.`),
    ...(data?.items ? [{ 'script:ld+json': restaurantJsonLd(data.items, data.categories, 'Drinks') }] : []),
  ]
}

export default function DrinksScreen({ loaderData }: Route.ComponentProps) {
  return (
    <MenuPage title="Drinks" kind="drink" categories={loaderData.categories} search={<MenuSearch kind="drink" />}>
      <FullMenu kind="drink" categories={loaderData.categories} initialItems={loaderData.items} />
    </MenuPage>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
