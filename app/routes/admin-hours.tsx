import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import type { Route } from './+types/admin-hours'

export const meta: Route.MetaFunction = () => adminPageMeta('Opening Hours')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

// Placeholder: replaced by the hours screen.
export default function AdminHours() {
  return <p>Opening Hours</p>
}
