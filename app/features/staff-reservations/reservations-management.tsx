import { lazy, Suspense, useState } from 'react'
import { Card, CardContent } from '~/components/ui/card'
import { useHydrated } from '~/components/use-hydrated'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { RESERVATION_STATUSES } from '~/lib/constants'
import { statusColor, statusLabel } from '~/lib/reservation-status'
import { CoversStrip } from './covers-strip'
import { ReservationDetailsDialog } from './reservation-details-dialog'
import { ReservationList } from './reservation-list'
import { useReservations } from './reservations-query'
import type { SeatingTable } from '~/lib/seating'

// FullCalendar is big: it is fetched only when this page renders in the browser.
const ReservationCalendar = lazy(() => import('./reservation-calendar'))

/**
 * `tables` (GET /api/tables, from the route) are the choices of the table selectors; `hours` (GET /api/opening-hours)
 * draw the closed days and special hours on the calendar.
 */
export function ReservationsManagement({
  timeZone,
  tables,
  hours,
}: {
  timeZone: string
  tables: readonly SeatingTable[] | undefined
  hours?: OpeningHoursJson
}) {
  const reservations = useReservations()
  const hydrated = useHydrated()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  // Looked up from the query data, so the dialog shows the status after every refetch.
  const selected = reservations.data?.find((r) => r.id === selectedId) ?? null
  const calendarFallback = (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Loading calendar...
    </p>
  )

  return (
    <section aria-labelledby="reservations-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reservations-title" className="text-2xl font-bold">
          Reservations
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Status colours">
          {RESERVATION_STATUSES.map((status) => (
            <li key={status} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: statusColor(status) }} />
              {statusLabel(status)}
            </li>
          ))}
        </ul>
      </div>

      <CoversStrip timeZone={timeZone} />

      <Card>
        <CardContent className="p-2 pt-2 sm:p-4 sm:pt-4">
          {hydrated ? (
            <Suspense fallback={calendarFallback}>
              <ReservationCalendar reservations={reservations.data ?? []} hours={hours} timeZone={timeZone} onSelect={setSelectedId} />
            </Suspense>
          ) : (
            calendarFallback
          )}
        </CardContent>
      </Card>

      <ReservationList reservations={reservations} tables={tables} />

      <ReservationDetailsDialog reservation={selected} tables={tables} onClose={() => setSelectedId(null)} />
    </section>
  )
}
