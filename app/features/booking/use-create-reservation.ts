import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api'
import type { ReservationInput } from '~/schemas/reservation'
import { AVAILABILITY_KEY } from './availability-query'

/**
 * POST /api/reservations: a guest's booking request (guests as a number). The 201 answer carries the booking
 * reference and the private link (read it with toBookingConfirmation). Made or refused (409: the slot filled
 * meanwhile), the booking changes what is free: every availability answer is asked again.
 */
export function useCreateReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReservationInput) => apiRequest<unknown>('POST', '/api/reservations', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
  })
}
