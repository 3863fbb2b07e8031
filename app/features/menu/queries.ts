import { useQuery } from '@tanstack/react-query'
import { type MenuItemJson, menuKeys, menuPaths } from '~/contracts/menu'
import { getJson } from '~/lib/api'
import { CATEGORY_MENU_REFETCH_MS, CATEGORY_MENU_STALE_MS } from '~/lib/constants'

/** GET /api/menu: the whole menu. */
export function useFullMenu(initialData?: MenuItemJson[]) {
  return useQuery({ queryKey: menuKeys.list(), queryFn: getJson<MenuItemJson[]>(menuPaths.list), initialData })
}

/** GET /api/menu/:category; any non-success answer raises the spec's message (section 7). */
export async function fetchCategoryMenu(category: string, signal?: AbortSignal): Promise<MenuItemJson[]> {
  const res = await fetch(menuPaths.category(category), { credentials: 'include', signal })
  if (!res.ok) throw new Error(`Failed to fetch menu items for category: ${category}`)
  return (await res.json()) as MenuItemJson[]
}

/** The category menu refetches every 5 s and is stale after 1 s (spec section 4). */
export function useCategoryMenu(category: string, initialData?: MenuItemJson[]) {
  return useQuery({
    queryKey: menuKeys.category(category),
    queryFn: ({ signal }) => fetchCategoryMenu(category, signal),
    initialData,
    refetchInterval: CATEGORY_MENU_REFETCH_MS,
    staleTime: CATEGORY_MENU_STALE_MS,
  })
}
