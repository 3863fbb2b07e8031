import { useQuery } from '@tanstack/react-query'
import { LoadError } from '~/components/load-error'
import type { CategoryKind } from '~/contracts/categories'
import { isFiltering, MENU_NOUNS, menuItemMatches } from './menu-filter'
import { FilterStatus, useMenuFilter } from './menu-filters'
import { categoryMenuEntries, dishEntries, filterMenuEntries } from './menu-layout'
import { MenuEntries, MenuPlaceholder } from './menu-rows'
import type { MenuItemJson } from '~/contracts/menu'
import { menuKeys, menuPaths } from '~/contracts/menu-paths'
import { CATEGORY_MENU_REFETCH_MS, CATEGORY_MENU_STALE_MS } from '~/lib/constants'

// The category's query lives beside its only user: the full menu's pages (/, /menu, /drinks) do not load it.

/**
 * GET /api/menu/:category (or /api/drinks/:category); any non-success answer raises 'Failed to fetch menu items for category: <slug>',
 * or its twin for drinks.
 */
export async function fetchCategoryMenu(kind: CategoryKind, category: string, signal?: AbortSignal): Promise<MenuItemJson[]> {
  const res = await fetch(kind === 'food' ? menuPaths.category(category) : menuPaths.drinksCategory(category), { credentials: 'include', signal })
  if (!res.ok) throw new Error(`Failed to fetch ${kind === 'food' ? 'menu items' : 'drinks'} for category: ${category}`)
  return (await res.json()) as MenuItemJson[]
}

/** The category menu refetches every 5 s and is stale after 1 s: staff changes show without a reload. */
export function useCategoryMenu(kind: CategoryKind, category: string, initialData?: MenuItemJson[]) {
  return useQuery({
    queryKey: kind === 'food' ? menuKeys.category(category) : menuKeys.drinksCategory(category),
    queryFn: ({ signal }) => fetchCategoryMenu(kind, category, signal),
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
  const menu = useCategoryMenu(kind, category, initialItems)
  const filter = useMenuFilter()
  const noun = MENU_NOUNS[kind].many

  if (menu.isPending) return <MenuPlaceholder label={kind === 'food' ? 'Loading menu...' : 'Loading drinks...'} />
  // A failed background refresh keeps showing the last good list; only a list that never loaded is an error.
  if (menu.isError && !menu.data) {
    return (
      <LoadError
        title="We couldn't load this part of the menu."
        detail={menu.error.message}
        onRetry={() => void menu.refetch()}
        retrying={menu.isFetching}
      />
    )
  }
  const all = categoryMenuEntries(menu.data ?? [])
  if (all.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">No {noun} in this category right now. Please check back soon.</p>
  }
  const entries = isFiltering(filter) ? filterMenuEntries(all, (item) => menuItemMatches(item, filter)) : all
  return (
    <>
      <FilterStatus filter={filter} count={dishEntries(entries).length} kind={kind} />
      {entries.length > 0 && (
        <section aria-label={kind === 'food' ? 'Dishes' : 'Drinks'} className="rounded-xl border border-border bg-card px-4 pt-1 pb-2 shadow-sm">
          <MenuEntries entries={entries} headingLevel={2} />
        </section>
      )}
    </>
  )
}
