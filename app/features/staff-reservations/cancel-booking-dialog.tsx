import { useState } from 'react'
import { ConfirmQuestion } from '~/components/admin-confirm-dialog'
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { useHydrated } from '~/components/use-hydrated'
import type { ReservationJson } from '~/contracts/reservations'
import { formatDateAtTime } from '~/lib/date-wording'
import { canEmailGuest, cancelEmailText } from './cancel-booking'
import { useUpdateReservationStatus } from './reservations-query'

/**
 * "Cancel booking": asks first, says whether the guest will be e-mailed, and lets staff choose not to (they will
 * phone the guest themselves). The cancellation frees the booking's table or bar seats.
 */
export function CancelBookingButton({ reservation }: { reservation: ReservationJson }) {
  const hydrated = useHydrated()
  const update = useUpdateReservationStatus()
  const emailable = canEmailGuest(reservation)
  const [notify, setNotify] = useState(true)
  const checkboxId = `cancel-booking-${reservation.id}-email`
  return (
    <AlertDialog onOpenChange={(open) => open && setNotify(true)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" className="h-11" disabled={!hydrated || update.isPending}>
          {update.isPending ? 'Cancelling...' : 'Cancel booking'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <ConfirmQuestion
          question={`Cancel ${reservation.name}'s booking?`}
          detail={`${formatDateAtTime(reservation.date, reservation.time)}. The booking's seats are freed for other guests.`}
          cancelLabel="Keep booking"
          confirmLabel="Cancel booking"
          onConfirm={() => update.mutate({ id: reservation.id, status: 'cancelled', version: reservation.version, notifyGuest: emailable && notify })}
        >
          {emailable && (
            <div className="flex min-h-11 items-center gap-3">
              <Checkbox id={checkboxId} checked={notify} onCheckedChange={(checked) => setNotify(checked === true)} />
              <Label htmlFor={checkboxId}>E-mail the guest</Label>
            </div>
          )}
          <p role="status" className="text-sm">
            {cancelEmailText(reservation, emailable && notify)}
          </p>
        </ConfirmQuestion>
      </AlertDialogContent>
    </AlertDialog>
  )
}
