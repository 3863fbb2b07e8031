import { randomBytes } from 'node:crypto'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import { authRoutes } from './api/auth'
import { availabilityRoutes, bookingRoutes } from './api/bookings'
import type { AppDeps, AppEnv } from './app-deps'
import { apiError, handleError, isDatabaseUnavailable, RETRY_AFTER_OUTAGE_SECONDS, unavailableApiAnswer } from './api/errors'
import { emailRoutes } from './api/emails'
import { eventCalendarRoutes, eventRoutes, eventWriteRoutes } from './api/events'
import { galleryReadRoutes, galleryRoutes } from './api/gallery'
import { IMAGE_UPLOAD_MAX_BODY_BYTES, imageFileRoutes, imageRoutes } from './api/images'
import { openingHoursReadRoutes, openingHoursRoutes } from './api/opening-hours'
import { venueReadRoutes, venueRoutes } from './api/venue'
import { loggablePath } from './api/log-path'
import { categoryReadRoutes, categoryRoutes } from './api/categories'
import { drinkReadRoutes, menuReadRoutes, menuRoutes } from './api/menu'
import { offerReadRoutes, offerRoutes } from './api/offers'
import { reservationRoutes } from './api/reservations'
import { barSeatRoutes, tableRoutes } from './api/tables'
import { visitorStatsRoutes } from './api/visitor-stats'
import { issueVisitorCookie, visitRoutes } from './api/visits'
import { beforeDeadline, PastDeadlineError } from './deadline'
import { staffFromCookieHeader } from './guard'
import type { AppLoadContextValue } from './load-context'
import { imageMessages, imagePaths } from '~/contracts/images'
import { venueClock } from '~/lib/venue-clock'
import { firstScreenWording, showsFirstScreen } from './first-screen'
import { isSharedPage, preparePage, sharedPageRequest } from './page-cache'
import { sendPrepared } from './prepared-answer'
import { securityHeaders } from './security-headers'
import { unavailablePage } from './unavailable-page'

/** A shared page that rendered with another status than 200: it is not stored, and is rendered for its guest. */
class PageNotShared extends Error {}

const newNonce = () => randomBytes(16).toString('base64')

export const MAX_BODY_BYTES = 100 * 1024
/** How long /healthz (and a failed page) waits for the database before saying it is away. */
const HEALTH_CHECK_TIMEOUT_MS = 1500

/** True when the database is not known to be away and answers a ping within `timeoutMs`. */
async function pingWithin(deps: AppDeps, timeoutMs: number): Promise<boolean> {
  if (!deps.isAvailable()) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  const answered = deps.ping().then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answered, late])
  } finally {
    clearTimeout(timer)
  }
}
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/
/** The API routes whose writes change what guests read (and what the read cache holds). */
const CONTENT_ROUTES = ['/menu', '/categories', '/offers', '/events', '/gallery', '/images', '/venue', '/opening-hours']

/** Handles a page request: React Router's request handler in production and dev, absent in API tests. */
export type PageHandler = (request: Request, loadContext: AppLoadContextValue) => Promise<Response>

export interface AppOptions {
  /** Built browser assets (build/client); served with long-lived caching for fingerprinted files. */
  clientDir?: string
  pageHandler?: PageHandler
  /** Development only: Vite's inline scripts need a looser policy. */
  devMode?: boolean
}

