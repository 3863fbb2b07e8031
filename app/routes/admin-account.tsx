import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { AccountSettings } from '~/features/staff-accounts/account-settings'
import type { Route } from './+types/admin-account'

export const meta: Route.MetaFunction = () => adminPageMeta('My account')

export function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request)
  return { username: staff.username, role: staff.role }
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return <AccountSettings username={loaderData.username} role={loaderData.role} />
}
