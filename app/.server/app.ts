/** The whole site in one Hono app: request logging, security headers, compression, /healthz, the API, files and pages. */
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { apiError, handleError, unavailableApiAnswer } from './api/errors'
import { imageFileRoutes } from './api/images'
import { createApi } from './api/router'
import { issueVisitorCookie } from './api/visits'
import type { AppDeps, AppEnv } from './app-deps'
import { HEALTH_CHECK_TIMEOUT_MS, pingWithin, RETRY_AFTER_OUTAGE_SECONDS } from './database-outage'
import { type PageHandler, pageRoute } from './pages'
import { logRequest } from './request-log'
import { securityHeaders } from './security-headers'

const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/

export interface AppOptions {
  /** Built browser assets (build/client); served with long-lived caching for fingerprinted files. */
  clientDir?: string
  pageHandler?: PageHandler
  /** Development only: Vite's inline scripts need a looser policy. */
  devMode?: boolean
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { logger } = deps
  const app = new Hono<AppEnv>()

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    logRequest(logger, c.req.method, c.req.path, c.res.status, started)
  })

  // A guest's private booking link must never travel in a Referer header (registered before securityHeaders,
  // which sets its default policy on the way out, so this runs last).
  app.use('/booking/*', async (c, next) => {
    await next()
    c.header('Referrer-Policy', 'no-referrer')
  })
  app.use(securityHeaders({ devMode: options.devMode, proxyHops: deps.config.TRUST_PROXY }))
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

  if (options.pageHandler) app.all('*', pageRoute(deps, options.pageHandler, options.devMode))
  app.notFound(() => apiError(404, 'Not found'))
  app.onError((error, c) => handleError(error, c, logger))
  return app
}
