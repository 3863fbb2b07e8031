import { useQueryClient } from '@tanstack/react-query'
import { openingHoursKeys } from '~/contracts/opening-hours'
import { ApiError, errorMessage } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import { type BookingConfirmation, toBookingConfirmation } from './booking-confirmation-data'
import { BOOKING_TEXT, emptyBookingForm, isBookingFormField, type ReservationForm } from './booking-form-model'
import { conflictAlternatives } from './time-slot-options'
import type { TimeChoice } from './use-time-choice'
import { useCreateReservation } from './use-create-reservation'

/**
 * Sends a valid form to POST /api/reservations. Made: the toast, a fresh form and the confirmation for `onBooked`.
 * Refused: the toast with the first field message (spec section 8); a 409's alternative times are offered, and the
 * field messages of a 400 (e.g. a time that has just passed) show at their fields too.
 */
export function useSubmitBooking({
  form,
  today,
  choice,
  onBooked,
}: {
  form: ReservationForm
  today: string
  choice: TimeChoice
  onBooked?: (booking: BookingConfirmation) => void
}) {
  const createReservation = useCreateReservation()
  const queryClient = useQueryClient()
  const onSubmit = form.handleSubmit((reservation) => {
    choice.clearAlternatives()
    createReservation.mutate(reservation, {
      onSuccess: (created) => {
        toast({ title: BOOKING_TEXT.successTitle, description: BOOKING_TEXT.successDescription })
        form.reset(emptyBookingForm(today))
        const confirmation = toBookingConfirmation(created)
        if (confirmation) onBooked?.(confirmation)
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: BOOKING_TEXT.errorTitle, description: errorMessage(error, BOOKING_TEXT.errorFallback) })
        if (!(error instanceof ApiError)) return
        // Refused by the opening hours (a day closed since the page was loaded): the date picker learns of it.
        if (error.status === 400 && error.body?.details?.some((d) => d.path === 'date' || d.path === 'time')) {
          void queryClient.invalidateQueries({ queryKey: openingHoursKeys.all })
        }
        if (error.status === 409) {
          const times = conflictAlternatives(error.body)
          if (times.length > 0) choice.offerAlternatives(reservation, times)
        }
        for (const detail of error.body?.details ?? []) {
          if (isBookingFormField(detail.path)) form.setError(detail.path, { type: 'server', message: detail.message })
        }
      },
    })
  })
  return { onSubmit, pending: createReservation.isPending }
}
