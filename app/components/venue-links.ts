/** Links to the venue: its phone, and its place in a maps app or frame (the pages that show them import these). */
import type { VenueJson } from '~/contracts/venue'

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

type VenuePlace = Pick<VenueJson, 'latitude' | 'longitude' | 'address'>

/** What a map looks the venue up by: its coordinates when set (they are exact), else its present address. */
function mapQuery(venue: VenuePlace): string {
  return venue.latitude !== null && venue.longitude !== null ? `${venue.latitude},${venue.longitude}` : venue.address
}

/**
 * The link that opens the venue in a maps app: a map search for its coordinates; without them, the link staff chose,
 * else a search for its present address. Never a place the venue is not at any more: the link follows what staff
 * change on the Venue settings page.
 */
export function venueMapLink(venue: Pick<VenueJson, 'mapUrl'> & VenuePlace): string {
  if (venue.mapUrl && (venue.latitude === null || venue.longitude === null)) return venue.mapUrl
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(venue))}`
}

/** The map frame's address: the coordinates when set, else the address. */
export function venueMapEmbedUrl(venue: VenuePlace): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(mapQuery(venue))}&output=embed`
}

/**
 * "Get directions": a route to the venue's coordinates in the maps app (Google Maps' universal link opens the app on
 * phones); without coordinates, the venue's own map link.
 */
export function venueDirectionsLink(venue: Pick<VenueJson, 'mapUrl'> & VenuePlace): string {
  if (venue.latitude === null || venue.longitude === null) return venueMapLink(venue)
  return `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`
}
