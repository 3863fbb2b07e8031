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

/** The site's origin as the guest sees it; behind a trusted proxy, from its forwarded headers. */
export function siteOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  if (trustProxy) {
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    if (proto && /^https?$/.test(proto)) url.protocol = `${proto}:`
    if (host && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) url.host = host
  }
  return url.origin
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** sitemap.xml: every public page with its absolute address. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.config.TRUST_PROXY)
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
