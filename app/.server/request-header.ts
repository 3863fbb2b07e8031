import type { Context } from 'hono'
import type { AppEnv } from './app-deps'

/**
 * A request header, read from Node's parsed headers when the request came through Node's server: on the hot paths
 * (public reads, page views) this is much cheaper than building the Fetch API's Headers that c.req.header() reads.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