/** The API: one router per resource, staff routes guarded, errors in one envelope. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>()
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => apiError(413, 'The request body is too large (100 kB at most).'),
  })
  const limitUpload = bodyLimit({ maxSize: IMAGE_UPLOAD_MAX_BODY_BYTES, onError: () => apiError(413, imageMessages.tooLarge) })
  // What a write must be before it is read: from this site, JSON, and small.
  api.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    // A state-changing request from another site is refused, whatever its content type.
    const origin = c.req.header('origin')
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const crossSite = origin ? safeHost(origin) !== host : c.req.header('sec-fetch-site') === 'cross-site'
    if (crossSite) return apiError(403, 'Requests from other sites are not allowed.')
    // The photo upload is the one multipart request, and the one allowed a body over 100 kB.
    if (c.req.method === 'POST' && c.req.path === imagePaths.upload) {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) return apiError(400, imageMessages.file)
      return limitUpload(c, next)
    }
    // A form post or text/plain is refused before its body is read.
    if (!isJsonOrNoBody(c.req.raw.headers)) return apiError(415, 'Send the request body as JSON (Content-Type: application/json).')
    return limitBody(c, next)
  })
  api.use(async (c, next) => {
    await next()
    // Public reads say themselves how to revalidate (prepared-answer.ts); nothing else is kept anywhere (an answer
    // may say more, as long as it says no-store: a booking's calendar file is 'private, no-store').
    if (!c.get('prepared') && !/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) c.header('Cache-Control', 'no-store')
  })
  // A write to the public content drops every prepared read, whether it succeeded or not (it may have committed
  // before failing). Other processes hear of it from the database (content-changes.ts).
  for (const content of CONTENT_ROUTES) {
    api.use(`${content}/*`, async (c, next) => {
      if (SAFE_METHODS.has(c.req.method)) return next()
      try {
        await next()
      } finally {
        deps.reads.invalidate()
      }
    })
  }
  // The public reads answer from memory, or from one load bounded by the database's own timeouts: they come
  // before the request deadline, whose timer would cost a cached read more than everything else it does.
  api.route('/menu', menuReadRoutes(deps))
  api.route('/drinks', drinkReadRoutes(deps))
  api.route('/categories', categoryReadRoutes(deps))
  api.route('/offers', offerReadRoutes(deps))
  api.route('/events', eventRoutes(deps))
  api.route('/gallery', galleryReadRoutes(deps))
  api.route('/venue', venueReadRoutes(deps))
  api.route('/opening-hours', openingHoursReadRoutes(deps))
  api.use(requestDeadline(deps))
  api.route('/auth', authRoutes(deps))
  api.route('/menu', menuRoutes(deps))
  api.route('/categories', categoryRoutes(deps))
  api.route('/offers', offerRoutes(deps))
  api.route('/events', eventWriteRoutes(deps))
  api.route('/events', eventCalendarRoutes(deps))
  api.route('/gallery', galleryRoutes(deps))
  api.route('/images', imageRoutes(deps))
  api.route('/venue', venueRoutes(deps))
  api.route('/opening-hours', openingHoursRoutes(deps))
  api.route('/reservations', reservationRoutes(deps))
  api.route('/availability', availabilityRoutes(deps))
  api.route('/bookings', bookingRoutes(deps))
  api.route('/tables', tableRoutes(deps))
  api.route('/bar-seats', barSeatRoutes(deps))
  api.route('/visitor-stats', visitorStatsRoutes(deps))
  api.route('/emails', emailRoutes(deps))
  api.route('/visits', visitRoutes(deps))
  // Any other path or method under /api: the JSON envelope, never the HTML not-found page.
  const allowedMethods = methodsByPath(api)
  api.all('*', (c) => {
    const allowed = allowedMethods(c.req.path.replace(/^\/api/, ''))
    if (allowed.length === 0) return apiError(404, 'Not found')
    return apiError(405, `Method ${c.req.method} is not allowed here.`, undefined, { allow: allowed.join(', ') })
  })
  api.onError((error, c) => handleError(error, c, deps.logger))
  return api
}

/** Nothing waits longer than REQUEST_TIMEOUT_MS: then the API answers 503 in its envelope. */
function requestDeadline({ config }: AppDeps) {
  return timeout(config.REQUEST_TIMEOUT_MS, () => new HTTPException(503, { res: unavailableApiAnswer() }))
}

