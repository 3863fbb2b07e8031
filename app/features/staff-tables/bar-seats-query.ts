import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { barSeatKeys, type BarSeatsJson, tablePaths } from '~/contracts/tables'
import { apiRequest, getJson } from '~/lib/api'
import { plural } from '~/lib/plural'
import { tableFailureMessage } from './table-form'

export function useBarSeats() {
  return useQuery({ queryKey: barSeatKeys.all, queryFn: getJson<BarSeatsJson>(tablePaths.barSeats), refetchOnMount: 'always' })
}

/** PUT /api/bar-seats. A 409 (bar guests already booked beyond the new number) shows the server's reason. */
export function useUpdateBarSeats() {
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: (barSeats: number) => apiRequest<BarSeatsJson>('PUT', tablePaths.barSeats, { barSeats }),
    invalidates: [barSeatKeys.all],
    onSuccess: (answer) => queryClient.setQueryData<BarSeatsJson>(barSeatKeys.all, answer),
    success: ({ barSeats }) => `The bar now has ${plural(barSeats, 'seat')}.`,
    failure: (error) => tableFailureMessage(error, 'Failed to update bar seats. Please try again.'),
  })
}
