import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api'
import type { SlotAvailability } from '~/lib/seating'
import type { AvailabilityRequest } from './time-slot-options'

/** GET /api/availability: which times of one day can seat one party (a snapshot; POST still decides). */
export interface AvailabilityJson extends AvailabilityRequest {
  slots: SlotAvailability[]
}

/** Every availability answer sits under this key: a booking made or refused refreshes them all. */
export const AVAILABILITY_KEY = ['/api/availability'] as const

export function availabilityQueryOptions(request: AvailabilityRequest) {
  const params = new URLSearchParams({ date: request.date, guests: String(request.guests), seating: request.seating })
  return queryOptions({
    queryKey: [...AVAILABILITY_KEY, request.date, request.guests, request.seating] as const,
    queryFn: ({ signal }) => apiRequest<AvailabilityJson>('GET', `/api/availability?${params}`, undefined, signal),
    // Tables fill up while a guest is choosing: ask again when they come back to a day after a little while.
    staleTime: 30_000,
  })
}

/** The availability of the chosen day and party; idle while the form's values are not a valid question. */
export function useAvailability(request: AvailabilityRequest | null) {
  return useQuery({
    ...availabilityQueryOptions(request ?? { date: '', guests: 0, seating: 'table' }),
    enabled: request !== null,
  })
}
