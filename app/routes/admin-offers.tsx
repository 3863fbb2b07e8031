import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { OffersManagement } from '~/features/staff-offers/offers-management'
import type { Route } from './+types/admin-offers'

export const meta: Route.MetaFunction = () => adminPageMeta('Happy Hour Offers Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return null
}

export default function AdminOffers() {
  return <OffersManagement />
}
