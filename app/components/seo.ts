import type { MetaDescriptor } from 'react-router'
import { VENUE } from './venue'

/** `<title>`, meta description and their Open Graph twins for one public page. */
export function pageMeta(page: string, description: string): MetaDescriptor[] {
  const title = `${page} | ${VENUE.name}`
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: VENUE.name },
  ]
}
