import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { availabilityKeys, bookingPaths, type GuestBookingJson, guestBookingKeys } from '~/contracts/bookings'
import { apiRequest, getJson } from '~/lib/api'

/** The booking behind a private token; the page's loader provides the first answer (initialData). */
export function guestBookingQueryOptions(token: string) {
  return queryOptions({ queryKey: guestBookingKeys.byToken(token), queryFn: getJson<GuestBookingJson>(bookingPaths.booking(token)) })
}

/** POST /api/bookings/:token/cancel: the answer (the cancelled booking) replaces the booking shown. */
export function useCancelBooking(token: string) {
  const queryClient = useQueryClient()
  const { queryKey } = guestBookingQueryOptions(token)
  return useMutation({
    mutationFn: () => apiRequest<GuestBookingJson>('POST', bookingPaths.cancel(token)),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKey, booking)
      // Its seats are free again.
      return queryClient.invalidateQueries({ queryKey: availabilityKeys.all })
    },
    // Refused (its start has come, or staff changed it): show what the booking is now.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
}
