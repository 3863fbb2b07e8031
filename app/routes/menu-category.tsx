import { data, Link } from 'react-router'
import { listCategoryItems } from '~/.server/services/menu'
import { categoryTitle } from '~/components/category-label'
import { RouteErrorState } from '~/components/route-error'
import { pageMeta } from '~/components/seo'
import { CategoryMenu } from '~/features/menu/category-menu'
import { restaurantJsonLd } from '~/features/menu/menu-jsonld'
import { MenuPage } from '~/features/menu/menu-page'
import type { Route } from './+types/menu-category'

// Paints before its scripts are requested (entry.server): its links work without them. Draws the large logo itself.
export const handle = { scriptsAfterFirstPaint: true, ownLogo: true }

function notFound(category: string): never {
  throw data(`Unknown menu category: ${category}`, { status: 404 })
}

/** First render: the same JSON as GET /api/menu/:category; an unknown category is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const items = await listCategoryItems(context.db, context.clock.read().instant, params.category)
  return items ?? notFound(params.category)
}

/** Client-side navigation: no server round-trip; the query loads the list and refreshes it every 5 s. */
export function clientLoader() {
  return null
}

export function meta({ data, params, error }: Route.MetaArgs) {
  if (error) return pageMeta('Menu category not found', 'This menu category does not exist.')
  const title = categoryTitle(params.category)
  return [
    ...pageMeta(`${title} Menu`, `${title} at our Boracay beach bar: every dish with its price in pesos.`),
    ...(data ? [{ 'script:ld+json': restaurantJsonLd(data) }] : []),
  ]
}

export default function MenuCategoryScreen({ params, loaderData }: Route.ComponentProps) {
  return (
    <MenuPage title={categoryTitle(params.category)} category={params.category}>
      {/* key: a new category starts from its own loading state, never from the previous list */}
      <CategoryMenu key={params.category} category={params.category} initialItems={loaderData ?? undefined} />
    </MenuPage>
  )
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <MenuPage title="Menu" category={params.category}>
      <RouteErrorState heading={false} notFound={<CategoryNotFound category={params.category ?? ''} />} />
    </MenuPage>
  )
}

function CategoryNotFound({ category }: { category: string }) {
  return (
    <div className="mx-auto my-6 max-w-md rounded-xl border border-border bg-card p-6 text-center shadow-sm" data-testid="category-not-found">
      <h2 className="text-xl font-bold text-foreground">Menu category not found</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        We don't have a menu category called &ldquo;{category}&rdquo;. Pick one of the categories above or see the full menu.
      </p>
      <Link to="/menu" className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90">
        See the full menu
      </Link>
    </div>
  )
}
