import { defineConfig } from 'vitest/config'

// The tiers, one project each; `npx vitest run <file>` runs only the project that file belongs to, and only its set-up.
const postgres = Boolean(process.env.TEST_DATABASE_URL)
// The API tier runs in full on one engine: PostgreSQL when TEST_DATABASE_URL is set (the faster of the two here),
// else the embedded PGlite. On the other engine it runs only the files whose behaviour lives in the engine: the
// holds trigger and row locks of bookings, the status and version triggers, change notifications, SKIP LOCKED claims
// of the e-mail outbox, and the mapping of database errors to answers. Every other engine difference is met by the
// system tests, and the end-to-end tier runs on PGlite.
const apiEngine = postgres ? 'postgres' : 'pglite'
const engineParity = [
  'tests/api/reservations-capacity.test.ts',
  'tests/api/host-stand.test.ts',
  'tests/api/read-cache.test.ts',
  'tests/api/emails.test.ts',
  'tests/api/hardening.test.ts',
  'tests/api/bounded-input.test.ts',
  'tests/api/late-nights.test.ts',
  'tests/api/seating-migration.test.ts',
  'tests/api/table-combinations.test.ts',
  'tests/api/visits-signed.test.ts',
  'tests/api/backups.test.ts',
  'tests/api/reports-summary.test.ts',
  'tests/api/reports-busy-year.test.ts',
  'tests/api/weekly-summary.test.ts',
]
// On the embedded database only (it counts the rows the embedded engine hands to the process).
const pgliteOnly = ['tests/api/reports-busy-year.test.ts']
// System tests start real server processes: the embedded-database ones on PGlite, the multi-process ones on PostgreSQL.
const pgliteSystem = ['tests/system/durability.test.ts', 'tests/system/data-folder-lock.test.ts', 'tests/system/backup-embedded.test.ts', 'tests/system/keep-alive.test.ts', 'tests/system/memory-bounds.test.ts']
const postgresSystem = ['tests/system/multi-process.test.ts', 'tests/system/change-listener.test.ts', 'tests/system/database-faults.test.ts', 'tests/system/backup-postgres.test.ts', 'tests/system/backup-processes.test.ts']
const databaseTemplate = 'tests/support/database-template.setup.ts'
// Reads the route table of an app built on a test database.
const apiDocTest = 'tests/lint/api-doc.test.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'], exclude: [apiDocTest] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts', apiDocTest],
          exclude: postgres ? pgliteOnly : [],
          env: { TEST_DB_ENGINE: apiEngine },
          globalSetup: [databaseTemplate],
        },
      },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'api-pglite', include: engineParity, env: { TEST_DB_ENGINE: 'pglite' }, globalSetup: [databaseTemplate] } }]
        : []),
      { extends: true, test: { name: 'system', include: pgliteSystem, env: { TEST_DB_ENGINE: 'pglite' } } },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'system-postgres', include: postgresSystem, env: { TEST_DB_ENGINE: 'postgres' }, globalSetup: [databaseTemplate] } }]
        : []),
      // A fresh checkout's first `node server.js`, which builds the site (FIRST_START_BUILD_DIR keeps that build for
      // the tiers after it: npm test builds once).
      { extends: true, test: { name: 'first-start', include: ['tests/system/first-start.test.ts'], globalSetup: ['tests/system/first-start.setup.ts'] } },
      // The production build behind Debian's nginx running deploy/nginx-site.conf (on the build, made first if missing).
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], globalSetup: ['tests/deploy/global-setup.ts'], testTimeout: 60_000 } },
      // Two production server processes flooded with bookings for one slot (on the build, made first if missing).
      ...(postgres
        ? [{ extends: true as const, test: { name: 'concurrency', include: ['tests/concurrency/**/*.test.ts'], globalSetup: ['tests/concurrency/global-setup.ts'], testTimeout: 120_000, fileParallelism: false } }]
        : []),
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
