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

export { serviceDayLoader as loader } from './staff-page.server'

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { time } = venueClock(loaderData.timeZone).read()
  const { today } = loaderData
  // The route composes the features: the dashboard reads the same queries the menu and reservations pages use, and
  // the counts of all bookings and of the day from the server rather than every booking ever made.
  const reservationSummary = useReservationSummary()
  const queries = {
    menu: useMenuItems('food'),
    drinks: useMenuItems('drink'),
    reservationSummary,
    todayReservations: useDayReservations(today),
    visitorStats: useVisitorStats(),
    hours: useHours(),
    emailSummary: useEmailSummary(),
    groupRequests: useOpenGroupRequests(),
    // The summary counts the day's waitlist too: who waited, who was seated from it.
    waitlistToday: { data: reservationSummary.data?.waitlist, isError: reservationSummary.isError },
  }
  return <Dashboard today={today} now={time} {...queries} />
}
