import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { MenuManagement } from '~/features/staff-menu/menu-management'
import type { Route } from './+types/admin-menu'

export const meta: Route.MetaFunction = () => adminPageMeta('Menu Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

export default function AdminMenu() {
  return <MenuManagement />
}
