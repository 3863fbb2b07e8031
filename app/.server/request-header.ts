import type { IncomingHttpHeaders } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from './app-deps'

/** One header of Node's parsed request headers as one string (a repeated one joined, as the Fetch API does). */
export function nodeHeader(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * A request header, read from Node's parsed headers when the request came through Node's server: on the hot paths
 * (public reads, page views) this is much cheaper than building the Fetch API's Headers that c.req.header() reads.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming
  return incoming ? nodeHeader(incoming.headers, name) : c.req.header(name)
}
