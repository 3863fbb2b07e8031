/**
 * Visitor statistics without counting what keeps no cookie: a page view only hands out a visitor cookie the server
 * signed (visitor-id.ts); the visit is counted when the browser sends that cookie back (POST /api/visits, sent once
 * per page load by the public pages' script), at most once per visitor and venue day. A crawler or load tool that
 * keeps no cookie adds nothing; a made-up or unsigned id adds nothing; and one address adds at most
 * NEW_VISITORS_PER_ADDRESS_PER_DAY new visitors a day however many signed cookies it collects (GET / hands them out).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isbot } from 'isbot'
import { createDailyLimit, NO_DAILY_LIMIT } from '../daily-limit'
import { isHttps } from '../client-address'
import { clientKey } from '../guard'
import { requestHeader } from '../request-header'
import { recordVisit, VISITOR_RETENTION_DAYS } from '../services/visitors'
import { newSignedVisitorId, verifiedVisitorId } from '../visitor-id'
import type { AppDeps, AppEnv } from '../app-deps'

export const VISITOR_COOKIE = 'visitor_id'
/** The venue day this browser's visit was last counted: counted again only on another day. */
export const VISITOR_COUNTED_COOKIE = 'visitor_counted'
/** How many addresses a process keeps count of in a day; beyond them, new visitors from other addresses wait for the next day. */
export const ADDRESSES_COUNTED_PER_DAY = 20_000

/** What decides whether a request hands out a visitor cookie (read from Hono's context or Node's request alike). */
export interface PageViewRequest {
  method: string
  path: string
  accept: string | undefined
  userAgent: string | undefined
  visitorCookie: string | undefined
}

const isPageView = ({ method, path, accept, userAgent }: PageViewRequest) =>
  method === 'GET' &&
  !path.startsWith('/api/') &&
  !path.startsWith('/admin') &&
  !/\.[a-z0-9]+$/i.test(path) &&
  (accept ?? '').includes('text/html') &&
  !isbot(userAgent ?? '')

/** A browser's page view without a visitor cookie this server signed (none, or an old unsigned one): it gets one. */
export function needsVisitorCookie(visitorSecret: Uint8Array, request: PageViewRequest): boolean {
  return isPageView(request) && !verifiedVisitorId(visitorSecret, request.visitorCookie)
}

/**
 * Pages: a browser without a visitor cookie this server signed gets one (set on the final response); an old unsigned
 * one is replaced. Never touches the database.
 */
export function issueVisitorCookie({ config, visitorSecret }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const needsCookie = needsVisitorCookie(visitorSecret, {
      method: c.req.method,
      path: c.req.path,
      accept: requestHeader(c, 'accept'),
      userAgent: requestHeader(c, 'user-agent'),
      visitorCookie: getCookie(c, VISITOR_COOKIE),
    })
    await next()
    if (needsCookie) {
      setCookie(c, VISITOR_COOKIE, newSignedVisitorId(visitorSecret), {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c, config.TRUST_PROXY),
        path: '/',
        maxAge: 60 * 60 * 24 * VISITOR_RETENTION_DAYS,
      })
    }
  }
}

/** The visitor a request counts for: their cookie signed by this server, from a browser that is not a known bot; else null. */
export function countedVisitorId(c: Context<AppEnv>, visitorSecret: Uint8Array): string | null {
  const visitorId = verifiedVisitorId(visitorSecret, getCookie(c, VISITOR_COOKIE))
  return visitorId && !isbot(c.req.header('user-agent') ?? '') ? visitorId : null
}

/** POST /api/visits: counts the visitor whose signed cookie came back, once per venue day. Always 204. */
export function visitRoutes({ db, config, clock, logger, visitorSecret }: AppDeps) {
  // Per address, an IPv6 client by its /64: a family or a table of friends is well within it.
  const perAddress = config.NEW_VISITORS_PER_ADDRESS_PER_DAY
  const newVisitors = perAddress > 0 ? createDailyLimit({ perKey: perAddress, maxKeys: ADDRESSES_COUNTED_PER_DAY }) : NO_DAILY_LIMIT
  return new Hono<AppEnv>().post('/', async (c) => {
    const visitorId = countedVisitorId(c, visitorSecret)
    const today = clock.read().today
    if (visitorId && getCookie(c, VISITOR_COUNTED_COOKIE) !== today) {
      const address = clientKey(c, config.TRUST_PROXY)
      const mayAdd = newVisitors.take(address, today)
      try {
        const recorded = await recordVisit(db, visitorId, today, { mayAdd })
        if (mayAdd && recorded !== 'added') newVisitors.giveBack(address, today)
        if (recorded !== 'not-added') {
          setCookie(c, VISITOR_COUNTED_COOKIE, today, {
            httpOnly: true,
            sameSite: 'Lax',
            secure: isHttps(c, config.TRUST_PROXY),
            path: '/',
            maxAge: 60 * 60 * 24,
          })
        }
      } catch (error) {
        if (mayAdd) newVisitors.giveBack(address, today)
        // Statistics must never cost a guest anything.
        logger.warn({ err: { message: (error as Error).message } }, 'could not record a visit')
      }
    }
    return c.body(null, 204)
  })
}
