import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WaitlistStatusJson } from '~/contracts/waitlist'
import type { CreatedReservationJson } from '~/contracts/reservations'
import { ApiError, apiRequest, getJson } from '~/lib/api'
import { pollInterval } from './waitlist-status-model'

/** The guest's page's one door to the API (app/contracts/waitlist.ts). */
export const waitlistStatusPaths = {
  status: (token: string) => `/api/waitlist/status/${encodeURIComponent(token)}`,
  leave: (token: string) => `/api/waitlist/status/${encodeURIComponent(token)}/leave`,
  accept: (token: string) => `/api/waitlist/status/${encodeURIComponent(token)}/accept`,
}

const statusKey = (token: string) => ['waitlist', 'status', token] as const

export function waitlistStatusQueryOptions(token: string) {
  return queryOptions({ queryKey: statusKey(token), queryFn: getJson<WaitlistStatusJson>(waitlistStatusPaths.status(token)) })
}

/**
 * GET /api/waitlist/status/:token every 4 s while in line (also in a background tab: the guest waits with it), from
 * the page's first render (the loader's entry) on; none: nothing to ask.
 */
export function useWaitlistStatus(token: string, initialEntry: WaitlistStatusJson | null) {
  return useQuery({
    ...waitlistStatusQueryOptions(token),
    enabled: initialEntry !== null,
    initialData: initialEntry ?? undefined,
    // Asked again at once in the browser: an offer past its time lapses on that read.
    initialDataUpdatedAt: 0,
    // A link that opens nothing stays so; a network fault is tried again at the same pace.
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : pollInterval(query.state.data)),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: (count, error) => !isNotFound(error) && count < 2,
  })
}

/** POST .../leave (also 'decline' of an offer): the page then shows the entry as it is now. */
export function useLeaveLine(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('POST', waitlistStatusPaths.leave(token)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(token) }),
  })
}

/** POST .../accept: 201 the booking (with its managePath) while the hold lasts, 409 after. */
export function useAcceptOffer(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<CreatedReservationJson>('POST', waitlistStatusPaths.accept(token)),
    onError: () => queryClient.invalidateQueries({ queryKey: statusKey(token) }),
  })
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 410)
}
