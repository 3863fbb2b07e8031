import { listCategories } from '~/.server/services/categories'
import { pageAlternates } from '~/components/seo'
import { type CategoryJson, categoriesOfKind } from '~/contracts/categories'
import { LANGUAGES, localePath } from '~/lib/languages'
import type { Route } from './+types/sitemap-xml'

/** The public pages, most important first: the menu and every category page (food, then drinks), then the rest. */
export function publicPaths(categories: readonly CategoryJson[]): string[] {
  return [
    '/',
    '/menu',
    ...categoriesOfKind(categories, 'food').map((c) => `/menu/${encodeURIComponent(c.slug)}`),
    '/drinks',
    ...categoriesOfKind(categories, 'drink').map((c) => `/drinks/${encodeURIComponent(c.slug)}`),
    '/offers',
    '/events',
    '/book',
    '/music',
    '/gallery',
    '/contacts',
  ]
}

/**
 * The site's origin for absolute links, and how long an answer holding it may be cached: PUBLIC_URL when set;
 * otherwise the request's own origin, which comes from a Host header nobody checked, so such an answer must
 * not be kept by any cache.
 */
export function siteOrigin(request: Request, publicUrl: string | undefined): { origin: string; cacheControl: string } {
  return publicUrl
    ? { origin: publicUrl, cacheControl: 'public, max-age=3600' }
    : { origin: new URL(request.url).origin, cacheControl: 'no-store' }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The sitemap's entries: every public page in every language (English first, then each language's pages in the same
 * order), each with the page's addresses in all the languages and x-default as xhtml:link alternates.
 */
export function sitemapUrls(paths: readonly string[], origin: string): string[] {
  return LANGUAGES.flatMap((lang) =>
    paths.map((path) => {
      const { canonical, alternates } = pageAlternates(localePath(lang, path), origin)
      const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
      return [`  <url>`, `    <loc>${escapeXml(canonical)}</loc>`, ...links, `  </url>`].join('\n')
    }),
  )
}

/** sitemap.xml: every public page in every language with its absolute address (the categories as the database has them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, cacheControl } = siteOrigin(request, context.config.PUBLIC_URL)
  const urls = sitemapUrls(publicPaths(await listCategories(context.db)), origin).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  })
}
