import { adminPageMeta } from '~/components/admin-frame'
import { requireStaff } from '~/features/staff-auth/require-staff.server'
import { OffersManagement } from '~/features/staff-offers/offers-management'
import type { Route } from './+types/admin-offers'

export const meta: Route.MetaFunction = () => adminPageMeta('Happy Hour Offers Management')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request)
  return null
}

export default function AdminOffers() {
  return <OffersManagement />
}
