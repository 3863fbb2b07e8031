import { listMenu } from '~/.server/services/menu'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { FullMenu } from '~/features/menu/full-menu'
import { restaurantJsonLd } from '~/features/menu/menu-jsonld'
import { MenuPage } from '~/features/menu/menu-page'
import type { Route } from './+types/menu'

// Paints before its scripts are requested (entry.server): its links work without them. Draws the large logo itself.
export const handle = { scriptsAfterFirstPaint: true, ownLogo: true }

/** First render: the same JSON as GET /api/menu, read through the service. */
export async function loader({ context }: Route.LoaderArgs) {
  return listMenu(context.db, context.clock.read().instant)
}

/** Client-side navigation skips the server: the query loads (or reuses) /api/menu and shows placeholders meanwhile. */
export function clientLoader() {
  return null
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...pageMeta(
      'Menu',
      'Our beach bar menu in Boracay: Filipino breakfasts, fresh seafood, sizzling mains, desserts and vegetarian dishes, with prices in pesos.',
    ),
    ...(data ? [{ 'script:ld+json': restaurantJsonLd(data) }] : []),
  ]
}

export default function MenuScreen({ loaderData }: Route.ComponentProps) {
  return (
    <MenuPage title="Menu">
      <FullMenu initialItems={loaderData ?? undefined} />
    </MenuPage>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
