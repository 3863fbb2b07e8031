import { useMatches } from 'react-router'
import { isPublicLayoutId } from './public-layout-id'
import { DEFAULT_VENUE_TIMEZONE } from '~/lib/constants'
import type { StatusChange } from '~/lib/status-timeline'

/** What the public layout's loader provides to every public page. */
export interface PublicFrameData {
  timeZone: string
  /** The first screen's wording (today's hours, happy hour) from the rendering on, where it changes (two days). */
  firstScreen: StatusChange[]
}

/** The public layout's data on any public page (undefined where the layout could not load). */
export function usePublicFrame(): PublicFrameData | undefined {
  return useMatches().find((m) => isPublicLayoutId(m.id))?.loaderData as PublicFrameData | undefined
}

/** The venue's time zone (configured on the server) for any public page. */
export function useVenueTimeZone(): string {
  return usePublicFrame()?.timeZone ?? DEFAULT_VENUE_TIMEZONE
}
