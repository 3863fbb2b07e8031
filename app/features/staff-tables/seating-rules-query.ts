import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { availabilityKeys } from '~/contracts/bookings'
import { type SavedSeatingRulesJson, type SeatingRulesJson, seatingRulesKeys, seatingRulesPaths } from '~/contracts/seating-rules'
import { ApiError, apiRequest, getJson } from '~/lib/api'

/** GET /api/seating-rules (the same answer guests read). */
export function useSeatingRules() {
  return useQuery({ queryKey: seatingRulesKeys.all, queryFn: getJson<SeatingRulesJson>(seatingRulesPaths.rules), refetchOnMount: 'always' })
}

/** PUT /api/seating-rules: the card shows the field messages of a 400 itself, and the bookings to contact. */
export function useSaveSeatingRules() {
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: (input: SeatingRulesJson) => apiRequest<SavedSeatingRulesJson>('PUT', seatingRulesPaths.rules, input),
    // Every day's times follow the rules.
    invalidates: [seatingRulesKeys.all, availabilityKeys.all],
    onSuccess: ({ affectedBookings: _affected, ...rules }) => queryClient.setQueryData<SeatingRulesJson>(seatingRulesKeys.all, rules),
    success: () => 'Booking rules saved.',
    failure: (error) => (error instanceof ApiError && error.status === 400 ? null : 'Failed to save the booking rules. Please try again.'),
  })
}
