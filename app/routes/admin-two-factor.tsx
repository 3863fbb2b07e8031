import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { readTwoFactorStatus } from '~/.server/services/two-factor'
import { TwoFactorSettings } from '~/features/staff-two-factor/two-factor-settings'
import type { Route } from './+types/admin-two-factor'

export const meta: Route.MetaFunction = () => adminPageMeta('Second factor')

/** Whether this account's second factor is on, how many recovery codes are left, and the owner's rule. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request)
  return { status: await readTwoFactorStatus(context.db, staff.id) }
}

export default function AdminTwoFactor({ loaderData }: Route.ComponentProps) {
  return <TwoFactorSettings status={loaderData.status} />
}
