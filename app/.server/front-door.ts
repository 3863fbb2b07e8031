/**
 * The hot path of the public reads. Every guest's phone repeats the same few reads (the menu, the offers, the shared
 * pages), and each is a prepared answer the read cache holds (prepared-answer.ts, read-cache.ts). Profiled under
 * load, turning such a request into a Fetch Request, through Hono's middleware and back out of a Response cost
 * several times what sending the stored bytes does. So the node:http listener answers a GET or HEAD of a URL whose
 * answer is known here itself, and passes everything else on to the app.
 *
 * What is answered here is what the app would answer: the app registers (`remember`) each URL it answered from the
 * read cache with the cache key it used, and the URL is answered here only while the cache still holds that very
 * answer (any content change drops it) and within the minute it was registered in (a key names the venue day, and a
 * shared page's first screen the wording of that minute: both change only on a minute's boundary). A page view that
 * would be handed a visitor cookie, a database known to be away, or a URL with any other query string than a language
 * asked for by its code (`?lang=ko`: at most five more URLs per path) goes to the app: made-up queries would push the
 * real URLs out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse as parseCookies } from 'hono/utils/cookie'
import { LANGUAGES } from '~/lib/languages'
import type { VenueClock } from '~/lib/venue-clock'
import { needsVisitorCookie, VISITOR_COOKIE } from './api/visits'
import { clientProtocol } from './client-address'
import type { Logger } from './logger'
import { type PreparedAnswer, preparedReply } from './prepared-answer'
import type { FollowingCache, ReadCache } from './read-cache'
import { nodeHeader } from './request-header'
import { logRequest } from './request-log'
import { STRICT_TRANSPORT_SECURITY } from './security-headers'

/**
 * How many URLs are known at once: the public reads and shared pages are about sixty, each in up to five languages
 * (pages under their prefix, reads with `?lang=`), and the photos' variants browsers ask for; more push out the oldest.
 */
export const FRONT_DOOR_URLS = 1024

const MINUTE_MS = 60_000

const LANGUAGE_QUERIES = new Set(LANGUAGES.map((lang) => `lang=${lang}`))

/** A URL the front door may keep: without a query string, or with only `lang=` and a language's code. */
function isKeptUrl(url: string): boolean {
  const query = url.indexOf('?')
  return query === -1 || LANGUAGE_QUERIES.has(url.slice(query + 1))
}

interface Known {
  key: string
  answer: PreparedAnswer
  /** The end of the minute it was registered in (venue clock, ms). */
  until: number
  /** Where the answer is kept when not in `reads` (the photos' bytes), and the content generation it was read at. */
  from?: FollowingCache<PreparedAnswer>
}

function isCurrent(entry: Known, reads: FrontDoorDeps['reads']): boolean {
  if (!entry.from) return reads.peek(entry.key) === entry.answer
  return entry.from.cache.peek(entry.key) === entry.answer && reads.generation() === entry.from.generation
}

export interface FrontDoorDeps {
  reads: Pick<ReadCache<PreparedAnswer>, 'peek' | 'generation'>
  clock: Pick<VenueClock, 'now'>
  logger: Logger
  isAvailable(): boolean
  visitorSecret: Uint8Array
  /** TRUST_PROXY: behind that many trusted proxies, X-Forwarded-Proto says whether the client used HTTPS. */
  proxyHops: number
}

export interface FrontDoor {
  /**
   * The app answered a GET of `url` with `answer`, stored in the read cache (or `from`'s cache) under `key`, as of
   * `instant` (ms).
   */
  remember(url: string, key: string, answer: PreparedAnswer, instant: number, from?: FollowingCache<PreparedAnswer>): void
  /** Answers the request and returns true, or returns false (and writes nothing) for the app to answer it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean
}

export function createFrontDoor({ reads, clock, logger, isAvailable, visitorSecret, proxyHops }: FrontDoorDeps): FrontDoor {
  const known = new Map<string, Known>()
  return {
    remember(url, key, answer, instant, from) {
      if (!isKeptUrl(url)) return
      known.delete(url)
      known.set(url, { key, answer, until: (Math.floor(instant / MINUTE_MS) + 1) * MINUTE_MS, from })
      if (known.size > FRONT_DOOR_URLS) known.delete(known.keys().next().value as string)
    },
    answer(req, res) {
      const started = performance.now()
      const { method, url = '' } = req
      if (method !== 'GET' && method !== 'HEAD') return false
      const entry = known.get(url)
      if (!entry || clock.now() >= entry.until || !isCurrent(entry, reads) || !isAvailable()) return false
      const { headers } = req
      const visitorCookie = headers.cookie && parseCookies(headers.cookie, VISITOR_COOKIE)[VISITOR_COOKIE]
      if (needsVisitorCookie(visitorSecret, { method, path: url, accept: headers.accept, userAgent: headers['user-agent'], visitorCookie })) return false
      const reply = preparedReply(entry.answer, method, nodeHeader(headers, 'if-none-match'), nodeHeader(headers, 'accept-encoding'))
      const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
      const https = clientProtocol(nodeHeader(headers, 'x-forwarded-proto'), encrypted ? 'https' : 'http', proxyHops) === 'https'
      // Node takes a flat list of names and values (and writes it for less than an object's).
      res.writeHead(reply.status, (https ? [...reply.headers, 'Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] : reply.headers) as string[])
      res.end(reply.body)
      logRequest(logger, method, url, reply.status, started)
      return true
    },
  }
}
