import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type TableChangeResult, type TableJson, tableKeys, tablePaths } from '~/contracts/tables'
import { apiRequest, getJson } from '~/lib/api'
import { affectedBookingsOf, tableChangeSuccess, tableFailureMessage, type TableChange } from './table-form'

/**
 * The venue's tables by number. Refetched whenever a screen that shows them opens: their upcoming
 * booking counts change with every booking, status change and table assignment made elsewhere.
 */
export function useTables() {
  return useQuery({ queryKey: tableKeys.all, queryFn: getJson<TableJson[]>(tablePaths.list), refetchOnMount: 'always' })
}

export function useAddTable() {
  return useStaffMutation({
    mutationFn: (input: { tableNumber: number; capacity: number }) => apiRequest<TableJson>('POST', tablePaths.list, input),
    invalidates: [tableKeys.all],
    success: (table) => `Table ${table.tableNumber} added.`,
    failure: (error) => tableFailureMessage(error, 'Failed to add table. Please try again.'),
  })
}

export interface TableUpdateVariables {
  id: number
  change: TableChange
  /** Go ahead although upcoming bookings sit at the table (they are moved where possible). */
  confirm?: boolean
}

/**
 * PATCH /api/tables/:id. A 409 that lists `affected` bookings is a question, not a failure: no toast,
 * the caller asks staff and repeats with `confirm`.
 */
export function useUpdateTable({ onChanged }: { onChanged?: () => void } = {}) {
  return useStaffMutation({
    mutationFn: ({ id, change, confirm }: TableUpdateVariables) =>
      apiRequest<TableChangeResult>('PATCH', tablePaths.item(id), confirm ? { ...change, confirm: true } : change),
    invalidates: [tableKeys.all],
    onSuccess: () => onChanged?.(),
    success: (result, { change }) => tableChangeSuccess(change, result.table),
    failure: (error) => (affectedBookingsOf(error) ? null : tableFailureMessage(error, 'Failed to update table. Please try again.')),
  })
}

export function useDeleteTable() {
  return useStaffMutation({
    mutationFn: (table: TableJson) => apiRequest('DELETE', tablePaths.item(table.id)),
    invalidates: [tableKeys.all],
    success: (_result, table) => `Table ${table.tableNumber} deleted.`,
    failure: (error) => tableFailureMessage(error, 'Failed to delete table. Please try again.'),
  })
}

