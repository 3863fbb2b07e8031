import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { HoursManagement } from '~/features/hours/hours-management'
import type { Route } from './+types/admin-hours'

export const meta: Route.MetaFunction = () => adminPageMeta('Opening Hours')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  // The venue's today: exceptions start from it, whatever the browser's time zone.
  return { today: context.clock.today() }
}

export default function AdminHours({ loaderData }: Route.ComponentProps) {
  return <HoursManagement today={loaderData.today} />
}
