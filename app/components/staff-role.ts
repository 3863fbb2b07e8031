import { useRouteLoaderData } from 'react-router'
import { apiPermission, type Role, roleAllows } from '~/lib/roles'

/** The signed-in staff member's role, from the admin layout's data (undefined outside the admin pages). */
export function useStaffRole(): Role | undefined {
  return useRouteLoaderData<{ role: Role }>('routes/admin-layout')?.role
}

/**
 * True when the signed-in staff member's role may use the API route (`PUT`, `/api/menu/:id`): a screen hides what
 * the server would refuse. While the role is not known, true (the server refuses anyway).
 */
export function useMayUse(method: string, routePath: string): boolean {
  const role = useStaffRole()
  const permission = apiPermission(method, routePath)
  return !role || (permission !== undefined && roleAllows(role, permission))
}
