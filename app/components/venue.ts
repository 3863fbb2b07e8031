/**
 * The venue's details as every page reads them: the root loader reads them once per page (from the Venue settings
 * staff edit), components take them with useVenue(), meta functions with venueOfMatches(matches).
 */
import { useRouteLoaderData } from 'react-router'
import type { VenueJson } from '~/contracts/venue'
import { DEFAULT_VENUE } from '~/contracts/venue-defaults'
import type { Language } from '~/lib/languages'
import type { Catalog } from '~/lib/messages'
import type { restaurantJsonLd } from '~/lib/restaurant-jsonld'

/**
 * What the root loader gives every page: the venue's details, and the venue as a schema.org Restaurant with its
 * weekly hours (made on the server: the pages that show it need none of its code).
 */
export interface RootData {
  venue: VenueJson
  restaurant: ReturnType<typeof restaurantJsonLd>
  /** The page's language (from its address; the back office is English) and the public site's messages in it. */
  lang: Language
  messages: Catalog
}

export const ROOT_ROUTE_ID = 'root'

/** A route match as meta functions receive it (only what is read here). */
export type VenueMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The root loader's data, for a meta function (undefined where the root could not load). */
export function rootDataOf(matches: VenueMatches): RootData | undefined {
  return matches.find((m) => m?.id === ROOT_ROUTE_ID)?.loaderData as RootData | undefined
}

/** The venue's details on any page (the defaults only where the root could not load, e.g. its error page). */
export function useVenue(): VenueJson {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.venue ?? DEFAULT_VENUE
}

/** The venue's details for a meta function. */
export function venueOfMatches(matches: VenueMatches): VenueJson {
  return rootDataOf(matches)?.venue ?? DEFAULT_VENUE
}

/** The venue's schema.org Restaurant for a meta function (null where the root could not load). */
export function restaurantOfMatches(matches: VenueMatches): RootData['restaurant'] | null {
  return rootDataOf(matches)?.restaurant ?? null
}
