import { AdminEditDialog } from '~/components/admin-form-dialogs'
import { Label } from '~/components/ui/label'
import { formatDateAtTime } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { capitalize } from './reservation-format'
import { StatusSelect } from './status-select'
import type { SeatingTable } from '~/lib/seating'
import { hasTableChoice } from './table-options'
import { TableSelect } from './table-select'
import type { ReservationJson } from '~/contracts/reservations'

/** What a click on a calendar entry shows: the booking's details, its status and (table bookings) its table. */
export function ReservationDetailsDialog({
  reservation,
  tables,
  onClose,
}: {
  reservation: ReservationJson | null
  tables: readonly SeatingTable[] | undefined
  onClose: () => void
}) {
  return (
    <AdminEditDialog
      item={reservation}
      title={reservation?.name}
      description={reservation && formatDateAtTime(reservation.date, reservation.time)}
      onClose={onClose}
    >
      {(reservation) => (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Guests</dt>
            <dd>{plural(reservation.guests, 'guest')}</dd>
            <dt className="font-medium">Seating</dt>
            <dd>{capitalize(reservation.seatingPreference)}</dd>
            {reservation.reference && (
              <>
                <dt className="font-medium">Reference</dt>
                <dd className="font-mono">{reservation.reference}</dd>
              </>
            )}
            <dt className="font-medium">Phone</dt>
            <dd>
              {reservation.phone ? (
                <a className="underline" href={`tel:${reservation.phone}`}>
                  {reservation.phone}
                </a>
              ) : (
                'Not provided'
              )}
            </dd>
            <dt className="font-medium">Email</dt>
            <dd className="break-all">
              <a className="underline" href={`mailto:${reservation.email}`}>
                {reservation.email}
              </a>
            </dd>
            <dt className="font-medium">Notes</dt>
            <dd className="whitespace-pre-line break-words">{reservation.notes || 'No notes'}</dd>
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="reservation-details-status">Status</Label>
              <StatusSelect id="reservation-details-status" reservation={reservation} className="w-full" />
            </div>
            {hasTableChoice(reservation) && (
              <div className="grid gap-2">
                <Label htmlFor="reservation-details-table">Table</Label>
                <TableSelect id="reservation-details-table" reservation={reservation} tables={tables} className="w-full" />
              </div>
            )}
          </div>
        </>
      )}
    </AdminEditDialog>
  )
}
