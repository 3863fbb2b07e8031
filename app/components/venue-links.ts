/** Links to the venue: its phone, and its place in a maps app or frame (the pages that show them import these). */
import type { VenueJson } from '~/contracts/venue'

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

/**
 * "Get directions": a route to the venue's coordinates in the maps app (Google Maps' universal link opens the app on
 * phones); without coordinates, the venue's own map link.
 */
export function venueDirectionsLink(venue: Pick<VenueJson, 'mapUrl' | 'latitude' | 'longitude' | 'address'>): string {
  if (venue.latitude === null || venue.longitude === null) return venueMapLink(venue)
  return `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`
}
