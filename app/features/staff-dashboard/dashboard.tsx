import { CalendarCheck, CalendarClock, MailWarning, CalendarDays, ClipboardList, Eye, Hourglass, Inbox, Repeat, UserPlus, Users, UtensilsCrossed } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { cn } from '~/lib/cn'
import { plural, pluralNoun } from '~/lib/plural'
import { statusBadgeClass, statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { countMenuItems, nextArrivals, todayCovers } from './dashboard-counts'
import { failingEmailsWarning } from './email-warning'
import type { EmailSummaryJson } from '~/contracts/emails'
import { requestsSectionPath } from '~/contracts/group-requests'
import type { ReservationSummaryJson } from '~/contracts/reservations'
import type { VisitorStats } from '~/contracts/visitor-stats'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { formatWeekdayDate } from '~/lib/date-wording'
import { formatHours, hoursOn } from '~/lib/opening-hours'

/** The slice of a query result the dashboard needs. */
interface Loadable<T> {
  data: T | undefined
  isError: boolean
}

export interface DashboardReservation {
  id: number
  name: string
  date: string
  time: string
  guests: number
  status: string
}

function StatCard({
  label,
  value,
  isError,
  icon: Icon,
  link,
}: {
  label: string
  value: number | undefined
  isError: boolean
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** Where the number is dealt with. */
  link?: { to: string; label: string }
}) {
  const labelId = useId()
  return (
    <Card role="group" aria-labelledby={labelId}>
      <CardContent className="flex items-center justify-between gap-3 p-4 pt-4 sm:p-5 sm:pt-5">
        <div className="grid gap-1">
          <h4 id={labelId} className="text-sm font-medium text-muted-foreground">
            {label}
          </h4>
          {value !== undefined ? (
            <p className="text-3xl font-bold tabular-nums" data-testid="stat-value">
              {value}
            </p>
          ) : isError ? (
            <p className="text-sm text-destructive">Could not load</p>
          ) : (
            <Skeleton className="h-9 w-16" />
          )}
          {link && (
            <Link to={link.to} className="text-sm text-primary underline underline-offset-4">
              {link.label}
            </Link>
          )}
        </div>
        <Icon className="hidden size-8 shrink-0 text-primary sm:block" aria-hidden />
      </CardContent>
    </Card>
  )
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-semibold">
      {children}
    </h3>
  )
}

/** The venue day's next arrivals: time, name, party and status, soonest first. */
function NextArrivals({ arrivals, isError }: { arrivals: readonly DashboardReservation[] | undefined; isError: boolean }) {
  if (arrivals === undefined)
    return isError ? (
      <p className="text-sm text-destructive">The reservations could not be loaded.</p>
    ) : (
      <div className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    )
  if (arrivals.length === 0) return <p className="text-muted-foreground">No more arrivals expected today.</p>
  return (
    <ul className="divide-y divide-border" aria-labelledby="dash-arrivals">
      {arrivals.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 items-baseline gap-3">
            <span className="w-20 shrink-0 font-semibold tabular-nums">{formatTime12h(r.time)}</span>
            <span className="min-w-0">
              <span className="block font-medium break-words">{r.name}</span>
              <span className="block text-sm text-muted-foreground">{plural(r.guests, 'guest')}</span>
            </span>
          </div>
          <Badge className={cn('shrink-0', statusBadgeClass(r.status))}>{statusLabel(r.status)}</Badge>
        </li>
      ))}
    </ul>
  )
}

/**
 * 'Today': open or closed (with the note), the hours, the guests booked (cancelled bookings and no-shows not counted),
 * and the next arrivals (what the host needs tonight, rather than the latest bookings made).
 */
