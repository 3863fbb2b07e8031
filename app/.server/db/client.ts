import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { ChangeHandlers } from './change-listener'
import { lockDataFolder } from './folder-lock'
import { createDataFolder, holdsDatabase } from './new-data-folder'
import * as schema from './schema'

const STARTUP_LOCK_KEY = 7_261_001

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  engine: 'pglite' | 'postgres'
  migrate(migrationsFolder: string): Promise<void>
  /** Runs `work` while no other app process runs its start-up work on the same database. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /** False while the database is known to be unreachable (an outage or a partition): answer 503 without waiting. */
  isAvailable(): boolean
  /** Hears the notices of a channel (NOTIFY) until stopped, including those this process sent. */
  listen(channel: string, handlers: ChangeHandlers): Promise<{ stop(): Promise<void> }>
  close(): Promise<void>
  /** What a backup reads (services/backup-*.ts): the embedded engine's own client, or PostgreSQL's address. */
  backupSource: BackupSource
}

export type BackupSource = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; connectionString: string }

export interface PostgresOptions {
  /** Connections in the pool (DB_POOL_SIZE). */
  max?: number
  /** How long to wait for a connection, new or from the pool (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number
  /** PostgreSQL cancels a statement running longer (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number
  /**
   * How long the pool watch's probe (a new connection's `select 1`, made while a query seems stuck) may take before
   * the database counts as unreachable and the connections in use are cut: the connect timeout, at most 800 ms.
   */
  probeTimeoutMs?: number
  /** Told when the database becomes unreachable or answers again. */
  onAvailabilityChange?: (available: boolean) => void
}

/** The newest migration of the folder's journal (drizzle-kit's meta/_journal.json), by its timestamp. */
export function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/**
 * True when the database has applied the folder's newest migration. Drizzle's migrator applies every migration newer
 * than the last one it recorded, after two DDL statements and a hash of every file: this one query tells most starts
 * (an existing database, or a new one copied from the build's template) that there is nothing to do.
 */
export async function isMigrated(db: Database, migrationsFolder: string): Promise<boolean> {
  try {
    const result = await db.execute<{ newest: string | number | bigint | null }>(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    const newest = (result as unknown as { rows: Array<{ newest: string | number | bigint | null }> }).rows[0]?.newest
    return newest !== null && newest !== undefined && Number(newest) >= newestMigrationMillis(migrationsFolder)
  } catch {
    // No migrations table yet (a new database made by initdb): the migrator makes it.
    return false
  }
}

/** The PostgreSQL driver's modules, loaded when it is opened: a process on the embedded engine never loads them. */
async function loadPostgres() {
  const [{ default: pg }, { drizzle }, { migrate }, { listenOnPostgres }, { watchPool }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./change-listener'),
    import('./pool-watch'),
  ])
  return { pg, drizzle, migrate, listenOnPostgres, watchPool }
}

/**
 * PostgreSQL through a connection pool: the engine for production and for several app processes. A dropped
 * connection never takes the process down, and a partition is noticed by the pool watch (pool-watch.ts).
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const { pg, drizzle: drizzlePg, migrate: migratePg, listenOnPostgres, watchPool } = await loadPostgres()
  const connectTimeoutMs = options.connectTimeoutMs ?? 1500
  const statementTimeoutMs = options.statementTimeoutMs ?? 10_000
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // A last resort should PostgreSQL not cancel a statement itself (a partition the watch has not seen yet).
    query_timeout: statementTimeoutMs + 2000,
    keepAlive: true,
  })
  // A client losing its connection, idle or busy, must not crash the process: its query fails (and answers 503),
  // and the pool replaces it.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const watch = watchPool(pool, {
    connectionString,
    stuckAfterMs: 500,
    probeTimeoutMs: options.probeTimeoutMs ?? Math.min(connectTimeoutMs, 800),
    intervalMs: 200,
    onChange: options.onAvailabilityChange,
  })
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    engine: 'postgres',
    migrate: async (migrationsFolder) => {
      if (!(await isMigrated(db, migrationsFolder))) await migratePg(drizzlePg(pool), { migrationsFolder })
    },
    withStartupLock: async (work) => {
      const lockClient = await pool.connect()
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
        return await work()
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
        lockClient.release()
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    isAvailable: watch.isAvailable,
    listen: async (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: async () => {
      watch.stop()
      await pool.end()
    },
    backupSource: { engine: 'postgres', connectionString },
  }
}

/**
 * The embedded engine's modules, loaded when it is opened: a process on PostgreSQL never loads PGlite (memory, and
 * time at the start).
 */
async function loadPglite() {
  const [{ PGlite }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  return {
    PGlite,
    drizzle,
    migrate,
    // One backend serves this process, so a small buffer pool is plenty; the default (128 MB) is memory the process
    // would hold for good.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    // PostgreSQL extensions the migrations create: btree_gist lets table holds refuse overlapping times (drizzle/0010).
    extensions: { btree_gist },
  }
}

export interface PgliteOptions {
  /** A prepared database folder (`npm run build` makes them) that a new data folder starts as a copy of; of several,
   * the first usable. */
  template?: string | ReadonlyArray<string | undefined>
  /** Told when the data folder held no database and one was made: from the template, or by initdb. */
  onCreated?: (how: 'template' | 'initdb') => void
  /** In memory only: starts as a copy of this dump (PGlite's dumpDataDir) instead of a new, empty database. */
  loadDataDir?: Blob
  /** PGlite's engine, compiled ahead (server.js starts it first thing); when absent or failed, PGlite compiles it. */
  wasmModule?: Promise<WebAssembly.Module | undefined>
}

/**
 * Embedded PostgreSQL (WASM) in a folder, or in memory when dataDir is undefined. A folder without a database gets
 * one first, made outside this process's memory (new-data-folder.ts).
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const releaseFolder = dataDir ? lockDataFolder(dataDir) : () => {}
  let client: PGlite
  let engine: Awaited<ReturnType<typeof loadPglite>>
  try {
    // The modules load while the folder is made.
    const loading = loadPglite()
    loading.catch(() => {})
    if (dataDir && !holdsDatabase(dataDir)) options.onCreated?.(await createDataFolder(dataDir, { template: options.template }))
    engine = await loading
    const pgliteWasmModule = await options.wasmModule?.catch(() => undefined)
    client = new engine.PGlite({ dataDir, startParams: engine.startParams, loadDataDir: options.loadDataDir, extensions: engine.extensions, pgliteWasmModule })
    await client.waitReady
  } catch (error) {
    releaseFolder()
    throw error
  }
  const { drizzle, migrate } = engine
  const db = drizzle(client, { schema }) as unknown as Database
  return {
    db,
    engine: 'pglite',
    migrate: async (migrationsFolder) => {
      if (!(await isMigrated(db, migrationsFolder))) await migrate(drizzle(client), { migrationsFolder })
    },
    // One process owns a PGlite folder, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    // In this process: it is there as long as the process is.
    isAvailable: () => true,
    // One connection, which hears its own notices as soon as the statement that sent them has committed.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onChange)
      handlers.onListening(true)
      return { stop: () => unlisten() }
    },
    close: async () => {
      await client.close()
      releaseFolder()
    },
    backupSource: { engine: 'pglite', client },
  }
}
