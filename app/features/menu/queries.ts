import { useQuery } from '@tanstack/react-query'
import { CATEGORY_MENU_REFETCH_MS, CATEGORY_MENU_STALE_MS } from '~/lib/constants'
import type { MenuItemJson } from '~/lib/api-types'

/** GET /api/menu: the whole menu. The query key is the URL (the default query function GETs it). */
export const fullMenuQueryKey = ['/api/menu'] as const

export function useFullMenu(initialData?: MenuItemJson[]) {
  return useQuery<MenuItemJson[]>({ queryKey: fullMenuQueryKey, initialData })
}

export function categoryMenuQueryKey(category: string) {
  return [`/api/menu/${category}`] as const
}

/** GET /api/menu/:category; any non-success answer raises the spec's message (section 7). */
export async function fetchCategoryMenu(category: string, signal?: AbortSignal): Promise<MenuItemJson[]> {
  const res = await fetch(`/api/menu/${encodeURIComponent(category)}`, { credentials: 'include', signal })
  if (!res.ok) throw new Error(`Failed to fetch menu items for category: ${category}`)
  return (await res.json()) as MenuItemJson[]
}

/** The category menu refetches every 5 s and is stale after 1 s (spec section 4). */
export function useCategoryMenu(category: string, initialData?: MenuItemJson[]) {
  return useQuery<MenuItemJson[]>({
    queryKey: categoryMenuQueryKey(category),
    queryFn: ({ signal }) => fetchCategoryMenu(category, signal),
    initialData,
    refetchInterval: CATEGORY_MENU_REFETCH_MS,
    staleTime: CATEGORY_MENU_STALE_MS,
  })
}
