import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createApp } from './.server/app'
import { loadConfig } from './.server/config'
import { openPglite, openPostgres } from './.server/db/client'
import { followContentChanges } from './.server/content-changes'
import { createLogger } from './.server/logger'
import type { PreparedAnswer } from './.server/prepared-answer'
import { createReadCache, READ_CACHE_MAX_BYTES } from './.server/read-cache'
import { prepareDatabase, schedulePurge } from './.server/startup'
import { venueClock } from './lib/venue-clock'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export interface StartOptions {
  migrationsFolder: string
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string
  /** Development only: Vite's dev server, which serves modules and hot updates before our app. */
  vite?: { middlewares: Middleware; ssrLoadModule(id: string): Promise<Record<string, unknown>> }
}

/** Boots the whole site: configuration, database (migrated, seeded), HTTP server, graceful shutdown. */
export async function startServer(options: StartOptions) {
  const config = loadConfig()
  const logger = createLogger(config.LOG_LEVEL)
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, {
        max: config.DB_POOL_SIZE,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        onAvailabilityChange: (available) =>
          available ? logger.info('the database answers again') : logger.error('the database does not answer: answering 503'),
      })
    : await openPglite(config.DATA_DIR)
  await prepareDatabase(database, { migrationsFolder: options.migrationsFolder, config, logger })

  const vite = options.vite
  const loadBuild = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as unknown as Promise<ServerBuild>
    : () => import('virtual:react-router/server-build') as Promise<ServerBuild>
  const handleRequest = createRequestHandler(loadBuild, vite ? 'development' : 'production')
  const clock = venueClock(config.VENUE_TIMEZONE)
  const stopPurge = schedulePurge(database.db, clock, logger)
  const reads = createReadCache<PreparedAnswer>({ maxBytes: READ_CACHE_MAX_BYTES })
  const contentChanges = await followContentChanges(database, reads, logger)
  const app = createApp(
    { db: database.db, config, clock, logger, ping: database.ping, isAvailable: database.isAvailable, reads },
    { clientDir: options.clientDir, devMode: Boolean(vite), pageHandler: (request, context) => handleRequest(request, context) },
  )

  const listener = getRequestListener(app.fetch)
  const server = createServer((req, res) => (vite ? vite.middlewares(req, res, () => listener(req, res)) : listener(req, res)))
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  logger.info({ url: `http://${config.HOST}:${port}`, database: database.engine }, 'server listening')

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    stopPurge()
    void contentChanges.stop()
    // Stop taking connections, let requests in flight finish, then close the database cleanly.
    server.close(async () => {
      await database.close().catch(() => {})
      process.exit(0)
    })
    server.closeIdleConnections()
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  return server
}
