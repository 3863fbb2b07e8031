import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createApp } from './.server/app'
import { listenForBackupRequests } from './.server/backup-socket'
import { loadConfig } from './.server/config'
import { openPglite, openPostgres } from './.server/db/client'
import { followContentChanges } from './.server/content-changes'
import { createFrontDoor } from './.server/front-door'
import { startEmailSender } from './.server/email-sender'
import { createLogger } from './.server/logger'
import type { PreparedAnswer } from './.server/prepared-answer'
import { createReadCache, READ_CACHE_MAX_BYTES } from './.server/read-cache'
import { loadVisitorSecret } from './.server/services/installation-secrets'
import { createSystem } from './.server/services/system'
import { oneAtATime } from './.server/one-at-a-time'
import { watchForQuiet } from './.server/quiet-moments'
import { prepareDatabase, scheduleBackups, schedulePurge, scheduleWaitlistSweep, scheduleWeeklySummary } from './.server/startup'
import { startupBanner } from './.server/startup-banner'
import { venueClock } from './lib/venue-clock'

/** How long an idle keep-alive connection is kept open (the load balancers' usual 60 s, plus a margin). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000
/** How long a stop lets the requests in flight finish before it closes every connection. */
const SHUTDOWN_GRACE_MS = 5_000

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export interface StartOptions {
  migrationsFolder: string
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string
  /** The build's prepared embedded database, copied into a new data folder (absent: initdb in a child process). */
  databaseTemplate?: string
  /** The same with the demo data (writeDemoDatabaseTemplate): preferred when SEED_DEMO_DATA is on. */
  demoDatabaseTemplate?: string
  /** The build's prepared demo photos (writeDemoGallery), read when demo data is seeded (absent: encoded then). */
  demoGallery?: string
  /** The embedded engine's WebAssembly, compiling since the process began (absent: PGlite compiles it when opened). */
  pgliteWasmModule?: Promise<WebAssembly.Module | undefined>
  /** Development only: Vite's dev server, which serves modules and hot updates before our app. */
  vite?: { middlewares: Middleware; ssrLoadModule(id: string): Promise<Record<string, unknown>> }
}

