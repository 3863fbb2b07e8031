import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api'
import { AVAILABILITY_KEY } from './availability-query'

/** GET /api/bookings/:token: a guest's own booking (no ids, nothing of other guests). */
export interface GuestBooking {
  reference: string | null
  name: string
  email: string
  phone: string | null
  date: string
  time: string
  guests: number
  seatingPreference: string
  notes: string | null
  status: string
  /** The start as an instant (ISO). */
  startsAt: string
  /** True while the guest may still cancel online (held, and before its start). */
  canCancel: boolean
}

const bookingUrl = (token: string) => `/api/bookings/${encodeURIComponent(token)}`

/** The booking behind a private token; the page's loader provides the first answer (initialData). */
export function guestBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: [bookingUrl(token)] as const,
    queryFn: ({ signal }) => apiRequest<GuestBooking>('GET', bookingUrl(token), undefined, signal),
  })
}

/** POST /api/bookings/:token/cancel: the answer (the cancelled booking) replaces the booking shown. */
export function useCancelBooking(token: string) {
  const queryClient = useQueryClient()
  const { queryKey } = guestBookingQueryOptions(token)
  return useMutation({
    mutationFn: () => apiRequest<GuestBooking>('POST', `${bookingUrl(token)}/cancel`),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKey, booking)
      // Its seats are free again.
      return queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY })
    },
    // Refused (its start has come, or staff changed it): show what the booking is now.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
}
