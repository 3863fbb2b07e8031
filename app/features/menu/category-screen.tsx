import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'
import { categoryName, categoryNameLang } from '~/components/category-label'
import { useI18n } from '~/components/i18n'
import { RouteErrorState } from '~/components/route-error'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import { CategoryMenu } from './category-menu'
import { MenuSearch } from './menu-filters'
import { MenuPage } from './menu-page'
import type { CategoryNotFoundData } from './category-routing'
import { contentLang } from './menu-content'
import { menuBasePath, menuKindOf } from './menu-routing'
import type { MenuItemJson } from '~/contracts/menu'

interface CategoryScreenProps {
  kind: CategoryKind
  slug: string
  categories: CategoryJson[]
  initialItems?: MenuItemJson[]
}

/** /menu/:category and /drinks/:category: one category, titled with its name, searchable, refreshed every 5 s. */
export function CategoryScreen({ kind, slug, categories, initialItems }: CategoryScreenProps) {
  const { lang } = useI18n()
  return (
    <MenuPage
      title={categoryName(categories, slug)}
      titleLang={contentLang(categoryNameLang(categories, slug), lang)}
      kind={kind}
      categories={categories}
      category={slug}
      search={<MenuSearch kind={kind} />}
    >
      {/* key: a new category starts from its own loading state, never from the previous list */}
      <CategoryMenu key={`${kind} ${slug}`} kind={kind} category={slug} initialItems={initialItems} />
    </MenuPage>
  )
}

/** A category screen's error: an unknown slug is a not-found state inside the menu frame (its bar still there). */
export function CategoryErrorScreen({ slug }: { slug: string }) {
  const kind = menuKindOf(useLocation().pathname)
  const { t } = useI18n()
  const error = useRouteError()
  const categories = isRouteErrorResponse(error) ? ((error.data as Partial<CategoryNotFoundData> | null)?.categories ?? []) : []
  return (
    <MenuPage title={t(kind === 'food' ? 'menu.menuTitle' : 'menu.drinksTitle')} kind={kind} categories={categories}>
      <RouteErrorState heading={false} notFound={<CategoryNotFound kind={kind} slug={slug} />} />
    </MenuPage>
  )
}

function CategoryNotFound({ kind, slug }: { kind: CategoryKind; slug: string }) {
  const { lang, t } = useI18n()
  const food = kind === 'food'
  return (
    <div className="mx-auto my-6 max-w-md rounded-xl border border-border bg-card p-6 text-center shadow-sm" data-testid="category-not-found">
      <h2 className="text-xl font-bold text-foreground">{t(food ? 'menu.foodCategoryNotFound' : 'menu.drinkCategoryNotFound')}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t(food ? 'menu.foodCategoryNotFoundText' : 'menu.drinkCategoryNotFoundText', { slug })}</p>
      <Link
        to={menuBasePath(kind, lang)}
        className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        {t(food ? 'menu.seeFullMenu' : 'menu.seeAllDrinks')}
      </Link>
    </div>
  )
}
