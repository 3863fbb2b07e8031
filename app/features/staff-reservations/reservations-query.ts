import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { ApiError, apiRequest, errorMessage } from '~/lib/api'
import type { ReservationStatus } from '~/lib/constants'
import { toast } from '~/lib/use-toast'
import type { ReservationJson } from '~/lib/api-types'

/** GET /api/reservations (staff): the key the status change invalidates; calendar and list both read it. */
export const reservationsQueryKey = ['/api/reservations'] as const

export function useReservations() {
  return useQuery<ReservationJson[]>({ queryKey: reservationsQueryKey })
}

/**
 * Every view of the reservations: the list (calendar, list, dashboard) and the per-day covers
 * (`/api/reservations/covers`), whose keys start with the same path. A change to a booking refetches them all.
 */
export function refetchReservationViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(reservationsQueryKey[0]),
  })
}

export const STATUS_CHANGE_FAILED = 'Failed to update reservation status. Please try again.'

/**
 * The spec's failure text; but when the venue cannot take the booking back (409, e.g. reopening a
 * cancelled booking whose table or bar seats are gone), trying again will not help: say why instead.
 */
export function statusChangeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.body?.message) return error.body.message
  return STATUS_CHANGE_FAILED
}

export function useUpdateReservationStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReservationStatus }) =>
      apiRequest<ReservationJson>('PATCH', `/api/reservations/${id}/status`, { status }),
    onSuccess: async () => {
      toast({ title: 'Status updated', description: 'Reservation status has been updated successfully.' })
      await refetchReservationViews(queryClient)
    },
    onError: (error) => {
      if (isSessionExpired(error)) return
      toast({ title: 'Error', description: statusChangeFailure(error), variant: 'destructive' })
    },
  })
}

export const TABLE_CHANGE_FAILED = 'Failed to update the table. Please try again.'

/**
 * The server's reason when it refuses a table (409: taken at that time, too small, inactive; 400/404),
 * shown as is, e.g. 'Table 3 is already booked from 7:00 PM to 9:00 PM (Ana Reyes, 4 guests).'
 */
export function tableChangeFailure(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return errorMessage(error, TABLE_CHANGE_FAILED)
  return TABLE_CHANGE_FAILED
}

/** 'Table 3 assigned to Ana Reyes.' or 'Ana Reyes no longer holds a table.' */
export function tableChangeSuccess(reservation: Pick<ReservationJson, 'name' | 'tableId' | 'tableNumber'>): string {
  if (reservation.tableId == null) return `${reservation.name} no longer holds a table.`
  return `Table ${reservation.tableNumber ?? reservation.tableId} assigned to ${reservation.name}.`
}

/** PATCH /api/reservations/:id/table: assign or change the table of a table booking, or take it away (null). */
export function useAssignTable() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, tableId }: { id: number; tableId: number | null }) =>
      apiRequest<ReservationJson>('PATCH', `/api/reservations/${id}/table`, { tableId }),
    onSuccess: async (updated) => {
      // Both views show the new table at once; the refetch then brings everything else up to date.
      queryClient.setQueryData<ReservationJson[]>(reservationsQueryKey, (list) =>
        list?.map((reservation) => (reservation.id === updated.id ? updated : reservation)),
      )
      toast({ title: 'Success', description: tableChangeSuccess(updated) })
      await refetchReservationViews(queryClient)
    },
    onError: (error) => {
      if (isSessionExpired(error)) return
      toast({ title: 'Error', description: tableChangeFailure(error), variant: 'destructive' })
    },
  })
}

