import type { Language } from './languages'
import type { openingHoursSpecification } from './opening-hours'

type OpeningHoursSpecification = ReturnType<typeof openingHoursSpecification>

/** What the Restaurant tells of the venue: the venue contract's VenueJson is these and more. */
export interface RestaurantDetails {
  name: string
  tagline: string
  /** As guests should read it ('+63 36 288 0000'); tel: links keep digits and the plus. */
  phone: string
  email: string
  /** One line, as on the contacts page and in the footer. */
  address: string
  /** A link that opens the venue in a maps app or site. */
  mapUrl: string
  latitude: number | null
  longitude: number | null
  social: ReadonlyArray<{ url: string }>
}

/**
 * The venue as a schema.org Restaurant: its name, contact details, address, place on the map (when staff set the
 * coordinates), social profiles and weekly hours. Pages that describe more (the menu) add to it.
 */
export function restaurantJsonLd(venue: RestaurantDetails, hours: OpeningHoursSpecification) {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'Restaurant' as const,
    name: venue.name,
    ...(venue.tagline ? { description: venue.tagline } : {}),
    telephone: venue.phone,
    email: venue.email,
    address: { '@type': 'PostalAddress' as const, streetAddress: venue.address },
    ...(venue.latitude !== null && venue.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates' as const, latitude: venue.latitude, longitude: venue.longitude } }
      : {}),
    ...(venue.mapUrl ? { hasMap: venue.mapUrl } : {}),
    ...(venue.social.length > 0 ? { sameAs: venue.social.map((link) => link.url) } : {}),
    openingHoursSpecification: hours,
    acceptsReservations: true,
  }
}

/** A JSON-LD object as a page in `lang` tells it: with that page's language (a BCP 47 tag: 'ko', 'zh-Hans'). */
export function withLanguage<T extends object>(jsonLd: T, lang: Language): T & { inLanguage: Language } {
  return { ...jsonLd, inLanguage: lang }
}
