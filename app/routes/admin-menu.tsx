import { adminPageMeta } from '~/components/admin-frame'
import { requireStaff } from '~/features/staff-auth/require-staff.server'
import { MenuManagement } from '~/features/staff-menu/menu-management'
import type { Route } from './+types/admin-menu'

export const meta: Route.MetaFunction = () => adminPageMeta('Menu Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request)
  return null
}

export default function AdminMenu() {
  return <MenuManagement />
}
