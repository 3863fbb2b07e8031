/**
 * Visitor statistics without counting what keeps no cookie: a page view only hands out a random visitor cookie;
 * the visit is counted when the browser sends that cookie back (POST /api/visits, sent once per page load by the
 * public pages' script), at most once per visitor and venue day. A crawler or load tool that keeps no cookie adds
 * nothing to the database however often it asks.
 */
import { randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isbot } from 'isbot'
import { isHttps } from '../guard'
import { requestHeader } from '../request-header'
import { recordVisit, VISITOR_RETENTION_DAYS } from '../services/visitors'
import type { AppDeps, AppEnv } from '../app-deps'

export const VISITOR_COOKIE = 'visitor_id'
/** The venue day this browser's visit was last counted: counted again only on another day. */
export const VISITOR_COUNTED_COOKIE = 'visitor_counted'
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/

function isPageView(c: Context<AppEnv>) {
  return (
    c.req.method === 'GET' &&
    !c.req.path.startsWith('/api/') &&
    !c.req.path.startsWith('/admin') &&
    !/\.[a-z0-9]+$/i.test(c.req.path) &&
    (requestHeader(c, 'accept') ?? '').includes('text/html') &&
    !isbot(requestHeader(c, 'user-agent') ?? '')
  )
}

/** Pages: a browser without a visitor cookie gets one (set on the final response). Never touches the database. */
export function issueVisitorCookie({ config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const needsCookie = isPageView(c) && !VISITOR_ID.test(getCookie(c, VISITOR_COOKIE) ?? '')
    await next()
    if (needsCookie) {
      setCookie(c, VISITOR_COOKIE, randomBytes(16).toString('base64url'), {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c, config.TRUST_PROXY),
        path: '/',
        maxAge: 60 * 60 * 24 * VISITOR_RETENTION_DAYS,
      })
    }
  }
}

/** POST /api/visits: counts the visitor whose cookie came back, once per venue day. Always 204. */
export function visitRoutes({ db, config, clock, logger }: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const visitorId = getCookie(c, VISITOR_COOKIE) ?? ''
    const today = clock.read().today
    if (VISITOR_ID.test(visitorId) && !isbot(c.req.header('user-agent') ?? '') && getCookie(c, VISITOR_COUNTED_COOKIE) !== today) {
      try {
        await recordVisit(db, visitorId, today)
        setCookie(c, VISITOR_COUNTED_COOKIE, today, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: isHttps(c, config.TRUST_PROXY),
          path: '/',
          maxAge: 60 * 60 * 24,
        })
      } catch (error) {
        // Statistics must never cost a guest anything.
        logger.warn({ err: { message: (error as Error).message } }, 'could not record a visit')
      }
    }
    return c.body(null, 204)
  })
}