function TodayCard({
  today,
  now,
  hours,
  reservations,
}: {
  today: string
  /** The venue's wall-clock time, 'HH:mm'. */
  now: string
  hours: Loadable<OpeningHoursJson>
  /** Today's bookings. */
  reservations: Loadable<readonly DashboardReservation[]>
}) {
  const day = hours.data ? hoursOn(hours.data, today) : undefined
  const booked = reservations.data ? todayCovers(reservations.data, today) : undefined
  const arrivals = reservations.data ? nextArrivals(reservations.data, today, now) : undefined
  return (
    <section aria-labelledby="dash-today">
      <Card data-testid="today-card">
        <CardHeader>
          <CardTitle id="dash-today">Today</CardTitle>
          <p className="text-sm text-muted-foreground">{formatWeekdayDate(today)}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-1">
              <h4 className="text-sm font-medium text-muted-foreground">Opening hours</h4>
              {day ? (
                <p className="flex flex-wrap items-center gap-2" data-testid="today-hours">
                  <Badge variant={day.closed ? 'accent' : 'default'}>{day.closed ? 'Closed' : 'Open'}</Badge>
                  {!day.closed && <span className="font-semibold">{formatHours(day)}</span>}
                  {day.note && <span className="text-muted-foreground">({day.note})</span>}
                </p>
              ) : hours.isError ? (
                <p className="text-sm text-destructive">Could not load</p>
              ) : (
                <Skeleton className="h-6 w-40" />
              )}
              <Link to="/admin/hours" className="text-sm text-primary underline underline-offset-4">
                Change the opening hours
              </Link>
            </div>
            <div className="grid content-start gap-1">
              <h4 className="text-sm font-medium text-muted-foreground">Covers booked</h4>
              {booked ? (
                <p data-testid="today-covers">
                  <span className="text-3xl font-bold tabular-nums">{booked.covers}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    {pluralNoun(booked.covers, 'guest')} in {plural(booked.bookings, 'booking')}
                  </span>
                </p>
              ) : reservations.isError ? (
                <p className="text-sm text-destructive">Could not load</p>
              ) : (
                <Skeleton className="h-9 w-24" />
              )}
              <p className="text-sm text-muted-foreground">Cancelled bookings and no-shows are not counted.</p>
            </div>
          </div>
          <div className="grid gap-2">
            <h4 id="dash-arrivals" className="text-base font-semibold">
              Next arrivals
            </h4>
            <NextArrivals arrivals={arrivals} isError={reservations.isError} />
            <Button asChild size="lg" variant="outline" className="justify-self-start">
              <Link to="/admin/reservations">
                <ClipboardList aria-hidden="true" />
                Open the host stand
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  )
}

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
  reservationSummary,
  todayReservations,
  visitorStats,
  hours,
  emailSummary,
  groupRequests,
}: {
  /** The venue's date, 'yyyy-MM-dd', and wall-clock time, 'HH:mm', read together. */
  today: string
  now: string
  menu: Loadable<readonly { name: string }[]>
  /** How many bookings there are and how many are pending (not the bookings themselves). */
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
}) {
  const summary = reservationSummary.data
  const bookedToday = todayReservations.data ? todayCovers(todayReservations.data, today).bookings : undefined
  const stats = visitorStats.data

  return (
    <div className="grid gap-8">
      <h2 className="text-2xl font-bold">Dashboard</h2>

      <FailingEmails summary={emailSummary} />

      <TodayCard today={today} now={now} hours={hours} reservations={todayReservations} />

      <section aria-labelledby="dash-overview" className="grid gap-3">
        <SectionHeading id="dash-overview">Menu and Reservations</SectionHeading>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
          <StatCard
            label="Total Menu Items"
            value={menu.data ? countMenuItems(menu.data) : undefined}
            isError={menu.isError}
            icon={UtensilsCrossed}
          />
          <StatCard label="Total Reservations" value={summary?.total} isError={reservationSummary.isError} icon={CalendarDays} />
          <StatCard label="Today's Reservations" value={bookedToday} isError={todayReservations.isError} icon={CalendarClock} />
          <StatCard label="Pending Reservations" value={summary?.pending} isError={reservationSummary.isError} icon={Hourglass} />
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
