import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import type { Route } from './+types/admin-gallery'

export const meta: Route.MetaFunction = () => adminPageMeta('Gallery Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

// Placeholder: replaced by the gallery screen.
export default function AdminGallery() {
  return <p>Gallery Management</p>
}
