/**
 * An answer prepared once and sent many times: its bytes in every encoding a browser asks for, compressed when it
 * is prepared rather than per request, and a validator (ETag) so a poll that finds nothing changed gets a bodiless 304.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib'
import type { Context } from 'hono'
import type { AppEnv } from './app-deps'
import { requestHeader } from './request-header'
import { API_SECURITY_HEADERS } from './security-headers'

export interface PreparedAnswer {
  status: number
  /** Every header of this answer but its encoding and length: its type, validator, and the protective headers. */
  headers: Readonly<Record<string, string>>
  etag: string
  identity: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  /**
   * The whole header list of each reply, flat ([name, value, name, value, ...]) and made once: Node writes a flat
   * list for noticeably less than an object of the same headers, on the hottest path there is (front-door.ts).
   */
  headerLists: Readonly<Record<Encoding | 'notModified', readonly string[]>>
  /** What it holds in memory, for the cache's bound. */
  bytes: number
}

type Encoding = 'identity' | 'gzip' | 'br'

const gzip = promisify(gzipCallback)
const brotli = promisify(brotliCompress)

/**
 * `headers` are the type and the protective headers (a page's with its own policy). The browser may keep the
 * answer but must ask on every use whether it is still right (no-cache): the server says so in a bodiless 304.
 * Both compressions run side by side on libuv's thread pool: a page's brotli takes tens of milliseconds, which on the
 * main thread would hold up every request arriving meanwhile (the first ones after a start, those after a change).
 */
export async function prepareAnswer(status: number, body: string, headers: Record<string, string>): Promise<PreparedAnswer> {
  const identity = Buffer.from(body)
  const [gzipped, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ])
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`
  const allHeaders = {
    ...headers,
    ETag: etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  }
  const common = Object.entries(allHeaders).flat()
  const sent = (encoding: Encoding, body: Uint8Array) => [...common, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(body.length)]
  const headerLists = { identity: sent('identity', identity), gzip: sent('gzip', gzipped), br: sent('br', br), notModified: common }
  const headerBytes = Object.values(headerLists).reduce((sum, list) => sum + list.reduce((listSum, text) => listSum + text.length, 0), 0)
  return { status, headers: allHeaders, etag, identity, gzip: gzipped, br, headerLists, bytes: identity.length + gzipped.length + br.length + headerBytes }
}

/**
 * A file whose bytes are already compressed (a photo): every encoding a client accepts is answered with the bytes
 * themselves, without Content-Encoding. `etag` is the file's own (a fingerprint).
 */
export function prepareFile(body: Uint8Array<ArrayBuffer>, etag: string, headers: Record<string, string>): PreparedAnswer {
  const allHeaders = { ...headers, ETag: etag }
  const notModified = Object.entries(allHeaders).flat()
  const sent = [...notModified, 'Content-Length', String(body.length)]
  const headerLists = { identity: sent, gzip: sent, br: sent, notModified }
  const headerBytes = sent.reduce((sum, text) => sum + text.length, 0)
  return { status: 200, headers: allHeaders, etag, identity: body, gzip: body, br: body, headerLists, bytes: body.length + 2 * headerBytes }
}

export function prepareJson(data: unknown): Promise<PreparedAnswer> {
  return prepareAnswer(200, JSON.stringify(data), { 'Content-Type': 'application/json', ...API_SECURITY_HEADERS })
}

/** What one request is sent of a prepared answer: its status, headers (a flat list) and body (null: none, a 304 or a HEAD). */
export interface PreparedReply {
  status: number
  headers: readonly string[]
  body: Uint8Array<ArrayBuffer> | null
}

/** The reply to a request with these headers: 304 when its If-None-Match names this answer, else the best encoding it accepts. */
export function preparedReply(answer: PreparedAnswer, method: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): PreparedReply {
  if (namesEtag(ifNoneMatch, answer.etag)) return { status: 304, headers: answer.headerLists.notModified, body: null }
  const accepted = acceptEncoding ?? ''
  const encoding: Encoding = accepts(accepted, 'br') ? 'br' : accepts(accepted, 'gzip') ? 'gzip' : 'identity'
  return { status: answer.status, headers: answer.headerLists[encoding], body: method === 'HEAD' ? null : answer[encoding] }
}

/**
 * The response to one request (preparedReply). Marked as prepared, so the middleware that finishes other answers
 * (security headers, compression) leaves it be.
 */
export function sendPrepared(c: Context<AppEnv>, answer: PreparedAnswer): Response {
  c.set('prepared', true)
  const { status, headers, body } = preparedReply(answer, c.req.method, requestHeader(c, 'if-none-match'), requestHeader(c, 'accept-encoding'))
  const responseHeaders = new Headers()
  for (let i = 0; i < headers.length; i += 2) responseHeaders.set(headers[i], headers[i + 1])
  return new Response(body, { status, headers: responseHeaders })
}

/** Weak comparison (RFC 9110 13.1.2): `W/"x"` and `"x"` name the same answer; `*` names any. */
export function namesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}

/** True when an Accept-Encoding value accepts `coding` (listed without q=0). */
export function accepts(acceptEncoding: string, coding: string): boolean {
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (name.trim() !== coding) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}
