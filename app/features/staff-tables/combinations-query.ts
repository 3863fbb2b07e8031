import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { joinedTablesName, type TableCombinationJson, tableCombinationKeys, tableCombinationPaths } from '~/contracts/table-combinations'
import type { TableCombinationInput } from '~/contracts/table-combinations.schemas'
import { apiRequest, getJson } from '~/lib/api'
import { combinationFieldErrorsOf, combinationInUseOf } from './combination-form'
import { tableFailureMessage } from './table-form'

/** The joined tables by table numbers, refetched whenever a screen that shows them opens (their booking counts move). */
export function useTableCombinations() {
  return useQuery({
    queryKey: tableCombinationKeys.all,
    queryFn: getJson<TableCombinationJson[]>(tableCombinationPaths.list),
    refetchOnMount: 'always',
  })
}

/** POST /api/table-combinations. Field messages (400) are the form's to show: no toast for them. */
export function useAddTableCombination() {
  return useStaffMutation({
    mutationFn: (input: TableCombinationInput) => apiRequest<TableCombinationJson>('POST', tableCombinationPaths.list, input),
    invalidates: [tableCombinationKeys.all],
    success: (combination) => `${joinedTablesName(combination.tableNumbers)} joined, seating ${combination.capacity}.`,
    failure: (error) => (combinationFieldErrorsOf(error) ? null : tableFailureMessage(error, 'Failed to join the tables. Please try again.')),
  })
}

/**
 * DELETE /api/table-combinations/:id. The 409 naming the bookings on the tables is the card's to show: no toast. A
 * refusal refetches the list: its booking counts, or the combination itself, changed meanwhile.
 */
export function useRemoveTableCombination() {
  const queryClient = useQueryClient()
  return useStaffMutation({
    mutationFn: (combination: TableCombinationJson) => apiRequest('DELETE', tableCombinationPaths.item(combination.id)),
    invalidates: [tableCombinationKeys.all],
    onFailure: () => void queryClient.invalidateQueries({ queryKey: tableCombinationKeys.all }),
    success: (_result, combination) => `${joinedTablesName(combination.tableNumbers)} are separate tables again.`,
    failure: (error) => (combinationInUseOf(error) ? null : tableFailureMessage(error, 'Failed to remove the joined tables. Please try again.')),
  })
}
