import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api'
import type { ReservationInput } from '~/schemas/reservation'

/** POST /api/reservations: a guest's booking request (guests as a number). The success body is not needed yet. */
export function useCreateReservation() {
  return useMutation({
    mutationFn: (input: ReservationInput) => apiRequest('POST', '/api/reservations', input),
  })
}