/** Boots the whole site: configuration, database (migrated, seeded), HTTP server, graceful shutdown. */
export async function startServer(options: StartOptions) {
  const startedAt = new Date()
  const config = loadConfig()
  const logger = createLogger(config.LOG_LEVEL)
  const vite = options.vite
  const loadBuild = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as unknown as Promise<ServerBuild>
    : () => import('virtual:react-router/server-build') as Promise<ServerBuild>
  // The pages' modules load while the database opens, so the first page request does not wait for them.
  if (!vite) loadBuild().catch(() => {})
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, {
        max: config.DB_POOL_SIZE,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        onAvailabilityChange: (available) =>
          available ? logger.info('the database answers again') : logger.error('the database does not answer: answering 503'),
      })
    : await openPglite(config.DATA_DIR, {
        template: [config.SEED_DEMO_DATA ? options.demoDatabaseTemplate : undefined, options.databaseTemplate],
        wasmModule: options.pgliteWasmModule,
        onCreated: (how) => logger.info({ dataDir: config.DATA_DIR, from: how }, 'created the embedded database'),
      })
  const { firstAccount } = await prepareDatabase(database, { migrationsFolder: options.migrationsFolder, config, logger, demoGallery: options.demoGallery })
  // An account from ADMIN_PASSWORD may sign in the moment the site answers (a script, a test): it is made before the
  // site listens. A generated password can be used only once printed, and it is printed once its account is stored.
  if (config.ADMIN_PASSWORD) await firstAccount

  const visitorSecret = await loadVisitorSecret(database.db)

  const handleRequest = createRequestHandler(loadBuild, vite ? 'development' : 'production')
  const clock = venueClock(config.VENUE_TIMEZONE)
  // The upkeep jobs take turns, each in a moment with no guest's request (on the embedded database they share the
  // serving thread).
  const quiet = watchForQuiet()
  const inTurn = oneAtATime(quiet.quiet)
  const stopPurge = schedulePurge(database.db, clock, logger, { inTurn })
  const stopWaitlistSweep = scheduleWaitlistSweep(database.db, clock, logger, config)
  const emailSender = startEmailSender(database.db, config, logger)
  const system = createSystem(database, { config, clock, logger, startedAt })
  const stopBackups = scheduleBackups(system.backups, clock, logger, config.BACKUP_TIME, { inTurn })
  const stopWeeklySummary = scheduleWeeklySummary(database.db, clock, logger, config, { inTurn })
  // npm run db:backup asks this server, which owns the embedded folder (PostgreSQL's backups need no server).
  // Opened while the site starts (it took a quarter of a second of a first start), ready before the start is logged;
  // it never fails the start.
  const backupSocket = database.engine === 'pglite' ? listenForBackupRequests(config.DATA_DIR, system.backups, logger) : Promise.resolve(async () => {})
  const reads = createReadCache<PreparedAnswer>({ maxBytes: READ_CACHE_MAX_BYTES })
  const contentChanges = await followContentChanges(database, reads, logger)
  const frontDoor = createFrontDoor({ reads, clock, logger, isAvailable: database.isAvailable, visitorSecret, proxyHops: config.TRUST_PROXY })
  const app = createApp(
    { db: database.db, config, clock, logger, ping: database.ping, isAvailable: database.isAvailable, reads, visitorSecret, frontDoor, system },
    { clientDir: options.clientDir, devMode: Boolean(vite), pageHandler: (request, context) => handleRequest(request, context) },
  )

  const listener = getRequestListener(app.fetch)
  let stopping = false
  const server = createServer((req, res) => {
    quiet.requestStarted()
    // A request that came on a kept-alive connection after the stop began is the connection's last one.
    if (stopping) res.setHeader('Connection', 'close')
    if (vite) vite.middlewares(req, res, () => listener(req, res))
    else if (!frontDoor.answer(req, res)) void listener(req, res)
  })
  // Node closes an idle keep-alive connection after 5 s; a client sending its next request on it just then gets
  // ECONNRESET (seen in the e2e runs). Idle connections stay open longer than clients and proxies commonly keep them.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  // A port in use (EADDRINUSE) or not ours to take fails the start with its reason, like any other start-up error.
  await new Promise<void>((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`${config.HOST}:${config.PORT} is in use by another program: stop it, or set another PORT`) : error)
    server.once('error', refused)
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', refused)
      resolve()
    })
  })
  const stopBackupSocket = await backupSocket
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const url = `http://${config.HOST}:${port}`
  logger.info({ url, database: database.engine }, 'server listening')
  // Listening on every address (0.0.0.0, ::): this machine's own address is the one to open.
  const localUrl = ['0.0.0.0', '::'].includes(config.HOST) ? `http://localhost:${port}` : url
  // After the first account's password (printed when it is made), which the banner refers to.
  const account = await firstAccount
  console.log(startupBanner(localUrl, { engine: database.engine, firstAccount: account, smtpUrl: config.SMTP_URL }))

  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    quiet.stop()
    stopPurge()
    stopWaitlistSweep()
    stopBackups()
    stopWeeklySummary()
    void stopBackupSocket()
    void contentChanges.stop()
    // Stop taking connections, let requests in flight finish, then close the database cleanly (after the message
    // being sent, if any, is marked sent).
    server.close(async () => {
      await emailSender.stop().catch(() => {})
      await database.close().catch(() => {})
      process.exit(0)
    })
    // A kept-alive connection takes no new request: it is closed once idle, as soon as its request in flight is
    // answered (a proxy such as nginx would otherwise go on sending requests on it while the stop waits). The
    // connections still busy when the requests in flight have had their time are closed all the same; the forced
    // exit after that is for a close that still hangs.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  return server
}
