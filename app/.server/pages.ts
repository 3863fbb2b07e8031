/** The site's pages, rendered by React Router: shared pages stored and answered to everyone, personal ones per request. */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { venueClock } from '~/lib/venue-clock'
import { isDatabaseUnavailable } from './api/errors'
import { sendStored } from './api/shared-read'
import type { AppDeps, AppEnv } from './app-deps'
import { HEALTH_CHECK_TIMEOUT_MS, pingWithin } from './database-outage'
import { beforeDeadline, PastDeadlineError } from './deadline'
import { firstScreenWording, showsFirstScreen } from './first-screen'
import { staffFromCookieHeader } from './guard'
import type { AppLoadContextValue } from './load-context'
import { isSharedPage, preparePage, sharedPageRequest } from './page-cache'
import { unavailablePage } from './unavailable-page'

/** Handles a page request: React Router's request handler in production and dev, absent in API tests. */
export type PageHandler = (request: Request, loadContext: AppLoadContextValue) => Promise<Response>

/** A shared page that rendered with another status than 200: it is not stored, and is rendered for its guest. */
class PageNotShared extends Error {}

const newNonce = () => randomBytes(16).toString('base64')

/** Answers every page request through `pageHandler`; `devMode`: Vite's inline scripts need a looser policy. */
export function pageRoute(deps: AppDeps, pageHandler: PageHandler, devMode?: boolean) {
  const { config, clock } = deps
  // A render outliving the request deadline answers the calm 503 page (a stored page is answered at once).
  const render = (request: Request, context: Pick<AppLoadContextValue, 'staff' | 'nonce' | 'insertedScripts'> & { clock?: AppLoadContextValue['clock'] }) =>
    beforeDeadline(pageHandler(request, { db: deps.db, config, clock, ...context }), config.REQUEST_TIMEOUT_MS)
  const firstScreen = firstScreenWording(deps.db, deps.reads, clock.timeZone)
  // A shared page is rendered once per content version and venue day, for nobody in particular (page-cache.ts); one
  // with the first screen once per wording of today's hours and happy hour too, rendered at the instant it was
  // worded for (first-screen.ts).
  const sharedPage = async (c: Context<AppEnv>) => {
    const now = clock.now()
    const instant = new Date(now)
    const wording = showsFirstScreen(c.req.path) ? await firstScreen(instant) : null
    const key = `page ${c.req.path} ${clock.today()}${wording === null ? '' : ` ${wording}`}`
    const page = await deps.reads.read(key, async () => {
      const nonce = newNonce()
      const insertedScripts: string[] = []
      const pinned = wording === null ? {} : { clock: venueClock(clock.timeZone, () => instant) }
      const rendered = await render(sharedPageRequest(c.req.raw), { staff: null, nonce, insertedScripts, ...pinned })
      const prepared = await preparePage(rendered, { nonce, insertedScripts, devMode })
      if (!prepared) throw new PageNotShared()
      return prepared
    })
    return sendStored(c, deps, key, page, now)
  }
  const personalPage = async (c: Context<AppEnv>) => {
    const staff = await staffFromCookieHeader(deps.db, c.req.header('cookie'))
    const nonce = newNonce()
    c.set('nonce', nonce)
    const response = await render(c.req.raw, { staff, nonce })
    // A page that failed because the database is away says so, calmly, rather than showing an error.
    if (response.status >= 500 && !(await pingWithin(deps, HEALTH_CHECK_TIMEOUT_MS))) return unavailablePage()
    if (c.req.path.startsWith('/admin')) response.headers.set('Cache-Control', 'no-store')
    return response
  }
  return async (c: Context<AppEnv>) => {
    if (!deps.isAvailable()) return unavailablePage()
    try {
      if (isSharedPage(c.req.method, c.req.path, c.req.url)) {
        try {
          return await sharedPage(c)
        } catch (error) {
          // Not a page to share after all (a 404, an error): rendered and answered the usual way.
          if (!(error instanceof PageNotShared)) throw error
        }
      }
      return await personalPage(c)
    } catch (error) {
      if (error instanceof PastDeadlineError || isDatabaseUnavailable(error) || !(await pingWithin(deps, HEALTH_CHECK_TIMEOUT_MS))) {
        return unavailablePage()
      }
      throw error
    }
  }
}
