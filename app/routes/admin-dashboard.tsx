import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { readOpeningHours } from '~/.server/services/opening-hours'
import { useHours } from '~/features/hours/hours-query'
import { Dashboard } from '~/features/staff-dashboard/dashboard'
import { useEmailSummary } from '~/features/staff-emails/emails-query'
import { useVisitorStats } from '~/features/staff-dashboard/visitor-stats-query'
import { useMenuItems } from '~/features/staff-menu/menu-items-query'
import { useDayReservations, useReservationSummary } from '~/features/staff-reservations/reservations-query'
import { useOpenGroupRequests } from '~/features/staff-reservations/requests-query'
import { serviceDay } from '~/lib/bookable-times'
import { addDays } from '~/lib/dates'
import { venueClock } from '~/lib/venue-clock'
import type { Route } from './+types/admin-dashboard'

export const meta: Route.MetaFunction = () => adminPageMeta('Dashboard')

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, request)
  const now = context.clock.read()
  // The venue day as the host stand has it (after midnight, the night still running), so both show the same night.
  const hours = await readOpeningHours(context.db, addDays(now.today, -1))
  return { timeZone: context.config.VENUE_TIMEZONE, today: serviceDay(hours, now) }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { time } = venueClock(loaderData.timeZone).read()
  const { today } = loaderData
  // The route composes the features: the dashboard reads the same queries the menu and reservations pages use, and
  // the counts of all bookings and of the day from the server rather than every booking ever made.
  const menu = useMenuItems('food')
  const drinks = useMenuItems('drink')
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
      drinks={drinks}
      reservationSummary={reservationSummary}
      todayReservations={todayReservations}
      visitorStats={visitorStats}
      hours={hours}
      emailSummary={emailSummary}
      groupRequests={groupRequests}
    />
  )
}
