import { useQuery } from '@tanstack/react-query'
import { type CoversJson, reservationKeys, reservationPaths } from '~/contracts/reservations'
import { getJson } from '~/lib/api'

/**
 * The next seven days from the venue's today (the server's default range). Its key sits under
 * `reservationKeys.all`, so every booking change that refetches the reservations refetches this too.
 */
export function useCovers() {
  return useQuery({ queryKey: reservationKeys.covers(), queryFn: getJson<CoversJson>(reservationPaths.covers) })
}
