import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import type { Route } from './+types/admin-venue'

export const meta: Route.MetaFunction = () => adminPageMeta('Venue Details')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

// Placeholder: replaced by the venue screen.
export default function AdminVenue() {
  return <p>Venue Details</p>
}
