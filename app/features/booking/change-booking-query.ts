import { useMutation, useQueryClient } from '@tanstack/react-query'
import { availabilityKeys, bookingPaths, type GuestBookingJson, guestBookingKeys } from '~/contracts/bookings'
import { ApiError, apiRequest } from '~/lib/api'

/** PATCH /api/bookings/:token: the answer (the changed booking) replaces the booking shown. */
export function useChangeBooking(token: string) {
  const queryClient = useQueryClient()
  const queryKey = guestBookingKeys.byToken(token)
  return useMutation({
    mutationFn: (change: Record<string, unknown>) => apiRequest<GuestBookingJson>('PATCH', bookingPaths.change(token), change),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKey, booking)
      // Its old seats are free and its new ones taken.
      return queryClient.invalidateQueries({ queryKey: availabilityKeys.all })
    },
    // Past the cut-off, or changed by staff meanwhile: show what the booking is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 409) return queryClient.invalidateQueries({ queryKey })
    },
  })
}
