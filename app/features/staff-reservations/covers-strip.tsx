import { QueryState } from '~/components/query-state'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { cn } from '~/lib/cn'
import { plural, pluralNoun } from '~/lib/plural'
import { venueToday } from '~/lib/venue-time'
import { coverDayLabel } from './covers-format'
import { useCovers } from './covers-query'

const DAYS_SHOWN = 7

/** Guests expected per day for the coming week (pending, confirmed and completed bookings), split table / bar. */
export function CoversStrip({ timeZone }: { timeZone: string }) {
  const covers = useCovers()
  const today = venueToday(timeZone)
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="covers-title">Covers: guests expected</CardTitle>
        <CardDescription>The next 7 days, from every booking that is not cancelled.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={covers}
          loading={
            <div role="status" aria-label="Loading covers..." className="grid grid-cols-4 gap-2 md:grid-cols-7">
              {Array.from({ length: DAYS_SHOWN }, (_, i) => (
                <Skeleton key={i} className="h-24" />
              ))}
            </div>
          }
          error="The covers could not be loaded."
        >
          {({ days }) => (
            <ul aria-labelledby="covers-title" className="grid grid-cols-4 gap-2 md:grid-cols-7">
              {days.map((day) => {
                const label = coverDayLabel(day.date, today)
                return (
                  <li
                    key={day.date}
                    data-date={day.date}
                    className="grid content-start gap-0.5 rounded-md border border-border bg-background px-1 py-2 text-center text-[11px] leading-tight sm:text-xs"
                  >
                    <p className="font-semibold">
                      <span className="sr-only">{label.long}: </span>
                      <span aria-hidden="true">{label.day}</span>
                    </p>
                    <p className="text-muted-foreground" aria-hidden="true">
                      {label.date}
                    </p>
                    <p className="mt-1">
                      <span
                        className={cn('text-2xl font-bold tabular-nums', day.covers === 0 && 'text-muted-foreground')}
                        data-covers
                      >
                        {day.covers}
                      </span>
                      <span className="block text-muted-foreground">{pluralNoun(day.covers, 'guest')}</span>
                    </p>
                    <p className="mt-1 whitespace-nowrap" data-bookings>
                      {plural(day.bookings, 'booking')}
                    </p>
                    <p className="text-muted-foreground">
                      <span data-table-covers>{day.tableCovers}</span> at tables
                      <br />
                      <span data-bar-covers>{day.barCovers}</span> at the bar
                    </p>
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  )
}
