import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import type { WaitlistEntryJson, WalkInJoinedJson } from '~/contracts/waitlist'
import type { ReservationJson } from '~/contracts/reservations'
import { reservationKeys } from '~/contracts/reservations'
import { apiRequest, errorMessage, getJson } from '~/lib/api'
import type { SeatingPreference } from '~/lib/constants'

/**
 * The host stand's one door to the waitlist's API (app/contracts/waitlist.ts): paths, keys, the day's list and the
 * writes. A shape the server answers differently is fixed here.
 */
export const waitlistPaths = {
  list: '/api/waitlist',
  day: (date: string) => `/api/waitlist?date=${encodeURIComponent(date)}`,
  entry: (id: number) => `/api/waitlist/${id}`,
}

export const waitlistKeys = {
  all: ['waitlist'] as const,
  day: (date: string) => ['waitlist', 'day', date] as const,
}

/** The list is refetched this often (and after every change), so two hosts see each other's taps. */
export const WAITLIST_REFRESH_MS = 15_000

/** GET /api/waitlist?date=: the day's entries in line order. */
export function useDayWaitlist(date: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: waitlistKeys.day(date),
    queryFn: getJson<WaitlistEntryJson[]>(waitlistPaths.day(date)),
    refetchInterval: WAITLIST_REFRESH_MS,
    refetchOnWindowFocus: true,
    enabled,
  })
}

export interface WalkInInput {
  name: string
  guests: number
  seatingPreference: SeatingPreference
  phone?: string
  email?: string
  note?: string
}

/** POST /api/waitlist (staff): a walk-in joins the line; the answer carries the guest's private page. */
export function useAddWalkIn() {
  return useStaffMutation<WalkInJoinedJson, WalkInInput>({
    mutationFn: (input) => apiRequest<WalkInJoinedJson>('POST', waitlistPaths.list, input),
    invalidates: [waitlistKeys.all],
    failure: (error) => errorMessage(error, 'The party could not be added to the waitlist.'),
  })
}

export type WaitlistAction = { id: number; status: 'notified' | 'left' } | { id: number; seat: { tableNumber: number | null } }

/** PATCH /api/waitlist/:id: notify, left, or seat (a walk-in booking at the table; the day's bookings change too). */
export function useWaitlistAction() {
  return useStaffMutation<WaitlistEntryJson | ReservationJson, WaitlistAction>({
    mutationFn: ({ id, ...body }) => apiRequest('PATCH', waitlistPaths.entry(id), body),
    invalidates: [waitlistKeys.all, reservationKeys.all],
    failure: (error) => errorMessage(error, 'The waitlist could not be changed.'),
  })
}
