import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'
import { categoryName } from '~/components/category-label'
import { RouteErrorState } from '~/components/route-error'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { CategoryMenu } from './category-menu'
import { MenuSearch } from './menu-filters'
import { MenuPage } from './menu-page'
import type { CategoryNotFoundData } from './category-routing'
import { MENU_BASE_PATH, menuKindOf } from './menu-routing'
import type { MenuItemJson } from '~/contracts/menu'

interface CategoryScreenProps {
  kind: CategoryKind
  slug: string
  categories: CategoryJson[]
  initialItems?: MenuItemJson[]
}

/** /menu/:category and /drinks/:category: one category, titled with its name, searchable, refreshed every 5 s. */
export function CategoryScreen({ kind, slug, categories, initialItems }: CategoryScreenProps) {
  return (
    <MenuPage title={categoryName(categories, slug)} kind={kind} categories={categories} category={slug} search={<MenuSearch kind={kind} />}>
      {/* key: a new category starts from its own loading state, never from the previous list */}
      <CategoryMenu key={`${kind} ${slug}`} kind={kind} category={slug} initialItems={initialItems} />
    </MenuPage>
  )
}

/** A category screen's error: an unknown slug is a not-found state inside the menu frame (its bar still there). */
export function CategoryErrorScreen({ slug }: { slug: string }) {
  const kind = menuKindOf(useLocation().pathname)
  const error = useRouteError()
  const categories = isRouteErrorResponse(error) ? ((error.data as Partial<CategoryNotFoundData> | null)?.categories ?? []) : []
  return (
    <MenuPage title={kind === 'food' ? 'Menu' : 'Drinks'} kind={kind} categories={categories}>
      <RouteErrorState heading={false} notFound={<CategoryNotFound kind={kind} slug={slug} />} />
    </MenuPage>
  )
}

function CategoryNotFound({ kind, slug }: { kind: CategoryKind; slug: string }) {
  const food = kind === 'food'
  return (
    <div className="mx-auto my-6 max-w-md rounded-xl border border-border bg-card p-6 text-center shadow-sm" data-testid="category-not-found">
      <h2 className="text-xl font-bold text-foreground">{food ? 'Menu category not found' : 'Drinks category not found'}</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        We don't have a {food ? 'menu' : 'drinks'} category called &ldquo;{slug}&rdquo;. Pick one of the categories above or see{' '}
        {food ? 'the full menu' : 'all drinks'}.
      </p>
      <Link
        to={MENU_BASE_PATH[kind]}
        className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        {food ? 'See the full menu' : 'See all drinks'}
      </Link>
    </div>
  )
}
