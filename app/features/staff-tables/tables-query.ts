import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { apiRequest } from '~/lib/api'
import { toast } from '~/lib/use-toast'
import { affectedBookingsOf, tableChangeSuccess, tableFailureMessage, type TableChange } from './table-form'
import type { TableChangeResult, TableJson } from '~/lib/api-types'

/** GET /api/tables (staff): the key every table mutation invalidates. */
export const tablesQueryKey = ['/api/tables'] as const

/**
 * The venue's tables by number. Refetched whenever a screen that shows them opens: their upcoming
 * booking counts change with every booking, status change and table assignment made elsewhere.
 */
export function useTables() {
  return useQuery<TableJson[]>({ queryKey: tablesQueryKey, refetchOnMount: 'always' })
}

export function refetchTables(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: tablesQueryKey })
}

function showFailure(error: unknown, fallback: string) {
  if (isSessionExpired(error)) return
  toast({ title: 'Error', description: tableFailureMessage(error, fallback), variant: 'destructive' })
}

export function useAddTable() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { tableNumber: number; capacity: number }) => apiRequest<TableJson>('POST', '/api/tables', input),
    onSuccess: async (table) => {
      toast({ title: 'Success', description: `Table ${table.tableNumber} added.` })
      await refetchTables(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to add table. Please try again.'),
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change, confirm }: TableUpdateVariables) =>
      apiRequest<TableChangeResult>('PATCH', `/api/tables/${id}`, confirm ? { ...change, confirm: true } : change),
    onSuccess: async (result, { change }) => {
      toast({ title: 'Success', description: tableChangeSuccess(change, result.table) })
      onChanged?.()
      await refetchTables(queryClient)
    },
    onError: (error) => {
      if (affectedBookingsOf(error)) return
      showFailure(error, 'Failed to update table. Please try again.')
    },
  })
}

export function useDeleteTable() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (table: TableJson) => apiRequest('DELETE', `/api/tables/${table.id}`),
    onSuccess: async (_result, table) => {
      toast({ title: 'Success', description: `Table ${table.tableNumber} deleted.` })
      await refetchTables(queryClient)
    },
    onError: (error) => showFailure(error, 'Failed to delete table. Please try again.'),
  })
}
