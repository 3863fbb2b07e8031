import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
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
  close(): Promise<void>
}

/** PostgreSQL through a connection pool: the engine for production and for several app processes. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    engine: 'postgres',
    migrate: (migrationsFolder) => migratePg(drizzlePg(pool), { migrationsFolder }),
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
    close: () => pool.end(),
  }
}

/** Embedded PostgreSQL (WASM) in a folder, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite()
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    engine: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns a PGlite folder, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}
