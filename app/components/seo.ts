import type { MetaDescriptor } from 'react-router'
import type { VenueJson } from '~/contracts/venue'
import { DEFAULT_LANGUAGE, type Language, LANGUAGES, languageOfPath, localePath, pathWithoutLanguage } from '~/lib/languages'
import type { PublicMessageKey } from '~/lib/message-keys'
import { type MessageParams, translate } from '~/lib/messages'
import { rootDataOf, type VenueMatches, venueOfMatches } from './venue'

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

/** The page's language and its messages, for a meta function (English where the root could not load). */
export function metaText(matches: VenueMatches): { lang: Language; t: (key: PublicMessageKey, params?: MessageParams) => string } {
  const root = rootDataOf(matches)
  const lang = root?.lang ?? DEFAULT_LANGUAGE
  const catalog = root?.messages ?? {}
  return { lang, t: (key, params) => translate(lang, catalog, key, params) }
}

/** The meta function of a page whose title and description are messages: `export const meta = translatedPageMeta(...)`. */
export function translatedPageMeta(page: PublicMessageKey, description: PublicMessageKey) {
  return ({ matches }: { matches: VenueMatches }) => {
    const { t } = metaText(matches)
    return pageMeta(t(page), t(description), venueOfMatches(matches))
  }
}

/** The meta function of a page with a fixed title and description: `export const meta = fixedPageMeta(...)`. */
export function fixedPageMeta(page: string, description: string) {
  return ({ matches }: { matches: VenueMatches }) => pageMeta(page, description, venueOfMatches(matches))
}

/** One `<link rel="alternate" hreflang>` of a page: a language's address of it, or x-default (English). */
export interface AlternateLink {
  hrefLang: string
  href: string
}

/**
 * The addresses of a public page in every language, plus `x-default` (the English page), and its canonical address
 * (the page in its own language, without a query): absolute with the site's origin, else from the site's root.
 */
export function pageAlternates(pathname: string, origin = ''): { canonical: string; alternates: AlternateLink[] } {
  const base = origin.replace(/\/+$/, '')
  const page = pathWithoutLanguage(pathname)
  const href = (lang: Language) => base + localePath(lang, page)
  return {
    canonical: href(languageOfPath(pathname)),
    alternates: [...LANGUAGES.map((lang) => ({ hrefLang: lang, href: href(lang) })), { hrefLang: 'x-default', href: href(DEFAULT_LANGUAGE) }],
  }
}
