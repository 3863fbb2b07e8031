import { adminPageMeta } from '~/components/admin-frame'
import { CategoriesManagement } from '~/features/staff-menu/categories-management'
import type { Route } from './+types/admin-categories'

export const meta: Route.MetaFunction = () => adminPageMeta('Menu Categories')

export { staffOnlyLoader as loader } from './staff-page.server'

export default function AdminCategories() {
  return <CategoriesManagement />
}
