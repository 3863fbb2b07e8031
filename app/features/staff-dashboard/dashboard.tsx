import { CalendarCheck, CalendarClock, CalendarDays, Eye, Hourglass, Inbox, MailWarning, Repeat, UserPlus, Users, UtensilsCrossed } from '~/components/staff-icons'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { EmailSummaryJson } from '~/contracts/emails'
import { requestsSectionPath } from '~/contracts/group-requests'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationSummaryJson } from '~/contracts/reservations'
import type { VisitorStats } from '~/contracts/visitor-stats'
import { menuTotals } from './dashboard-counts'
import { failingEmailsWarning } from './email-warning'
import { SectionHeading, StatCard } from './stat-card'
import { type DashboardReservation, type Loadable, TodayCard } from './today-card'

/**
 * The warning about e-mails that keep failing, with the way to the outbox. Nothing while the summary loads, when
 * nothing fails, or when the summary could not be loaded (the rest of the dashboard stands).
 */
function FailingEmails({ summary }: { summary: Loadable<EmailSummaryJson> | undefined }) {
  const warning = failingEmailsWarning(summary?.data?.failingOverAnHour)
  if (!warning) return null
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-400 bg-red-50 p-4 text-red-900" data-testid="failing-emails">
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{warning}</span> Guests may be missing their confirmations.{' '}
        <Link to="/admin/emails" className="font-semibold underline underline-offset-4">
          See the e-mails
        </Link>
      </p>
    </div>
  )
}

export function Dashboard({
  today,
  now,
  menu,
  drinks,
  reservationSummary,
  todayReservations,
  visitorStats,
  hours,
  emailSummary,
  groupRequests,
  waitlistToday,
}: {
  /** The venue's date, 'yyyy-MM-dd', and wall-clock time, 'HH:mm', read together. */
  today: string
  now: string
  /** The food and the drinks lists, counted together. */
  menu: Loadable<readonly { name: string }[]>
  drinks: Loadable<readonly { name: string }[]>
  /** How many bookings there are, how many are pending, and the venue day's totals (not the bookings themselves). */
  reservationSummary: Loadable<ReservationSummaryJson>
  /** The bookings of `today`, every status. */
  todayReservations: Loadable<readonly DashboardReservation[]>
  visitorStats: Loadable<VisitorStats>
  /** The opening hours, for the Today card. */
  hours: Loadable<OpeningHoursJson>
  /** The outbox's summary, for the warning about failing e-mails. */
  emailSummary?: Loadable<EmailSummaryJson>
  /** The group requests waiting for an answer (GET /api/group-requests). */
  groupRequests?: Loadable<readonly unknown[]>
  /** The venue day's waitlist: how many parties waited and how many were seated from it. */
  waitlistToday?: Loadable<{ waited: number; seated: number }>
}) {
  const summary = reservationSummary.data
  const menuCount = menuTotals(menu.data, drinks.data)
  const stats = visitorStats.data

  return (
    <div className="grid gap-8">
      <h2 className="text-2xl font-bold">Dashboard</h2>

      <FailingEmails summary={emailSummary} />

      <TodayCard
        today={today}
        now={now}
        hours={hours}
        totals={{ data: summary?.today, isError: reservationSummary.isError }}
        reservations={todayReservations}
      />

      <section aria-labelledby="dash-overview" className="grid gap-3">
        <SectionHeading id="dash-overview">Menu and Reservations</SectionHeading>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
          <StatCard
            label="Total Menu Items"
            value={menuCount?.total}
            detail={menuCount && `${menuCount.food} food + ${menuCount.drinks} drinks`}
            isError={menu.isError || drinks.isError}
            icon={UtensilsCrossed}
          />
          <StatCard label="Total Reservations" value={summary?.total} isError={reservationSummary.isError} icon={CalendarDays} />
          <StatCard
            label="Today's bookings"
            value={summary?.today.bookings}
            detail={summary && `${summary.today.covers} covers`}
            isError={reservationSummary.isError}
            icon={CalendarClock}
          />
          <StatCard label="Pending Reservations" value={summary?.pending} isError={reservationSummary.isError} icon={Hourglass} />
          {waitlistToday && (
            <StatCard
              label="Waitlist today"
              value={waitlistToday.data?.waited}
              detail={waitlistToday.data && `${waitlistToday.data.waited} waited, ${waitlistToday.data.seated} seated`}
              isError={waitlistToday.isError}
              icon={Users}
              link={{ to: '/admin/reservations?view=waitlist', label: 'Open the waitlist' }}
            />
          )}
          {groupRequests && (
            <StatCard
              label="Requests"
              value={groupRequests.data?.length}
              isError={groupRequests.isError}
              icon={Inbox}
              link={{ to: requestsSectionPath, label: 'Answer the group requests' }}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="dash-actions">
        <Card>
          <CardHeader>
            <CardTitle id="dash-actions">Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            <Button asChild size="lg" className="justify-start">
              <Link to="/admin/menu">
                <UtensilsCrossed aria-hidden="true" />
                Manage Menu
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="justify-start">
              <Link to="/admin/reservations">
                <CalendarCheck aria-hidden="true" />
                Manage Reservations
              </Link>
            </Button>
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="dash-traffic" className="grid gap-3">
        <SectionHeading id="dash-traffic">Website Traffic</SectionHeading>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard label="Total Unique Visitors" value={stats?.totalUniqueVisitors} isError={visitorStats.isError} icon={Users} />
          <StatCard label="Returning Visitors" value={stats?.returningVisitors} isError={visitorStats.isError} icon={Repeat} />
          <StatCard label="New Visitors Today" value={stats?.newVisitorsToday} isError={visitorStats.isError} icon={UserPlus} />
          <StatCard
            label="Returning Visitors Today"
            value={stats?.returningVisitorsToday}
            isError={visitorStats.isError}
            icon={Eye}
          />
        </div>
      </section>
    </div>
  )
}
