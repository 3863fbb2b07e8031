import { adminPageMeta } from '~/components/admin-frame'
import { useHours } from '~/features/hours/hours-query'
import { HostStand } from '~/features/staff-reservations/host-stand'
import { useBarSeats } from '~/features/staff-tables/bar-seats-query'
import { useTables } from '~/features/staff-tables/tables-query'
import type { Route } from './+types/admin-reservations'

export const meta: Route.MetaFunction = () => adminPageMeta('Reservations')

export { serviceDayLoader as loader } from './staff-page.server'

export default function AdminReservations({ loaderData }: Route.ComponentProps) {
  // The route composes the features: the host stand seats bookings at the tables and bar of the tables page, within
  // the hours of the hours page.
  const tables = useTables()
  const barSeats = useBarSeats()
  const hours = useHours()
  return (
    <HostStand
      timeZone={loaderData.timeZone}
      today={loaderData.today}
      tables={tables.data}
      barSeats={barSeats.data?.barSeats}
      hours={hours.data}
    />
  )
}
