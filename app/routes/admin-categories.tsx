import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { CategoriesManagement } from '~/features/staff-menu/categories-management'
import type { Route } from './+types/admin-categories'

export const meta: Route.MetaFunction = () => adminPageMeta('Menu Categories')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

export default function AdminCategories() {
  return <CategoriesManagement />
}
