import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { apiRequest } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import { seatCount, tableFailureMessage } from './table-form'

interface BarSeats {
  barSeats: number
}

/** GET /api/bar-seats (staff). */
export const barSeatsQueryKey = ['/api/bar-seats'] as const

export function useBarSeats() {
  return useQuery<BarSeats>({ queryKey: barSeatsQueryKey, refetchOnMount: 'always' })
}

/** PUT /api/bar-seats. A 409 (bar guests already booked beyond the new number) shows the server's reason. */
export function useUpdateBarSeats() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (barSeats: number) => apiRequest<BarSeats>('PUT', '/api/bar-seats', { barSeats }),
    onSuccess: async ({ barSeats }) => {
      queryClient.setQueryData<BarSeats>(barSeatsQueryKey, { barSeats })
      toast({ title: 'Success', description: `The bar now has ${seatCount(barSeats)}.` })
      await queryClient.invalidateQueries({ queryKey: barSeatsQueryKey })
    },
    onError: (error) => {
      if (isSessionExpired(error)) return
      toast({ title: 'Error', description: tableFailureMessage(error, 'Failed to update bar seats. Please try again.'), variant: 'destructive' })
    },
  })
}
