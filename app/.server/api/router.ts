import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { matchedRoutes } from 'hono/route'
import { imageMessages, imagePaths } from '~/contracts/images'
import { apiPermission, refusalMessage, roleAllows, UNLISTED_MESSAGE } from '~/lib/roles'
import type { AppDeps, AppEnv } from '../app-deps'
import { withDeadline } from '../deadline'
import { secondFactorRefusal } from '../services/two-factor'
import { requestStaff } from '../guard'
import { createSlots } from '../upload-slots'
import { auditRoutes } from './audit'
import { authRoutes } from './auth'
import { availabilityRoutes, bookingRoutes } from './bookings'
import { categoryReadRoutes, categoryRoutes } from './categories'
import { emailRoutes } from './emails'
import { apiError, handleError, unavailableApiAnswer } from './errors'
import { eventCalendarRoutes, eventRoutes, eventWriteRoutes } from './events'
import { galleryReadRoutes, galleryRoutes } from './gallery'
import { groupRequestRoutes } from './group-requests'
import { IMAGE_UPLOAD_MAX_BODY_BYTES, imageRoutes, UPLOADS_AT_ONCE } from './images'
import { drinkReadRoutes, menuReadRoutes, menuRoutes } from './menu'
import { offerReadRoutes, offerRoutes } from './offers'
import { openingHoursReadRoutes, openingHoursRoutes } from './opening-hours'
import { isPublicWrite } from './public-writes'
import { guardedBody } from './request-body'
import { reportRoutes } from './reports'
import { reservationRoutes } from './reservations'
import { waitlistRoutes } from './waitlist'
import { seatingRulesReadRoutes, seatingRulesRoutes } from './seating-rules'
import { systemRoutes } from './system'
import { accountRoutes, sessionRoutes, setupRoutes, staffRoutes } from './staff'
import { tableCombinationRoutes } from './table-combinations'
import { translationRoutes } from './translations'
import { barSeatRoutes, tableRoutes } from './tables'
import { venueReadRoutes, venueRoutes } from './venue'
import { visitorStatsRoutes } from './visitor-stats'
import { visitRoutes } from './visits'

export const MAX_BODY_BYTES = 100 * 1024
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The API routes whose writes change what guests read (and what the read cache holds). */
const CONTENT_ROUTES = ['/menu', '/categories', '/offers', '/events', '/gallery', '/images', '/venue', '/opening-hours', '/seating-rules']
/** POSTs under the content routes that only ask a question (what would this change touch?) and change nothing. */
const QUESTIONS = new Set(['/api/opening-hours/check'])

