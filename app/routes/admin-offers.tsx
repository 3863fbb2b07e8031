import { adminPageMeta } from '~/components/admin-frame'
import { OffersManagement } from '~/features/staff-offers/offers-management'
import type { Route } from './+types/admin-offers'

export const meta: Route.MetaFunction = () => adminPageMeta('Happy Hour Offers Management')

export { staffOnlyLoader as loader } from './staff-page.server'

export default function AdminOffers() {
  return <OffersManagement />
}
