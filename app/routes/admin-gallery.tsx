import { adminPageMeta } from '~/components/admin-frame'
import { GalleryManagement } from '~/features/gallery/gallery-management'
import type { Route } from './+types/admin-gallery'

export const meta: Route.MetaFunction = () => adminPageMeta('Gallery Management')

export { staffOnlyLoader as loader } from './staff-page.server'

export default function AdminGallery() {
  return <GalleryManagement />
}
