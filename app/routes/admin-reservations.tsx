import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { readOpeningHours } from '~/.server/services/opening-hours'
import { serviceDay } from '~/lib/bookable-times'
import { addDays } from '~/lib/dates'
import { useHours } from '~/features/hours/hours-query'
import { HostStand } from '~/features/staff-reservations/host-stand'
import { useBarSeats } from '~/features/staff-tables/bar-seats-query'
import { useTables } from '~/features/staff-tables/tables-query'
import type { Route } from './+types/admin-reservations'

export const meta: Route.MetaFunction = () => adminPageMeta('Reservations')

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  const now = context.clock.read()
  // The host's day: after midnight, the night still running (00:30 on Sunday works Saturday's night).
  const hours = await readOpeningHours(context.db, addDays(now.today, -1))
  return { timeZone: context.config.VENUE_TIMEZONE, today: serviceDay(hours, now) }
}

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
