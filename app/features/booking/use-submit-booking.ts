import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FieldPath } from 'react-hook-form'
import { openingHoursKeys } from '~/contracts/opening-hours'
import { DUPLICATE_BOOKING } from '~/contracts/reservations'
import { ApiError, errorMessage } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import { type BookingConfirmation, toBookingConfirmation } from './booking-confirmation-data'
import { emptyBookingForm, isBookingFormField, type ReservationForm, type ReservationFormValues } from './booking-form-model'
import { conflictAlternatives } from './time-slot-options'
import type { TimeChoice } from './use-time-choice'
import { useCreateReservation } from './use-create-reservation'
import { useBookingWords } from './use-booking-words'

/**
 * Sends a valid form to POST /api/reservations. Made: the toast, a fresh form and the confirmation for `onBooked`.
 * Refused: the toast with the first field message of the error envelope; a 409's alternative times are offered, and the
 * field messages of a 400 (e.g. a time that has just passed) show at their fields too. A second booking of the same
 * guest at that time (409 duplicate-booking) is answered by `duplicate`, shown beside the submit button.
 */
export function useSubmitBooking({
  form,
  today,
  choice,
  onBooked,
  revealField,
}: {
  form: ReservationForm
  /** Scrolls a field (and what it shows below it) to the middle of the screen. */
  revealField: (name: string) => void
  today: string
  choice: TimeChoice
  onBooked?: (booking: BookingConfirmation) => void
}) {
  const words = useBookingWords()
  const createReservation = useCreateReservation(words.lang)
  const queryClient = useQueryClient()
  const [duplicate, setDuplicate] = useState<string | null>(null)
  const submitValid = form.handleSubmit((reservation) => {
    choice.clearAlternatives()
    setDuplicate(null)
    createReservation.mutate(reservation, {
      onSuccess: (created) => {
        toast({ title: words.t('successTitle'), description: words.t('successDescription') })
        form.reset(emptyBookingForm(today))
        const confirmation = toBookingConfirmation(created)
        if (confirmation) onBooked?.(confirmation)
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: words.t('errorTitle'), description: words.error(errorMessage(error, words.t('errorFallback'))) })
        if (!(error instanceof ApiError)) return
        // Refused by the opening hours (a day closed since the page was loaded): the date picker learns of it.
        if (error.status === 400 && error.body?.details?.some((d) => d.path === 'date' || d.path === 'time')) {
          void queryClient.invalidateQueries({ queryKey: openingHoursKeys.all })
        }
        if (error.status === 409 && (error.body as { code?: unknown } | undefined)?.code === DUPLICATE_BOOKING) {
          setDuplicate(words.error(errorMessage(error, words.t('errorFallback'))))
          return
        }
        if (error.status === 409) {
          const times = conflictAlternatives(error.body)
          if (times.length > 0) choice.offerAlternatives(reservation, times)
        }
        const named = (error.body?.details ?? []).filter((detail) => isBookingFormField(detail.path))
        for (const detail of named) form.setError(detail.path as FieldPath<ReservationFormValues>, { type: 'server', message: detail.message })
        // The toast sits at the top of the screen: the field it talks about is brought to the middle, clear of it.
        const field = error.status === 409 ? 'time' : named[0]?.path
        if (field) requestAnimationFrame(() => revealField(field))
      },
    })
  })
  // (A group party sends a group request instead: use-group-request.ts.)
  return { onSubmit: submitValid, pending: createReservation.isPending, duplicate }
}