/** The methods the API's routes answer for a path ('/menu/3' -> GET, HEAD, PUT, DELETE); [] for an unknown path. */
function methodsByPath(api: Hono<AppEnv>): (path: string) => string[] {
  const routes = api.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/\/:[^/]+/g, '/[^/]+').replace(/\/\*$/, '(/.*)?')}/?$`),
    }))
  return (path) => {
    const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods]
  }
}

/** True for a request without a body, or with a JSON body (application/json, or a +json type). */
function isJsonOrNoBody(headers: Headers): boolean {
  const type = headers.get('content-type')
  if (type) return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)
  return !headers.get('transfer-encoding') && Number(headers.get('content-length') ?? 0) === 0
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { logger, config, clock } = deps
  const app = new Hono<AppEnv>()

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    // Method, path and status only: no query strings, addresses or bodies (they may hold personal data). Reads that
    // went well are the steady polling of every guest's phone: logged only at debug level.
    const status = c.res.status
    const level = status < 400 && SAFE_METHODS.has(c.req.method) ? 'debug' : 'info'
    if (logger.isLevelEnabled(level)) {
      logger[level]({ method: c.req.method, path: loggablePath(c.req.path), status, ms: Math.round(performance.now() - started) }, 'request')
    }
  })

  // A guest's private booking link must never travel in a Referer header (registered before securityHeaders,
  // which sets its default policy on the way out, so this runs last).
  app.use('/booking/*', async (c, next) => {
    await next()
    c.header('Referrer-Policy', 'no-referrer')
  })
  app.use(securityHeaders({ devMode: options.devMode }))
  // Prepared answers come compressed already (prepared-answer.ts); others are compressed on the way out.
  const compressAnswer = compress()
  app.use(async (c, next) => {
    await next()
    if (!c.get('prepared')) await compressAnswer(c, async () => {})
  })

  app.get('/healthz', async (c) => {
    if (await pingWithin(deps, HEALTH_CHECK_TIMEOUT_MS)) return c.json({ status: 'ok' })
    return c.json({ status: 'unavailable' }, 503, { 'Retry-After': String(RETRY_AFTER_OUTAGE_SECONDS) })
  })

  // While the database is known to be away, nothing waits at all.
  app.use('/api/*', async (c, next) => (deps.isAvailable() ? next() : unavailableApiAnswer()))
  app.route('/api', createApi(deps))
  // Uploaded photos' variants, from the database (fingerprinted names, cached by browsers for a year).
  app.use('/images/*', async (c, next) => (deps.isAvailable() ? next() : unavailableApiAnswer()))
  app.route('/images', imageFileRoutes(deps))

  if (options.clientDir) {
    // Fingerprinted build output never changes under its name: cache it for a year.
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    // Other files (favicon.svg) have a name with an extension: a page's path never reaches the disk.
    const otherFiles = serveStatic<AppEnv>({
      root: options.clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    })
    app.use('*', (c, next) => (FILE_NAME.test(c.req.path) ? otherFiles(c, next) : next()))
  }

  app.use(issueVisitorCookie(deps))

  const pageHandler = options.pageHandler
  if (pageHandler) {
    // A render outliving the request deadline answers the calm 503 page (a stored page is answered at once).
    const render = (request: Request, context: Pick<AppLoadContextValue, 'staff' | 'nonce' | 'insertedScripts'> & { clock?: AppLoadContextValue['clock'] }) =>
      beforeDeadline(pageHandler(request, { db: deps.db, config, clock, ...context }), config.REQUEST_TIMEOUT_MS)
    const firstScreen = firstScreenWording(deps.db, deps.reads, clock.timeZone)
    // A shared page is rendered once per content version and venue day, for nobody in particular (page-cache.ts); one
    // with the first screen once per wording of today's hours and happy hour too, rendered at the instant it was
    // worded for (first-screen.ts).
    const sharedPage = async (c: Context<AppEnv>) => {
      const instant = new Date(clock.read().instant)
      const wording = showsFirstScreen(c.req.path) ? await firstScreen(instant) : null
      const key = `page ${c.req.path} ${clock.today()}${wording === null ? '' : ` ${wording}`}`
      const page = await deps.reads.read(key, async () => {
        const nonce = newNonce()
        const insertedScripts: string[] = []
        const pinned = wording === null ? {} : { clock: venueClock(clock.timeZone, () => instant) }
        const rendered = await render(sharedPageRequest(c.req.raw), { staff: null, nonce, insertedScripts, ...pinned })
        const prepared = await preparePage(rendered, { nonce, insertedScripts, devMode: options.devMode })
        if (!prepared) throw new PageNotShared()
        return prepared
      })
      return sendPrepared(c, page)
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
    app.all('*', async (c) => {
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
    })
  }
  app.notFound(() => apiError(404, 'Not found'))
  app.onError((error, c) => handleError(error, c, logger))
  return app
}
