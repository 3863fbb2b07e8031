import { useQuery } from '@tanstack/react-query'
import { useI18n } from '~/components/i18n'
import { LoadError } from '~/components/load-error'
import type { CategoryKind } from '~/contracts/categories'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import { isFiltering, menuItemMatches } from './menu-filter'
import { FilterStatus, useMenuFilter } from './menu-filters'
import { categoryMenuEntries, dishEntries, filterMenuEntries } from './menu-layout'
import { MenuEntries, MenuPlaceholder } from './menu-rows'
import type { MenuItemJson } from '~/contracts/menu'
import { menuKeys, menuPaths } from '~/contracts/menu-paths'
import { CATEGORY_MENU_REFETCH_MS, CATEGORY_MENU_STALE_MS } from '~/lib/constants'
import { inLanguage } from './queries'

// The category's query lives beside its only user: the full menu's pages (/, /menu, /drinks) do not load it.

/**
 * GET /api/menu/:category (or /api/drinks/:category); any non-success answer raises 'Failed to fetch menu items for category: <slug>',
 * or its twin for drinks.
 */
export async function fetchCategoryMenu(
  kind: CategoryKind,
  category: string,
  signal?: AbortSignal,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<MenuItemJson[]> {
  const path = kind === 'food' ? menuPaths.category(category) : menuPaths.drinksCategory(category)
  const res = await fetch(inLanguage(path, lang), { credentials: 'include', signal })
  if (!res.ok) throw new Error(`Failed to fetch ${kind === 'food' ? 'menu items' : 'drinks'} for category: ${category}`)
  return (await res.json()) as MenuItemJson[]
}

/**
 * The category menu refetches every 5 s and is stale after 1 s: staff changes show without a reload. In the page's
 * language (its own cache entry: the keys of English stay as they were, so staff writes still invalidate every one).
 */
export function useCategoryMenu(kind: CategoryKind, category: string, initialData?: MenuItemJson[], lang: Language = DEFAULT_LANGUAGE) {
  const key = kind === 'food' ? menuKeys.category(category) : menuKeys.drinksCategory(category)
  return useQuery({
    queryKey: lang === DEFAULT_LANGUAGE ? key : [...key, lang],
    queryFn: ({ signal }) => fetchCategoryMenu(kind, category, signal, lang),
    initialData,
    refetchInterval: CATEGORY_MENU_REFETCH_MS,
    staleTime: CATEGORY_MENU_STALE_MS,
  })
}

interface CategoryMenuProps {
  kind: CategoryKind
  category: string
  initialItems?: MenuItemJson[]
}

/** One category (/menu/:category, /drinks/:category): refreshed every 5 s while the page is open. */
export function CategoryMenu({ kind, category, initialItems }: CategoryMenuProps) {
  const { lang, t } = useI18n()
  const menu = useCategoryMenu(kind, category, initialItems, lang)
  const filter = useMenuFilter()
  const food = kind === 'food'

  if (menu.isPending) return <MenuPlaceholder label={t(food ? 'menu.loadingMenu' : 'menu.loadingDrinks')} />
  // A failed background refresh keeps showing the last good list; only a list that never loaded is an error.
  if (menu.isError && !menu.data) {
    return (
      <LoadError
        title={t('menu.loadErrorCategory')}
        detail={menu.error.message}
        onRetry={() => void menu.refetch()}
        retrying={menu.isFetching}
      />
    )
  }
  const all = categoryMenuEntries(menu.data ?? [])
  if (all.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t(food ? 'menu.emptyFoodCategory' : 'menu.emptyDrinkCategory')}</p>
  }
  const entries = isFiltering(filter) ? filterMenuEntries(all, (item) => menuItemMatches(item, filter)) : all
  return (
    <>
      <FilterStatus filter={filter} count={dishEntries(entries).length} kind={kind} />
      {entries.length > 0 && (
        <section aria-label={t(food ? 'menu.dishesSection' : 'menu.drinksSection')} className="rounded-xl border border-border bg-card px-4 pt-1 pb-2 shadow-sm">
          <MenuEntries entries={entries} headingLevel={2} />
        </section>
      )}
    </>
  )
}
