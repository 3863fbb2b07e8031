import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { useHours } from '~/features/hours/hours-query'
import { ReservationsManagement } from '~/features/staff-reservations/reservations-management'
import { useTables } from '~/features/staff-tables/tables-query'
import type { Route } from './+types/admin-reservations'

export const meta: Route.MetaFunction = () => adminPageMeta('Reservations')

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  return { timeZone: context.config.VENUE_TIMEZONE }
}

export default function AdminReservations({ loaderData }: Route.ComponentProps) {
  // The route composes the features: the table selectors offer the tables of the tables page.
  // ...and the calendar shows the closed days of the hours page.
  const tables = useTables()
  const hours = useHours()
  return <ReservationsManagement timeZone={loaderData.timeZone} tables={tables.data} hours={hours.data} />
}
