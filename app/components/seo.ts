import type { MetaDescriptor } from 'react-router'
import type { VenueJson } from '~/contracts/venue'
import { type VenueMatches, venueOfMatches } from './venue'

/** `<title>`, meta description and their Open Graph twins for one public page, titled after the venue. */
export function pageMeta(page: string, description: string, venue: Pick<VenueJson, 'name'>): MetaDescriptor[] {
  const title = `${page} | ${venue.name}`
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: venue.name },
  ]
}

/** The meta function of a page with a fixed title and description: `export const meta = fixedPageMeta(...)`. */
export function fixedPageMeta(page: string, description: string) {
  return ({ matches }: { matches: VenueMatches }) => pageMeta(page, description, venueOfMatches(matches))
}
