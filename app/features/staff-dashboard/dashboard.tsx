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
import { countMenuItems, recentReservations, reservationCounts, todayCovers } from './dashboard-counts'
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

/** 'Today': open or closed (with the note), the hours, and the guests booked. */
function TodayCard({ today, hours, reservations }: { today: string; hours: Loadable<OpeningHoursJson>; reservations: Loadable<readonly DashboardReservation[]> }) {
  const day = hours.data ? hoursOn(hours.data, today) : undefined
  const booked = reservations.data ? todayCovers(reservations.data, today) : undefined
  return (
    <section aria-labelledby="dash-today">
      <Card data-testid="today-card">
        <CardHeader>
          <CardTitle id="dash-today">Today</CardTitle>
          <p className="text-sm text-muted-foreground">{formatWeekdayDate(today)}</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
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
          <div className="grid gap-1">
            <h4 className="text-sm font-medium text-muted-foreground">Covers booked</h4>
            {booked ? (
              <p data-testid="today-covers">
                <span className="text-3xl font-bold tabular-nums">{booked.covers}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  {plural(booked.covers, 'guest')} in {plural(booked.bookings, 'booking')}
                </span>
              </p>
            ) : reservations.isError ? (
              <p className="text-sm text-destructive">Could not load</p>
            ) : (
              <Skeleton className="h-9 w-24" />
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  )
}

export function Dashboard({
  timeZone,
  menu,
  reservations,
  visitorStats,
  hours,
}: {
  timeZone: string
  menu: Loadable<readonly { name: string }[]>
  reservations: Loadable<readonly DashboardReservation[]>
  visitorStats: Loadable<VisitorStats>
  /** The opening hours, for the Today card. */
  hours: Loadable<OpeningHoursJson>
}) {
  const today = venueToday(timeZone)
  const counts = reservations.data ? reservationCounts(reservations.data, today) : undefined
  const recent = reservations.data ? recentReservations(reservations.data) : undefined
  const stats = visitorStats.data

  return (
    <div className="grid gap-8">
      <h2 className="text-2xl font-bold">Dashboard</h2>

      <TodayCard today={today} hours={hours} reservations={reservations} />

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
