import { listCategories } from '~/.server/services/categories'
import { type CategoryJson, categoriesOfKind } from '~/contracts/categories'
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

/** sitemap.xml: every public page with its absolute address (the categories as the database has them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, cacheControl } = siteOrigin(request, context.config.PUBLIC_URL)
  const urls = publicPaths(await listCategories(context.db)).map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  })
}