/** The API: one router per resource, staff routes guarded, errors in one envelope. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>()
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => apiError(413, 'The request body is too large (100 kB at most).'),
  })
  const limitUpload = bodyLimit({ maxSize: IMAGE_UPLOAD_MAX_BODY_BYTES, onError: () => apiError(413, imageMessages.tooLarge) })
  const deadline = requestDeadline(deps)
  const uploads = createSlots(UPLOADS_AT_ONCE)
  const allowedMethods = methodsByPath(api)
  // What a write must be before it is read: from this site, JSON, small, and staff's unless it is a guest's (so a
  // stranger makes the server hold no body); its body is read within the deadline.
  api.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    return deadline(c, async () => {
      const refusal = await checkWrite(c, next)
      if (refusal instanceof Response) c.res = refusal
    })
  })
  const checkWrite = async (c: Context<AppEnv>, next: Next) => {
    // A state-changing request from another site is refused, whatever its content type.
    const origin = c.req.header('origin')
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const crossSite = origin ? safeHost(origin) !== host : c.req.header('sec-fetch-site') === 'cross-site'
    if (crossSite) return apiError(403, 'Requests from other sites are not allowed.')
    // The photo upload is the one multipart request, and the one allowed a body over 100 kB: only staff send one, and
    // only with its size said first, so nothing of a stranger's is read and no body grows unbounded in memory.
    if (c.req.method === 'POST' && c.req.path === imagePaths.upload) {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) return apiError(400, imageMessages.file)
      await requestStaff(deps, c)
      const length = c.req.header('content-length')
      if (!length || !/^\d+$/.test(length)) return apiError(411, imageMessages.lengthRequired)
      if (Number(length) > IMAGE_UPLOAD_MAX_BODY_BYTES) return apiError(413, imageMessages.tooLarge)
      // One upload over the cap is turned away before its body is read; a slot is held until the work really ends.
      const release = uploads.take()
      if (!release) return unavailableApiAnswer()
      try {
        c.req.raw = guardedBody(c.req.raw, c.get('deadline')!)
        return await limitUpload(c, next)
      } finally {
        release()
      }
    }
    // A form post or text/plain is refused before its body is read.
    if (!isJsonOrNoBody(c.req.raw.headers)) return apiError(415, 'Send the request body as JSON (Content-Type: application/json).')
    // A staff route's write without a session: 401 before its body is read (the routes check again, as they must).
    const path = c.req.path
    if (!isPublicWrite(c.req.method, path) && allowedMethods(path.replace(/^\/api/, '')).includes(c.req.method)) {
      await requestStaff(deps, c)
    }
    c.req.raw = guardedBody(c.req.raw, c.get('deadline')!)
    return limitBody(c, next)
  }
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
      if (SAFE_METHODS.has(c.req.method) || QUESTIONS.has(c.req.path)) return next()
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
  api.route('/seating-rules', seatingRulesReadRoutes(deps))
  // Writes are under the deadline from before their body is read (above).
  api.use((c, next) => (SAFE_METHODS.has(c.req.method) ? deadline(c, next) : next()))
  api.use(checkRole(deps))
  api.route('/auth', authRoutes(deps))
  api.route('/auth/setup', setupRoutes(deps))
  api.route('/auth/account', accountRoutes(deps))
  api.route('/staff', staffRoutes(deps))
  api.route('/sessions', sessionRoutes(deps))
  api.route('/menu', menuRoutes(deps))
  api.route('/categories', categoryRoutes(deps))
  api.route('/offers', offerRoutes(deps))
  api.route('/events', eventWriteRoutes(deps))
  api.route('/events', eventCalendarRoutes(deps))
  api.route('/gallery', galleryRoutes(deps))
  api.route('/images', imageRoutes(deps))
  api.route('/venue', venueRoutes(deps))
  api.route('/opening-hours', openingHoursRoutes(deps))
  api.route('/seating-rules', seatingRulesRoutes(deps))
  api.route('/translations', translationRoutes(deps))
  api.route('/reservations', reservationRoutes(deps))
  api.route('/availability', availabilityRoutes(deps))
  api.route('/bookings', bookingRoutes(deps))
  api.route('/group-requests', groupRequestRoutes(deps))
  api.route('/waitlist', waitlistRoutes(deps))
  api.route('/tables', tableRoutes(deps))
  api.route('/table-combinations', tableCombinationRoutes(deps))
  api.route('/bar-seats', barSeatRoutes(deps))
  api.route('/visitor-stats', visitorStatsRoutes(deps))
  api.route('/emails', emailRoutes(deps))
  api.route('/visits', visitRoutes(deps))
  api.route('/audit', auditRoutes(deps))
  api.route('/system', systemRoutes(deps))
  api.route('/reports', reportRoutes(deps))
  // Any other path or method under /api: the JSON envelope, never the HTML not-found page.
  api.all('*', (c) => {
    const allowed = allowedMethods(c.req.path.replace(/^\/api/, ''))
    if (allowed.length === 0) return apiError(404, 'Not found')
    return apiError(405, `Method ${c.req.method} is not allowed here.`, undefined, { allow: allowed.join(', ') })
  })
  api.onError((error, c) => handleError(error, c, deps.logger))
  return api
}

/**
 * Every route below the public reads is checked against the one permission table (app/lib/roles.ts) by the route it
 * resolves to: a public one passes; any other needs a session (401) of a role allowed it (403 naming the role and the
 * action). A route the table does not list is refused to everyone. An unknown path or method passes on to its 404
 * or 405.
 */
function checkRole(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = matchedRoutes(c).find((candidate) => candidate.method !== 'ALL')
    if (!route) return next()
    const permission = apiPermission(route.method, route.path)
    if (permission?.least === 'public') return next()
    const staff = await requestStaff(deps, c)
    if (!permission) {
      deps.logger.error({ method: route.method, route: route.path }, 'an API route missing from app/lib/roles.ts was refused')
      return apiError(403, UNLISTED_MESSAGE)
    }
    if (!roleAllows(staff.role, permission)) return apiError(403, refusalMessage(staff.role, permission))
    // The owner's rule: an owner or manager without a second factor may only set it up (services/two-factor.ts).
    const notYet = await secondFactorRefusal(deps.db, staff, c.req.method, c.req.path)
    if (notYet) return apiError(403, notYet)
    return next()
  }
}

/**
 * Nothing waits longer than REQUEST_TIMEOUT_MS: then the API answers 503 in its envelope, and the request's `deadline`
 * signal tells the work still running to stop.
 */
function requestDeadline({ config }: AppDeps): MiddlewareHandler<AppEnv> {
  const late = () => new HTTPException(503, { res: unavailableApiAnswer() })
  return (c, next) =>
    withDeadline(
      config.REQUEST_TIMEOUT_MS,
      (signal) => {
        c.set('deadline', signal)
        return next()
      },
      late,
    )
}

/**
 * The methods the API's routes answer for a path ('/menu/3' -> GET, HEAD, PUT, DELETE); [] for an unknown path. The
 * route table is read at the first request, when every route is in it.
 */
function methodsByPath(api: Hono<AppEnv>): (path: string) => string[] {
  let routes: Array<{ method: string; pattern: RegExp }> | undefined
  const readRoutes = () =>
    api.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({
        method: route.method,
        pattern: new RegExp(`^${route.path.replace(/\/:[^/]+/g, '/[^/]+').replace(/\/\*$/, '(/.*)?')}/?$`),
      }))
  return (path) => {
    routes ??= readRoutes()
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
