import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { groupRequestKeys, groupRequestPaths } from '~/contracts/group-requests'
import { IF_MATCH_HEADER, type ReservationJson, reservationKeys } from '~/contracts/reservations'
import { type TableCombinationJson, tableCombinationKeys, tableCombinationPaths } from '~/contracts/table-combinations'
import { errorMessage, getJson } from '~/lib/api'

/** Requests come in while the host works: asked again as often as the day's bookings. */
const REQUESTS_REFRESH_MS = 20_000

/** GET /api/group-requests (staff): the group requests waiting for an answer, from today on. */
export function useOpenGroupRequests() {
  return useQuery({
    queryKey: groupRequestKeys.open(),
    queryFn: getJson<ReservationJson[]>(groupRequestPaths.open),
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  })
}

/** The venue's joined tables (GET /api/table-combinations), asked for only while a request waits for its tables. */
export function useJoinedTables(enabled: boolean) {
  return useQuery({ queryKey: tableCombinationKeys.all, queryFn: getJson<TableCombinationJson[]>(tableCombinationPaths.list), enabled })
}

/** One answer to a request (If-Match: the version the host saw): the lists refetch, and the open requests. */
export function useRequestChange<V>(send: (variables: V, request: ReservationJson) => Promise<ReservationJson>, success: (updated: ReservationJson) => string) {
  return useStaffMutation({
    mutationFn: ({ variables, request }: { variables: V; request: ReservationJson }) => send(variables, request),
    invalidates: [groupRequestKeys.all, reservationKeys.all],
    success,
    // The server's words: a table taken or too small, tables still to assign, a change on another screen.
    failure: (error) => errorMessage(error, 'The request could not be changed. Please try again.'),
  })
}

export const ifMatch = (request: ReservationJson) => ({ [IF_MATCH_HEADER]: String(request.version) })
