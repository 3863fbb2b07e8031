import { useMutation, useQueryClient } from '@tanstack/react-query'
import { availabilityKeys } from '~/contracts/bookings'
import { type CreatedReservationJson, reservationPaths } from '~/contracts/reservations'
import type { ReservationInput } from '~/contracts/reservations.schemas'
import { apiRequest } from '~/lib/api'
import type { Language } from '~/lib/languages'
import { withLanguage } from './booking-words'

/**
 * POST /api/reservations: a guest's booking request (guests as a number). The 201 answer carries the booking
 * reference and the private link (read it with toBookingConfirmation). Made or refused (409: the slot filled
 * meanwhile), the booking changes what is free: every availability answer is asked again.
 */
export function useCreateReservation(language: Language) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReservationInput) => apiRequest<CreatedReservationJson>('POST', reservationPaths.list, withLanguage(input, language)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  })
}
