import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import type { Route } from './+types/admin-events'

export const meta: Route.MetaFunction = () => adminPageMeta('Events Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

// Placeholder: replaced by the events screen.
export default function AdminEvents() {
  return <p>Events Management</p>
}
