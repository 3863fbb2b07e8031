import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type MenuItemJson, menuKeys, menuPaths } from '~/contracts/menu'
import type { MenuItemInput } from '~/contracts/menu.schemas'
import { apiRequest, getJson } from '~/lib/api'

export function useMenuItems() {
  return useQuery({ queryKey: menuKeys.list(), queryFn: getJson<MenuItemJson[]>(menuPaths.list) })
}

// Every write refetches menuKeys.all: the full list and each category list the public pages may have cached.

export function useAddMenuItem() {
  return useStaffMutation({
    mutationFn: (input: MenuItemInput) => apiRequest<MenuItemJson>('POST', menuPaths.list, input),
    invalidates: [menuKeys.all],
    success: () => 'Menu item added successfully.',
    failure: () => 'Failed to add menu item. Please try again.',
  })
}

export function useUpdateMenuItem() {
  return useStaffMutation({
    mutationFn: ({ id, input }: { id: number; input: MenuItemInput }) => apiRequest<MenuItemJson>('PUT', menuPaths.item(id), input),
    invalidates: [menuKeys.all],
    success: () => 'Menu item updated successfully.',
    failure: () => 'Failed to update menu item. Please try again.',
  })
}

export function useDeleteMenuItem() {
  return useStaffMutation({
    mutationFn: (id: number) => apiRequest('DELETE', menuPaths.item(id)),
    invalidates: [menuKeys.all],
    success: () => 'Menu item deleted successfully.',
    failure: () => 'Failed to delete menu item. Please try again.',
  })
}
