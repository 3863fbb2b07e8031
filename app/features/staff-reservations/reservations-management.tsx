import { lazy, Suspense } from 'react'
import { Card, CardContent } from '~/components/ui/card'
import { useHydrated } from '~/components/use-hydrated'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { cn } from '~/lib/cn'
import { BOOKING_STATUSES } from '~/lib/constants'
import { isInactive, statusColor, statusLabel } from '~/lib/reservation-status'
import type { SeatingTable } from '~/lib/seating'
import { CoversStrip } from './covers-strip'
import { ReservationList } from './reservation-list'
import { useReservations } from './reservations-query'

// FullCalendar is big: it is fetched only when this view renders in the browser.
const ReservationCalendar = lazy(() => import('./reservation-calendar'))

/**
 * The calendar view of the reservations, one tap from the host stand: the covers, the week/month/day calendar
 * (`hours` draw the closed days) and 'All Reservations'. A click on an entry opens the booking's details (`onOpenBooking`).
 */
export function ReservationsManagement({
  timeZone,
  tables,
  hours,
  onOpenBooking,
}: {
  timeZone: string
  tables: readonly SeatingTable[] | undefined
  hours?: OpeningHoursJson
  onOpenBooking: (id: number) => void
}) {
  const reservations = useReservations()
  const hydrated = useHydrated()
  const calendarFallback = (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Loading calendar...
    </p>
  )

  return (
    <div className="grid gap-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Status colours">
        {BOOKING_STATUSES.map((status) => (
          <li key={status} className={cn('flex items-center gap-1.5', isInactive(status) && 'line-through')}>
            <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: statusColor(status) }} />
            {statusLabel(status)}
          </li>
        ))}
      </ul>

      <CoversStrip timeZone={timeZone} />

      <Card>
        <CardContent className="p-2 pt-2 sm:p-4 sm:pt-4">
          {hydrated ? (
            <Suspense fallback={calendarFallback}>
              <ReservationCalendar reservations={reservations.data ?? []} hours={hours} timeZone={timeZone} onSelect={onOpenBooking} />
            </Suspense>
          ) : (
            calendarFallback
          )}
        </CardContent>
      </Card>

      <ReservationList reservations={reservations} tables={tables} more={reservations.more} />
    </div>
  )
}
