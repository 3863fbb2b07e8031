import { MENU_CATEGORIES } from '~/lib/constants'
import type { Route } from './+types/sitemap-xml'

/** The public pages, most important first. */
export const PUBLIC_PATHS = [
  '/',
  '/menu',
  ...MENU_CATEGORIES.map((c) => `/menu/${c}`),
  '/offers',
  '/events',
  '/book',
  '/music',
  '/gallery',
  '/contacts',
]

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

/** sitemap.xml: every public page with its absolute address. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { origin, cacheControl } = siteOrigin(request, context.config.PUBLIC_URL)
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  })
}
