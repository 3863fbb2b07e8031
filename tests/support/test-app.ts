import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { AppDeps } from '~/.server/app-deps'
import { createApp } from '~/.server/app'
import { type Config, loadConfig } from '~/.server/config'
import { followContentChanges } from '~/.server/content-changes'
import { createLogger } from '~/.server/logger'
import { createReadCache, READ_CACHE_MAX_BYTES } from '~/.server/read-cache'
import type { BackupEngine } from '~/.server/services/backup-engine'
import { createSystem } from '~/.server/services/system'
import { loadVisitorSecret } from '~/.server/services/installation-secrets'
import { upsertStaff } from '~/.server/services/staff'
import { venueClock } from '~/lib/venue-clock'
import { createTestDatabase, type TestDatabase } from './test-db'

export const STAFF_USERNAME = 'host'
export const STAFF_PASSWORD = 'correct horse battery staple'
export const BASE = 'http://localhost'

export interface TestApp {
  app: ReturnType<typeof createApp>
  database: TestDatabase
  config: Config
  /** What the app was built from: for tests that build an app of their own on the same database. */
  deps: AppDeps
  /** Sends a JSON request to the in-process app. */
  request(method: string, path: string, options?: { body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<Response>
  /** Creates the staff account and signs in; returns the Cookie header value to send. */
  signIn(): Promise<string>
  /** Fixes the venue clock's now for the rest of the test (each test starts on the real clock). */
  setNow(now: Date): void
}

/**
 * Registers hooks that give every test of the file a clean database and an app built on it
 * (the same factory as production). Use the returned object inside tests.
 */
export function useTestApp(env: Record<string, string> = {}, options: { backupEngine?: BackupEngine } = {}): TestApp {
  const ctx = {} as TestApp
  let stopFollowing = async () => {}
  let fixedNow: Date | null = null
  let backupDir: string | undefined
  ctx.setNow = (now) => {
    fixedNow = now
  }
  beforeAll(async () => {
    ctx.database = await createTestDatabase()
    // Backups an owner starts (the System API) go to a folder of the file's own.
    backupDir = mkdtempSync(path.join(tmpdir(), 'api-backups-'))
    ctx.config = loadConfig({ LOG_LEVEL: 'silent', BACKUP_DIR: backupDir, ...env })
    const { handle } = ctx.database
    const clock = venueClock(ctx.config.VENUE_TIMEZONE, () => fixedNow ?? new Date())
    const logger = createLogger('silent')
    ctx.deps = {
      db: handle.db,
      config: ctx.config,
      clock,
      logger,
      ping: handle.ping,
      isAvailable: handle.isAvailable,
      reads: createReadCache({ maxBytes: READ_CACHE_MAX_BYTES }),
      visitorSecret: await loadVisitorSecret(handle.db),
      system: createSystem(handle, { config: ctx.config, clock, logger, engine: options.backupEngine }),
    }
    ctx.app = createApp(ctx.deps)
    stopFollowing = (await followContentChanges(handle, ctx.deps.reads)).stop
  })
  beforeEach(async () => {
    fixedNow = null
    await ctx.database.reset()
    ctx.deps.reads.invalidate()
  })
  afterAll(async () => {
    await stopFollowing()
    // A backup still running (a test that started one) ends before its database closes.
    while (ctx.deps?.system.backups.isRunning()) await new Promise((resolve) => setTimeout(resolve, 50))
    await ctx.database?.close()
    if (backupDir) rmSync(backupDir, { recursive: true, force: true })
  })
  ctx.request = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.body !== undefined) headers['content-type'] ??= 'application/json'
    if (options.cookie) headers.cookie = options.cookie
    const body =
      options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    return Promise.resolve(ctx.app.request(`${BASE}${path}`, { method, headers, body }))
  }
  ctx.signIn = async () => {
    await upsertStaff(ctx.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    const res = await ctx.request('POST', '/api/auth/login', { body: { username: STAFF_USERNAME, password: STAFF_PASSWORD } })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
    const setCookie = res.headers.get('set-cookie') ?? ''
    return setCookie.split(';')[0]
  }
  return ctx
}
