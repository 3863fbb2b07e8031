import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { apiRequest } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import type { MenuItemInput } from '~/schemas/menu-item'
import type { MenuItemJson } from '~/lib/api-types'

/** GET /api/menu: the one key every menu mutation invalidates. */
export const menuItemsQueryKey = ['/api/menu'] as const

export function useMenuItems() {
  return useQuery<MenuItemJson[]>({ queryKey: menuItemsQueryKey })
}

/** The full list and every per-category list (/api/menu/{category}) the public pages may have cached. */
function refetchMenus(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(menuItemsQueryKey[0]),
  })
}

function showFailure(error: unknown, description: string) {
  // A 401 is handled once for the whole back office: the person is sent to sign in again.
  if (isSessionExpired(error)) return
  toast({ title: 'Error', description, variant: 'destructive' })
}

export function useAddMenuItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MenuItemInput) => apiRequest<MenuItemJson>('POST', '/api/menu', input),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Menu item added successfully.' })
      await refetchMenus(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to add menu item. Please try again.'),
  })
}

export function useUpdateMenuItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MenuItemInput }) =>
      apiRequest<MenuItemJson>('PUT', `/api/menu/${id}`, input),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Menu item updated successfully.' })
      await refetchMenus(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to update menu item. Please try again.'),
  })
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/menu/${id}`),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Menu item deleted successfully.' })
      await refetchMenus(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to delete menu item. Please try again.'),
  })
}

