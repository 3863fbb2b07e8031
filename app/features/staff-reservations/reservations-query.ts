import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type ReservationJson, reservationKeys, reservationPaths } from '~/contracts/reservations'
import { ApiError, apiRequest, errorMessage, getJson } from '~/lib/api'
import type { ReservationStatus } from '~/lib/constants'

/** GET /api/reservations (staff): calendar, list and dashboard all read it. */
export function useReservations() {
  return useQuery({ queryKey: reservationKeys.list(), queryFn: getJson<ReservationJson[]>(reservationPaths.list) })
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

// Every change refetches reservationKeys.all: the list (calendar, list, dashboard) and the covers.

export function useUpdateReservationStatus() {
  return useStaffMutation({
    mutationFn: ({ id, status }: { id: number; status: ReservationStatus }) =>
      apiRequest<ReservationJson>('PATCH', reservationPaths.status(id), { status }),
    invalidates: [reservationKeys.all],
    successTitle: 'Status updated',
    success: () => 'Reservation status has been updated successfully.',
    failure: statusChangeFailure,
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
  return useStaffMutation({
    mutationFn: ({ id, tableId }: { id: number; tableId: number | null }) =>
      apiRequest<ReservationJson>('PATCH', reservationPaths.table(id), { tableId }),
    invalidates: [reservationKeys.all],
    // Both views show the new table at once; the refetch then brings everything else up to date.
    onSuccess: (updated) =>
      queryClient.setQueryData<ReservationJson[]>(reservationKeys.list(), (list) =>
        list?.map((reservation) => (reservation.id === updated.id ? updated : reservation)),
      ),
    success: tableChangeSuccess,
    failure: tableChangeFailure,
  })
}
