import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

const unitAndApi = ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/fuzz/**/*.test.ts']
// System tests start real server processes: the embedded-database ones on PGlite, the multi-process ones on PostgreSQL.
const pgliteSystem = ['tests/system/durability.test.ts', 'tests/system/data-folder-lock.test.ts', 'tests/system/backup-embedded.test.ts', 'tests/system/keep-alive.test.ts']
const postgresSystem = ['tests/system/multi-process.test.ts', 'tests/system/change-listener.test.ts', 'tests/system/database-faults.test.ts', 'tests/system/backup-postgres.test.ts']

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // The API tier runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [...unitAndApi, ...pgliteSystem, 'tests/system/first-start.test.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          // A fresh checkout's first `node server.js` (it builds the site), before the tests: first-start.test.ts.
          globalSetup: ['tests/system/first-start.setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: ['tests/api/**/*.test.ts', ...postgresSystem], env: { TEST_DB_ENGINE: 'postgres' } } }]
        : []),
      // Two production server processes flooded with bookings for one slot (builds into its own BUILD_DIR first).
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'concurrency', include: ['tests/concurrency/**/*.test.ts'], globalSetup: ['tests/concurrency/global-setup.ts'], testTimeout: 120_000 } }]
        : []),
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
