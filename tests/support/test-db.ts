import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { inject } from 'vitest'
import { type DatabaseHandle, openPglite, openPostgres } from '~/.server/db/client'
import { menuCategories, openingHours, venueSettings } from '~/.server/db/schema'
import { DEFAULT_WEEKLY_HOURS } from '~/contracts/opening-hours'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { SEEDED_CATEGORIES } from '~/lib/constants'
import { adminQuery, migrationsFolder, withDatabase } from './database-admin'

export { migrationsFolder }

/** Which engine this run tests: PGlite always; PostgreSQL in the project that sets TEST_DB_ENGINE=postgres. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite'
}

export interface TestDatabase {
  handle: DatabaseHandle
  /** The connection string of the PostgreSQL test database (postgres engine only). */
  url?: string
  /** Empties every table and restarts ids: each test starts on a clean database. */
  reset(): Promise<void>
  close(): Promise<void>
}

/**
 * A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server.
 * Migrated unless `migrate: false` (to test what the app does with an empty database): a copy of the project's
 * migrated template (database-template.setup.ts) when there is one, else migrated here.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false
  let handle: DatabaseHandle
  let dropDatabase = async () => {}
  let url: string | undefined
  if (testEngine() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL')
    const name = `rtest_${process.pid}_${randomBytes(4).toString('hex')}`
    const template = migrate ? inject('postgresTemplate') : undefined
    await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
    // A test database need not survive a power cut: commits that do not wait for the disk make the tier several
    // times faster on a slow disk.
    await adminQuery(adminUrl, `alter database ${name} set synchronous_commit = off`)
    url = withDatabase(adminUrl, name)
    // A machine running both test tiers at once can take over the watch's 800 ms to open a connection, and a cut would
    // fail a healthy test's transaction; cutting on a real outage is tested by the system tests' servers.
    handle = await openPostgres(url, { max: 20, probeTimeoutMs: 10_000 })
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    if (migrate && !template) await handle.migrate(migrationsFolder)
  } else {
    const template = migrate ? inject('pgliteTemplate') : undefined
    handle = await openPglite(undefined, template ? { loadDataDir: new Blob([readFileSync(template)]) } : {})
    if (migrate && !template) await handle.migrate(migrationsFolder)
  }
  let emptyAll: Promise<string | undefined> | undefined
  return {
    handle,
    url,
    async reset() {
      emptyAll ??= emptyingStatement(handle)
      const statement = await emptyAll
      if (statement) await handle.db.execute(sql.raw(statement))
      // The categories the migration seeded are part of an empty venue's schema, as the menu's URLs rely on them.
      if (migrate) {
        await handle.db.insert(menuCategories).values(SEEDED_CATEGORIES.map((category, index) => ({ ...category, position: index + 1 })))
        // So are the venue's details and weekly hours (one row, seven rows): the app reads them on every page.
        await handle.db.insert(venueSettings).values({ id: 1, data: DEFAULT_VENUE })
        await handle.db.insert(openingHours).values(DEFAULT_WEEKLY_HOURS)
      }
    },
    async close() {
      await handle.close()
      await dropDatabase()
    },
  }
}

/**
 * One statement that empties every table and restarts every sequence: DELETE in an order that respects the
 * foreign keys (children first), much faster than TRUNCATE on tables this small, whose new files cost a disk sync.
 */
async function emptyingStatement(handle: DatabaseHandle): Promise<string | undefined> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows
  const tables = (await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((t) => t.name)
  const references = await rows<{ child: string; parent: string }>(sql`
    select child.relname as child, parent.relname as parent from pg_constraint c
    join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`)
  const sequences = (await rows<{ name: string }>(sql`select sequencename as name from pg_sequences where schemaname = 'public'`)).map((q) => q.name)
  // Children first: a table is emptied once every table referencing it is.
  const order: string[] = []
  const pending = new Set(tables)
  while (pending.size > 0) {
    const ready = [...pending].filter((table) => !references.some((r) => r.parent === table && pending.has(r.child)))
    if (ready.length === 0) throw new Error(`test-db: a circle of foreign keys among ${[...pending].join(', ')}`)
    for (const table of ready) {
      order.push(table)
      pending.delete(table)
    }
  }
  // The audit trail last: emptying the others writes to it (drizzle/0015).
  const emptied = [...order.filter((t) => t !== 'audit_log'), ...order.filter((t) => t === 'audit_log')]
  const statements = [...emptied.map((t) => `delete from "${t}";`), ...sequences.map((q) => `alter sequence "${q}" restart;`)]
  return statements.length > 0 ? `do $$ begin ${statements.join(' ')} end $$` : undefined
}
