import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffAdd, useStaffDelete, useStaffMutation, writeToasts } from '~/components/use-staff-mutation'
import type { CategoryKind } from '~/contracts/categories'
import { type MenuItemJson, menuKeys, menuPaths } from '~/contracts/menu'
import { translationKeys } from '~/contracts/translations'
import type { MenuItemFlags, MenuItemInput } from '~/contracts/menu.schemas'
import { ApiError, apiRequest, errorMessage, getJson } from '~/lib/api'

/** The food items (GET /api/menu) or the drinks (GET /api/drinks), in id order. */
export function useMenuItems(kind: CategoryKind) {
  const queryKey: readonly string[] = kind === 'drink' ? menuKeys.drinks() : menuKeys.list()
  return useQuery({ queryKey, queryFn: getJson<MenuItemJson[]>(kind === 'drink' ? menuPaths.drinks : menuPaths.list) })
}

// Every write refetches menuKeys.all: the food and drink lists and each category list the public pages may have cached.

/** The server's reason for a refusal staff can act on (400, 404, 409), else `fallback`. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && [400, 404, 409].includes(error.status) ? errorMessage(error, fallback) : fallback
}

export const useAddMenuItem = () => useStaffAdd<MenuItemInput, MenuItemJson>(menuPaths.list, [menuKeys.all, translationKeys.all], 'menu item')

export function useUpdateMenuItem() {
  return useStaffMutation({
    mutationFn: ({ id, input }: { id: number; input: MenuItemInput }) => apiRequest<MenuItemJson>('PUT', menuPaths.item(id), input),
    invalidates: [menuKeys.all, translationKeys.all],
    success: () => 'Menu item updated successfully.',
    failure: () => 'Failed to update menu item. Please try again.',
  })
}

export const useDeleteMenuItem = () => useStaffDelete(menuPaths.item, [menuKeys.all, translationKeys.all], writeToasts('menu item', 'delete'))

/**
 * The one-click toggles of a staff row (PATCH /api/menu/:id { isSpecial } or { soldOutToday }). The row shows the
 * new state while the request runs; the answer goes into the cached lists at once, then they are refetched.
 */
export function useSetMenuItemFlags() {
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: ({ id, flags }: { id: number; flags: MenuItemFlags }) => apiRequest<MenuItemJson>('PATCH', menuPaths.item(id), flags),
    invalidates: [menuKeys.all, translationKeys.all],
    onSuccess: (saved) => {
      for (const key of [menuKeys.list(), menuKeys.drinks()]) {
        queryClient.setQueryData<MenuItemJson[]>(key, (list) => list?.map((item) => (item.id === saved.id ? saved : item)))
      }
    },
    failure: (error) => refusal(error, 'Failed to update menu item. Please try again.'),
  })
}
