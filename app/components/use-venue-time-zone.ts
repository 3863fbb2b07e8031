import { useRouteLoaderData } from 'react-router'
import { DEFAULT_VENUE_TIMEZONE } from '~/lib/constants'
import type { OpeningHoursJson } from '~/lib/opening-hours'

/** What the public layout's loader provides to every public page. */
export interface PublicFrameData {
  timeZone: string
  /** The opening hours around the day the page was rendered (hoursAround): what the first screen words. */
  hours: OpeningHoursJson
  /** The venue-local date the page was rendered on, and the instant (ISO): the first screen's wording before hydration. */
  today: string
  renderedAt: string
}

export const PUBLIC_LAYOUT_ROUTE_ID = 'routes/public-layout'

/** The public layout's data on any public page (undefined where the layout could not load). */
export function usePublicFrame(): PublicFrameData | undefined {
  return useRouteLoaderData(PUBLIC_LAYOUT_ROUTE_ID) as PublicFrameData | undefined
}

/** The venue's time zone (configured on the server) for any public page. */
export function useVenueTimeZone(): string {
  return usePublicFrame()?.timeZone ?? DEFAULT_VENUE_TIMEZONE
}
