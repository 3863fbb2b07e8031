import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isSessionExpired } from '~/components/admin-session'
import { ApiError, apiRequest } from '~/lib/api'
import type { ReservationStatus } from '~/lib/constants'
import { toast } from '~/lib/use-toast'

/** A reservation as GET /api/reservations returns it (venue-local date and time). */
export interface StaffReservation {
  id: number
  name: string
  email: string
  phone: string | null
  /** yyyy-MM-dd, venue-local. */
  date: string
  /** HH:mm, venue-local. */
  time: string
  guests: number
  seatingPreference: string
  tableId: number | null
  notes: string | null
  status: string
  /** ISO instant. */
  createdAt: string
  /** The booking reference guests quote ('BB-7K3Q9'); null for older bookings. */
  reference?: string | null
  /** The number staff call the assigned table; null without a table. */
  tableNumber?: number | null
}

/** GET /api/reservations (staff): the key the status change invalidates; calendar and list both read it. */
export const reservationsQueryKey = ['/api/reservations'] as const

export function useReservations() {
  return useQuery<StaffReservation[]>({ queryKey: reservationsQueryKey })
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
      apiRequest<StaffReservation>('PATCH', `/api/reservations/${id}/status`, { status }),
    onSuccess: async () => {
      toast({ title: 'Status updated', description: 'Reservation status has been updated successfully.' })
      await queryClient.invalidateQueries({ queryKey: reservationsQueryKey })
    },
    onError: (error) => {
      if (isSessionExpired(error)) return
      toast({ title: 'Error', description: statusChangeFailure(error), variant: 'destructive' })
    },
  })
}
