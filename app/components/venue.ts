/**
 * The venue's details as every page reads them: the root loader reads them once per page (from the Venue settings
 * staff edit), components take them with useVenue(), meta functions with venueOfMatches(matches).
 */
import { useRouteLoaderData } from 'react-router'
import { DEFAULT_WEEKLY_HOURS, type WeeklyHoursJson } from '~/contracts/opening-hours'
import { DEFAULT_VENUE, type VenueJson } from '~/contracts/venue'
import { openingHoursSpecification } from '~/lib/opening-hours'
import { restaurantJsonLd } from '~/lib/restaurant-jsonld'

/** What the root loader gives every page: the venue's details and its weekly hours (for the JSON-LD). */
export interface RootData {
  venue: VenueJson
  weeklyHours: WeeklyHoursJson[]
}

export const ROOT_ROUTE_ID = 'root'

/** A route match as meta functions receive it (only what is read here). */
export type VenueMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

function rootDataOf(matches: VenueMatches): RootData | undefined {
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

/** The schema.org Restaurant of the venue, with its weekly hours, for a meta function. */
export function restaurantJsonLdOfMatches(matches: VenueMatches) {
  const root = rootDataOf(matches)
  const hours = { weekly: root?.weeklyHours ?? DEFAULT_WEEKLY_HOURS, exceptions: [] }
  return restaurantJsonLd(root?.venue ?? DEFAULT_VENUE, openingHoursSpecification(hours))
}

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The link that opens the venue in a maps app: staff's own, else a map search for the coordinates or the address. */
export function venueMapLink(venue: Pick<VenueJson, 'mapUrl' | 'latitude' | 'longitude' | 'address'>): string {
  if (venue.mapUrl) return venue.mapUrl
  const query = venue.latitude !== null && venue.longitude !== null ? `${venue.latitude},${venue.longitude}` : venue.address
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/** The map frame's address: the coordinates when set, else the address. */
export function venueMapEmbedUrl(venue: Pick<VenueJson, 'latitude' | 'longitude' | 'address'>): string {
  const query = venue.latitude !== null && venue.longitude !== null ? `${venue.latitude},${venue.longitude}` : venue.address
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`
}
