import { SelectOptions } from '~/components/ui/native-select'
import { isReservationStatus, statusesStaffChoose, statusLabel } from '~/lib/reservation-status'
import { useUpdateReservationStatus } from './reservations-query'
import { SavingSelect } from './saving-select'
import type { ReservationJson } from '~/contracts/reservations'

/**
 * The booking statuses in their order, then the host stand's Arrived and No-show; the change is saved at once.
 * Cancelled is not among them: a cancellation is the "Cancel booking" button's, which asks first and says whether the
 * guest is e-mailed (cancel-booking-dialog.tsx). A cancelled booking shows it, and may be reopened from here.
 */
export function StatusSelect({
  reservation,
  id,
  ...props
}: { reservation: ReservationJson; id: string } & Omit<React.ComponentProps<'select'>, 'value' | 'onChange' | 'id'>) {
  const update = useUpdateReservationStatus()
  // While saving, show the choice; on failure the select falls back to the saved status.
  const shown = update.isPending && update.variables ? update.variables.status : reservation.status
  return (
    <SavingSelect
      id={id}
      value={shown}
      saving={update.isPending}
      onChange={(e) => {
        const status = e.target.value
        if (isReservationStatus(status) && status !== reservation.status) {
          // The version the host saw: a change made meanwhile on another tablet is refused, never overwritten.
          update.mutate({ id: reservation.id, status, version: reservation.version })
        }
      }}
      {...props}
    >
      {!isReservationStatus(reservation.status) && <option value={reservation.status}>{statusLabel(reservation.status)}</option>}
      <SelectOptions options={statusesStaffChoose(reservation.status).map((status) => ({ value: status, label: statusLabel(status) }))} />
    </SavingSelect>
  )
}

