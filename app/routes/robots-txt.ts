import type { Route } from './+types/robots-txt'
import { siteOrigin } from './sitemap-xml'

/** robots.txt: the public site is open to crawlers; the back office and the API are not for them. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { origin, cacheControl } = siteOrigin(request, context.config.PUBLIC_URL)
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /booking/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  })
}
