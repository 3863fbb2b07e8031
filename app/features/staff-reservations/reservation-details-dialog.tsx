import { HistoryLink } from '~/components/history-link'
import { AdminEditDialog } from '~/components/admin-form-dialogs'
import { Label } from '~/components/ui/label'
import type { ReservationJson } from '~/contracts/reservations'
import { formatDateAtTime } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import type { SeatingTable } from '~/lib/seating'
import { isInactive } from '~/lib/reservation-status'
import { BookingEditForm } from './booking-edit-form'
import { canCancel } from './cancel-booking'
import { CancelBookingButton } from './cancel-booking-dialog'
import { GuestHistory, StatusHistory } from './booking-history'
import { seatLabel } from './day-counts'
import { capitalize } from './reservation-format'
import { ServiceActions } from './service-actions'
import { StatusSelect } from './status-select'
import { hasTableChoice } from './table-options'
import { TableSelect } from './table-select'
import { phoneForReading } from '~/lib/phone-number'

const SOURCE_WORDS: Record<string, string> = { online: 'Online', 'walk-in': 'Walk-in', phone: 'Phone' }

/**
 * A booking's details (from the host stand's list and floor, and the calendar): the one-tap service actions, the
 * status and table selectors, the cancel button (which asks first), staff's note and edits, the status history and
 * the guest's other bookings.
 */
export function ReservationDetailsDialog({
  reservation,
  tables,
  timeZone,
  onClose,
}: {
  reservation: ReservationJson | null
  tables: readonly SeatingTable[] | undefined
  timeZone: string
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
        <div className="grid gap-5">
          <ServiceActions reservation={reservation} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Guests</dt>
            <dd>{plural(reservation.guests, 'guest')}</dd>
            <dt className="font-medium">Seating</dt>
            <dd>
              {capitalize(reservation.seatingPreference)} · {seatLabel(reservation)}
            </dd>
            <dt className="font-medium">Booked</dt>
            <dd>{SOURCE_WORDS[reservation.source] ?? reservation.source}</dd>
            {reservation.reference && (
              <>
                <dt className="font-medium">Reference</dt>
                <dd className="font-mono">{reservation.reference}</dd>
              </>
            )}
            <dt className="font-medium">Phone</dt>
            <dd>
              <ContactLink scheme="tel" value={reservation.phone} />
            </dd>
            <dt className="font-medium">Email</dt>
            <dd className="break-all">
              <ContactLink scheme="mailto" value={reservation.email} />
            </dd>
            <dt className="font-medium">Notes</dt>
            <dd className="break-words whitespace-pre-line">{reservation.notes || 'No notes'}</dd>
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="reservation-details-status">Status</Label>
              <StatusSelect id="reservation-details-status" reservation={reservation} className="h-11 w-full" />
            </div>
            {/* A cancelled booking or a no-show holds no table: the Seating line says so, no selector beside it. */}
            {hasTableChoice(reservation) && !isInactive(reservation.status) && (
              <div className="grid gap-2">
                <Label htmlFor="reservation-details-table">Table</Label>
                <TableSelect id="reservation-details-table" reservation={reservation} tables={tables} className="h-11 w-full" />
              </div>
            )}
          </div>
          {canCancel(reservation) && (
            <div>
              <CancelBookingButton reservation={reservation} />
            </div>
          )}
          <BookingEditForm key={reservation.version} reservation={reservation} timeZone={timeZone} />
          <GuestHistory id={reservation.id} />
          <StatusHistory id={reservation.id} timeZone={timeZone} />
          <HistoryLink resource="reservation" id={reservation.id} label={`${reservation.name}'s booking`} />
        </div>
      )}
    </AdminEditDialog>
  )
}

/** A phone number or e-mail address as a link that calls or writes to it; 'Not provided' without one. */
function ContactLink({ scheme, value }: { scheme: 'tel' | 'mailto'; value: string | null }) {
  if (!value) return 'Not provided'
  return (
    <a className="underline" href={`${scheme}:${value}`}>
      {scheme === 'tel' ? phoneForReading(value) : value}
    </a>
  )
}
