import { adminPageMeta } from '~/components/admin-frame'
import { useHours } from '~/features/hours/hours-query'
import { HostStand } from '~/features/staff-reservations/host-stand'
import { readHostStandParams } from '~/features/staff-reservations/host-stand-params'
import { waitingCount } from '~/features/staff-waitlist/waitlist-format'
import { WaitlistPanel } from '~/features/staff-waitlist/waitlist-panel'
import { useDayWaitlist } from '~/features/staff-waitlist/waitlist-query'
import { useBarSeats } from '~/features/staff-tables/bar-seats-query'
import { useTables } from '~/features/staff-tables/tables-query'
import { useSearchParams } from 'react-router'
import type { Route } from './+types/admin-reservations'

export const meta: Route.MetaFunction = () => adminPageMeta('Reservations')

export { serviceDayLoader as loader } from './staff-page.server'

export default function AdminReservations({ loaderData }: Route.ComponentProps) {
  // The route composes the features: the host stand seats bookings at the tables and bar of the tables page, within
  // the hours of the hours page, and shows the waitlist's parties.
  const tables = useTables()
  const barSeats = useBarSeats()
  const hours = useHours()
  // The waitlist of the day shown: its count in the host stand's tab and numbers, its view beside the arrivals.
  const [searchParams] = useSearchParams()
  const { date } = readHostStandParams(searchParams, loaderData.today)
  const waiting = waitingCount(useDayWaitlist(date).data)
  return (
    <HostStand
      timeZone={loaderData.timeZone}
      today={loaderData.today}
      tables={tables.data}
      barSeats={barSeats.data?.barSeats}
      hours={hours.data}
      waiting={waiting}
      waitlistView={(day, isToday) => <WaitlistPanel date={day} canAdd={isToday} tables={tables.data} />}
    />
  )
}
