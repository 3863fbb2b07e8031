import { useRouteLoaderData } from 'react-router'
import { DEFAULT_VENUE_TIMEZONE } from '~/lib/constants'

/** What the public layout's loader provides to every public page. */
export interface PublicFrameData {
  timeZone: string
}

export const PUBLIC_LAYOUT_ROUTE_ID = 'routes/public-layout'

/** The venue's time zone (configured on the server) for any public page. */
export function useVenueTimeZone(): string {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE_ID) as PublicFrameData | undefined
  return data?.timeZone ?? DEFAULT_VENUE_TIMEZONE
}
