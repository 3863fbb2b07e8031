/**
 * The protective headers every answer carries, and the site's Content-Security-Policy, written once. A page
 * rendered for one request allows its inline scripts by that request's nonce; a stored page (page-cache.ts) allows
 * them by their hashes; JSON and files allow no inline script at all.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-deps'
import { isHttps } from './client-address'

/**
 * Strict-Transport-Security, sent only on an answer that went over HTTPS (RFC 6797 8.1: a browser ignores it over
 * plain HTTP, and a plain-HTTP answer saying it proves nothing).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains'

/** What a document (a page, a file) carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
}

/**
 * What an API answer carries: JSON is never a document, so only what keeps it from being sniffed, framed or read
 * by another site's page (OWASP's REST cheat sheet). Fewer bytes on the most frequent answers.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
}

interface PolicyOptions {
  /** What may run besides the site's own script files: a nonce, or the hashes of a stored page's inline scripts. */
  scriptSources?: string[]
  /** Development only: Vite's inline scripts and its hot-reload socket. */
  devMode?: boolean
}

/** The header value: `default-src 'self'; script-src 'self' 'sha256-…'; …`. */
export function contentSecurityPolicy({ scriptSources = [], devMode = false }: PolicyOptions = {}): string {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: devMode ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptSources],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: devMode ? ["'self'", 'ws:'] : ["'self'"],
    frameSrc: ['https://www.google.com', 'https://maps.google.com'],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ')
}

interface SecurityHeaderOptions {
  devMode?: boolean
  /** TRUST_PROXY: behind that many trusted proxies, X-Forwarded-Proto says whether the client used HTTPS. */
  proxyHops?: number
}

/**
 * Adds the protective headers and the policy to every answer that lacks them, and HSTS to every answer that went over
 * HTTPS. A prepared answer (prepared-answer.ts) was given the others when it was prepared, so it gets HSTS only: the
 * hot path of the public reads costs next to nothing here.
 */
export function securityHeaders({ devMode = false, proxyHops = 0 }: SecurityHeaderOptions = {}): MiddlewareHandler<AppEnv> {
  const documentHeaders = Object.entries(SECURITY_HEADERS)
  const apiHeaders = Object.entries(API_SECURITY_HEADERS)
  const withoutNonce = contentSecurityPolicy({ devMode })
  return async (c, next) => {
    await next()
    if (isHttps(c, proxyHops)) {
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    }
    if (c.get('prepared')) return
    const headers = c.res.headers
    const api = c.req.path.startsWith('/api/')
    for (const [name, value] of api ? apiHeaders : documentHeaders) if (!headers.has(name)) headers.set(name, value)
    if (headers.has('Content-Security-Policy')) return
    const nonce = c.get('nonce')
    headers.set('Content-Security-Policy', nonce ? contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], devMode }) : withoutNonce)
  }
}
