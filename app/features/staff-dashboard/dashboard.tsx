import { CalendarCheck, CalendarClock, CalendarDays, Eye, Hourglass, Repeat, UserPlus, Users, UtensilsCrossed } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { cn } from '~/lib/cn'
import { formatShortDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { statusBadgeClass, statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { venueToday } from '~/lib/venue-time'
import { countMenuItems, recentReservations, reservationCounts } from './dashboard-counts'
import type { VisitorStats } from '~/contracts/visitor-stats'

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
  createdAt: string
}

function StatCard({
  label,
  value,
  isError,
  icon: Icon,
}: {
  label: string
  value: number | undefined
  isError: boolean
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
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

export function Dashboard({
  timeZone,
  menu,
  reservations,
  visitorStats,
}: {
  timeZone: string
  menu: Loadable<readonly { name: string }[]>
  reservations: Loadable<readonly DashboardReservation[]>
  visitorStats: Loadable<VisitorStats>
}) {
  const counts = reservations.data ? reservationCounts(reservations.data, venueToday(timeZone)) : undefined
  const recent = reservations.data ? recentReservations(reservations.data) : undefined
  const stats = visitorStats.data

  return (
    <div className="grid gap-8">
      <h2 className="text-2xl font-bold">Dashboard</h2>

      <section aria-labelledby="dash-overview" className="grid gap-3">
        <SectionHeading id="dash-overview">Menu and Reservations</SectionHeading>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            label="Total Menu Items"
            value={menu.data ? countMenuItems(menu.data) : undefined}
            isError={menu.isError}
            icon={UtensilsCrossed}
          />
          <StatCard label="Total Reservations" value={counts?.total} isError={reservations.isError} icon={CalendarDays} />
          <StatCard label="Today's Reservations" value={counts?.today} isError={reservations.isError} icon={CalendarClock} />
          <StatCard label="Pending Reservations" value={counts?.pending} isError={reservations.isError} icon={Hourglass} />
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="dash-recent">
          <Card className="h-full">
            <CardHeader>
              <CardTitle id="dash-recent">Recent Reservations</CardTitle>
            </CardHeader>
            <CardContent>
              {recent === undefined ? (
                reservations.isError ? (
                  <p className="text-sm text-destructive">The reservations could not be loaded.</p>
                ) : (
                  <div className="grid gap-2">
                    {Array.from({ length: 3 }, (_, i) => (
                      <Skeleton key={i} className="h-12 w-full" />
                    ))}
                  </div>
                )
              ) : recent.length === 0 ? (
                <p className="text-muted-foreground">No reservations yet</p>
              ) : (
                <ul className="divide-y divide-border" aria-label="Recent reservations">
                  {recent.map((r) => (
                    <li key={r.id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="font-medium break-words">{r.name}</p>
                        <p className="text-sm text-muted-foreground">
                          {plural(r.guests, 'guest')} · {formatShortDate(r.date)}, {formatTime12h(r.time)}
                        </p>
                      </div>
                      <Badge className={cn('shrink-0', statusBadgeClass(r.status))}>{statusLabel(r.status)}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </section>

        <section aria-labelledby="dash-actions">
          <Card className="h-full">
            <CardHeader>
              <CardTitle id="dash-actions">Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
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
      </div>

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
