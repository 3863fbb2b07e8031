import { adminPageMeta } from '~/components/admin-frame'
import { StaffManagement } from '~/features/staff-accounts/staff-management'
import type { Route } from './+types/admin-staff'

export const meta: Route.MetaFunction = () => adminPageMeta('Staff')

export { staffOnlyLoader as loader } from './staff-page.server'

export default function AdminStaff() {
  return <StaffManagement />
}
