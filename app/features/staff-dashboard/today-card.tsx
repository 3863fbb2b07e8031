import { ClipboardList } from '~/components/staff-icons'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { DayTotals } from '~/lib/day-totals'
import { cn } from '~/lib/cn'
import { formatWeekdayDate } from '~/lib/date-wording'
import { formatHours, hoursOn } from '~/lib/opening-hours'
import { plural, pluralNoun } from '~/lib/plural'
import { statusBadgeClass, statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { nextArrivals } from './dashboard-counts'

/** The slice of a query result the dashboard needs. */
export interface Loadable<T> {
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
export function TodayCard({
  today,
  now,
  hours,
  totals,
  reservations,
}: {
  today: string
  /** The venue's wall-clock time, 'HH:mm'. */
  now: string
  hours: Loadable<OpeningHoursJson>
  /** The venue day's totals (GET /api/reservations/summary), as the host stand counts them. */
  totals: Loadable<DayTotals>
  /** Today's bookings. */
  reservations: Loadable<readonly DashboardReservation[]>
}) {
  const day = hours.data ? hoursOn(hours.data, today) : undefined
  const booked = totals.data
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
              ) : totals.isError ? (
                <p className="text-sm text-destructive">Could not load</p>
              ) : (
                <Skeleton className="h-9 w-24" />
              )}
              <p className="text-sm text-muted-foreground">
                Covers are the guests of tonight&apos;s bookings, after-midnight arrivals included; cancelled bookings, group
                requests and no-shows are not counted.
              </p>
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
