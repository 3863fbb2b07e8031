/**
 * Public pages rendered once per content version and venue day (decision record 005). Their HTML depends on
 * nothing else: no cookie, no signed-in staff member, no query string. Per-request nonces cannot survive in a
 * stored page, so a stored page carries a policy that allows exactly its own inline scripts by their hashes.
 */
import { createHash } from 'node:crypto'
import { pathWithoutLanguage } from '~/lib/languages'
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers'
import { type PreparedAnswer, prepareAnswer } from './prepared-answer'

/**
 * The public pages whose HTML is the same for every guest on a venue day (the private booking page is not), in every
 * language (`/ko/menu` as `/menu`).
 */
const SHARED_PAGES = [/^\/$/, /^\/menu(\/[^/]+)?$/, /^\/drinks(\/[^/]+)?$/, /^\/offers$/, /^\/events$/, /^\/book$/, /^\/music$/, /^\/gallery$/, /^\/contacts$/]

export function isSharedPage(method: string, path: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.includes('?') && SHARED_PAGES.some((page) => page.test(pathWithoutLanguage(path)))
}

/** The request a shared page is rendered for: the same URL with none of the guest's own headers. */
export function sharedPageRequest(request: Request): Request {
  return new Request(request.url, { headers: { accept: 'text/html' } })
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

interface Rendering {
  /** The nonce the page was rendered with: removed from the stored page. */
  nonce: string
  /** Inline scripts the page inserts itself (their text), allowed by hash as well as those in its HTML. */
  insertedScripts?: string[]
  devMode?: boolean
}

/**
 * A rendered page made ready to store: null unless it rendered fully (200). Its nonce attributes are removed and
 * its policy lists the SHA-256 of each inline script instead.
 */
export async function preparePage(response: Response, { nonce, insertedScripts = [], devMode = false }: Rendering): Promise<PreparedAnswer | null> {
  if (response.status !== 200) {
    await response.body?.cancel()
    return null
  }
  const html = (await response.text()).replaceAll(` nonce="${nonce}"`, '')
  const inline = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes, code]) => !/\bsrc=/.test(attributes) && code !== '').map(([, , code]) => code)
  const hashes = new Set([...inline, ...insertedScripts].map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`))
  return prepareAnswer(200, html, {
    'Content-Type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
    ...SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({ scriptSources: [...hashes], devMode }),
  })
}
