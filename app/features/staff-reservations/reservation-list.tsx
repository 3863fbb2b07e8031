import { Mail, Phone } from '~/components/icons'
import { QueryList, type QueryStateResult } from '~/components/query-state'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { formatDateAtTime } from '~/lib/date-wording'
import { cn } from '~/lib/cn'
import { plural } from '~/lib/plural'
import { isInactive } from '~/lib/reservation-status'
import { tableLabel } from './calendar-events'
import { capitalize } from './reservation-format'
import { StatusSelect } from './status-select'
import type { SeatingTable } from '~/lib/seating'
import { hasTableChoice } from './table-options'
import { TableSelect } from './table-select'
import type { ReservationJson } from '~/contracts/reservations'
import { phoneForReading } from '~/lib/phone-number'

/** Said under the list when later bookings follow the ones shown. */
export const UPCOMING_LIST_MORE = 'Later bookings follow these: pick their day on the host stand or search by name to find them.'

/**
 * 'All Reservations': the bookings from today on (the first pages; `more` says later ones follow), each with its details, a status selector and (table bookings) a table selector. A
 * cancelled booking or a no-show is greyed and struck through, and shows no table: it holds none.
 */
export function ReservationList({
  reservations,
  tables,
  more = false,
}: {
  /** The reservations query (GET /api/reservations). */
  reservations: QueryStateResult<readonly ReservationJson[]>
  tables: readonly SeatingTable[] | undefined
  more?: boolean
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>All Reservations</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryList
          query={reservations}
          noun="reservations"
          empty="No reservations yet"
          label="All reservations"
        >
          {(reservation) => {
            const inactive = isInactive(reservation.status)
            const table = inactive ? null : tableLabel(reservation)
            return (
              <li
                key={reservation.id}
                data-reservation-id={reservation.id}
                data-inactive={inactive || undefined}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className={cn('grid min-w-0 gap-1 text-sm', inactive && 'text-muted-foreground')}>
                  <p className={cn('text-base font-semibold break-words', inactive && 'line-through')}>
                    {reservation.name}
                  </p>
                  <p className={cn(inactive && 'line-through')}>{formatDateAtTime(reservation.date, reservation.time)}</p>
                  <p>
                    {plural(reservation.guests, 'guest')} · {capitalize(reservation.seatingPreference)}
                    {table && ` · ${table}`}
                    {reservation.reference && (
                      <span className="text-muted-foreground">
                        {' · Ref '}
                        <span className="font-mono">{reservation.reference}</span>
                      </span>
                    )}
                  </p>
                  <p className="flex items-center gap-1.5 text-muted-foreground">
                    <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">Phone: </span>
                    {reservation.phone ? phoneForReading(reservation.phone) : 'Not provided'}
                  </p>
                  <p className="flex items-center gap-1.5 break-all text-muted-foreground">
                    <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">Email: </span>
                    {reservation.email}
                  </p>
                  {reservation.notes && (
                    <p className="whitespace-pre-line break-words">
                      <span className="font-medium">Notes:</span> {reservation.notes}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap gap-3 sm:w-48 sm:flex-col sm:flex-nowrap">
                  <div className="grid gap-1.5">
                    <Label htmlFor={`reservation-status-${reservation.id}`}>
                      Status<span className="sr-only"> for {reservation.name}</span>
                    </Label>
                    <StatusSelect id={`reservation-status-${reservation.id}`} reservation={reservation} className="sm:w-full" />
                  </div>
                  {hasTableChoice(reservation) && !inactive && (
                    <div className="grid gap-1.5">
                      <Label htmlFor={`reservation-table-${reservation.id}`}>
                        Table<span className="sr-only"> for {reservation.name}</span>
                      </Label>
                      <TableSelect
                        id={`reservation-table-${reservation.id}`}
                        reservation={reservation}
                        tables={tables}
                        className="sm:w-full"
                      />
                    </div>
                  )}
                </div>
              </li>
            )
          }}
        </QueryList>
        {more && (
          <p role="status" className="pt-4 text-sm text-muted-foreground">
            {UPCOMING_LIST_MORE}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
