import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api'
import type { GuestBookingJson } from '~/lib/api-types'
import { AVAILABILITY_KEY } from './availability-query'

const bookingUrl = (token: string) => `/api/bookings/${encodeURIComponent(token)}`

/** The booking behind a private token; the page's loader provides the first answer (initialData). */
export function guestBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: [bookingUrl(token)] as const,
    queryFn: ({ signal }) => apiRequest<GuestBookingJson>('GET', bookingUrl(token), undefined, signal),
  })
}

/** POST /api/bookings/:token/cancel: the answer (the cancelled booking) replaces the booking shown. */
export function useCancelBooking(token: string) {
  const queryClient = useQueryClient()
  const { queryKey } = guestBookingQueryOptions(token)
  return useMutation({
    mutationFn: () => apiRequest<GuestBookingJson>('POST', `${bookingUrl(token)}/cancel`),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKey, booking)
      // Its seats are free again.
      return queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY })
    },
    // Refused (its start has come, or staff changed it): show what the booking is now.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
}
