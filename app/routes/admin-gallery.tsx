import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { GalleryManagement } from '~/features/gallery/gallery-management'
import type { Route } from './+types/admin-gallery'

export const meta: Route.MetaFunction = () => adminPageMeta('Gallery Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

export default function AdminGallery() {
  return <GalleryManagement />
}
