import { useQueryClient } from '@tanstack/react-query'
import { adminPageMeta } from '~/components/admin-frame'
import { reservationKeys } from '~/contracts/reservations'
import { TablesManagement } from '~/features/staff-tables/tables-management'
import type { Route } from './+types/admin-tables'

export const meta: Route.MetaFunction = () => adminPageMeta('Tables')

export { staffOnlyLoader as loader } from './staff-page.server'

export default function AdminTables() {
  const queryClient = useQueryClient()
  // A table change can move bookings or renumber their table: the reservation screens then refetch.
  return <TablesManagement onBookingsChanged={() => void queryClient.invalidateQueries({ queryKey: reservationKeys.all })} />
}
