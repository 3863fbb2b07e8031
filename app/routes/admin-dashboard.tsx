import { adminPageMeta } from '~/components/admin-frame'
import { useHours } from '~/features/hours/hours-query'
import { Dashboard } from '~/features/staff-dashboard/dashboard'
import { useEmailSummary } from '~/features/staff-emails/emails-query'
import { useVisitorStats } from '~/features/staff-dashboard/visitor-stats-query'
import { useMenuItems } from '~/features/staff-menu/menu-items-query'
import { useDayReservations, useReservationSummary } from '~/features/staff-reservations/reservations-query'
import { useOpenGroupRequests } from '~/features/staff-reservations/requests-query'
import { venueClock } from '~/lib/venue-clock'
import type { Route } from './+types/admin-dashboard'

export const meta: Route.MetaFunction = () => adminPageMeta('Dashboard')

export { staffTimeZoneLoader as loader } from './staff-page.server'

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  // One reading of the clock for the date and the time, so the two never straddle midnight.
  const { today, time } = venueClock(loaderData.timeZone).read()
  // The route composes the features: the dashboard reads the same queries the menu and reservations pages use, and
  // the counts of all bookings from the server rather than every booking ever made.
  const menu = useMenuItems('food')
  const reservationSummary = useReservationSummary()
  const todayReservations = useDayReservations(today)
  const visitorStats = useVisitorStats()
  const hours = useHours()
  const emailSummary = useEmailSummary()
  const groupRequests = useOpenGroupRequests()
  return (
    <Dashboard
      today={today}
      now={time}
      menu={menu}
      reservationSummary={reservationSummary}
      todayReservations={todayReservations}
      visitorStats={visitorStats}
      hours={hours}
      emailSummary={emailSummary}
      groupRequests={groupRequests}
    />
  )
}
