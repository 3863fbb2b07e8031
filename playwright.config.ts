import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// End-to-end tests run the production build (npm run build), each area on its own server and fresh embedded
// database: the guests' specs compare pages with demo data that the staff specs change.
const basePort = Number(process.env.E2E_PORT ?? 5123)
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' }
/** The admin area's host account (the host stand's tablet), beside the owner E2E_ADMIN. */
export const E2E_HOST = { username: 'e2e-host', password: 'e2e-host-password-123' }

// By file name only: the checkout's own folder may be called anything (a 'public-wt' folder matched every spec).
const areas: Array<{ name: string; testMatch: RegExp; port: number; env?: Record<string, string>; workers?: number; roleAccounts?: boolean }> = [
  { name: 'public', testMatch: /(^|\/)public-[^/]*\.spec\.ts$/, port: basePort },
  { name: 'admin', testMatch: /(^|\/)admin-(?!two-factor\.)[^/]*\.spec\.ts$/, port: basePort + 1, roleAccounts: true },
  // The staff account turns on its second factor: every other admin spec signs in with the password alone.
  { name: 'two-factor', testMatch: /(^|\/)admin-two-factor\.spec\.ts$/, port: basePort + 8 },
  // The venue's real-sized menu typed in by staff on an empty database (no demo data).
  { name: 'venue', testMatch: /(^|\/)venue-[^/]*\.spec\.ts$/, port: basePort + 2, env: { SEED_DEMO_DATA: 'false' } },
  // Staff change the opening hours and close days: the booking specs of the other areas must not see it. Each
  // change replaces the hours as a whole, so the area's specs run one at a time.
  { name: 'hours', testMatch: /(^|\/)hours-[^/]*\.spec\.ts$/, port: basePort + 3, workers: 1 },
  // The host stand fills whole evenings with bookings: the other areas' specs must not meet them.
  { name: 'host', testMatch: /(^|\/)host-[^/]*\.spec\.ts$/, port: basePort + 4 },
  // E-mails really sent: this server's mail server is the sink below (the others have none, so theirs wait queued).
  // The waitlist: walk-ins join today's line (the venue day is everyone's), so its specs have a server of their own.
  { name: 'waitlist', testMatch: /(^|\/)waitlist-[^/]*\.spec\.ts$/, port: basePort + 9, roleAccounts: true },
  {
    name: 'mail',
    testMatch: /(^|\/)mail-[^/]*\.spec\.ts$/,
    port: basePort + 5,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${basePort + 6}`,
      MAIL_FROM: 'Boracay Beach Bar <bookings@beachbar.example>',
      PUBLIC_URL: `http://127.0.0.1:${basePort + 5}`,
    },
  },
]
/** What the mail area's server sent: GET /messages of the sink (tests/e2e/support/mail-sink.ts). */
export const MAIL_SINK_URL = `http://127.0.0.1:${basePort + 7}/messages`

/** `npm run staff -- add` of an account, before the server holds the data folder. */
function addAccount({ username, password }: { username: string; password: string }, role: string): string {
  return `STAFF_PASSWORD='${password}' node --import tsx scripts/staff.ts add ${username} --role ${role}`
}

/**
 * An area's server. With `roleAccounts`, the staff CLI first adds the owner E2E_ADMIN and the host E2E_HOST (the owner
 * first: the server makes its first account only when there is none, and it would then be the same owner).
 */
function server(port: number, extraEnv: Record<string, string> = {}, roleAccounts = false) {
  return {
    command: roleAccounts ? `${addAccount(E2E_ADMIN, 'owner')} && ${addAccount(E2E_HOST, 'host')} && node server.js` : 'node server.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: roleAccounts ? 120_000 : 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
      DATABASE_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every test books from 127.0.0.1: the per-address booking limit has its own API tests.
      BOOKINGS_PER_ADDRESS_PER_HOUR: '0',
      // Every browser of every test is a new visitor from 127.0.0.1: the per-address visitor limit has its own API tests.
      NEW_VISITORS_PER_ADDRESS_PER_DAY: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      GUEST_EMAILS_PER_ADDRESS_PER_DAY: '0',
      // No nightly backup of a test's server (the System API's tests make their own); one asked for lands in a temp folder.
      BACKUP_TIME: 'off',
      // Nor a weekly summary in a test's outbox (the weekly summary's own tests queue theirs).
      WEEKLY_SUMMARY: 'off',
      BACKUP_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-backups-')),
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...extraEnv,
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A guard against a test that hangs, not a speed check: `npm test` runs this tier beside Vitest on two cores, where a
  // long walk-through (a booking, several page loads and axe scans) has taken over 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: areas.map((area) => ({
    name: area.name,
    testMatch: area.testMatch,
    ...(area.workers ? { workers: area.workers } : {}),
    use: { baseURL: `http://127.0.0.1:${area.port}` },
  })),
  webServer: [
    ...areas.map((area) => server(area.port, area.env, area.roleAccounts)),
    {
      command: 'npx tsx tests/e2e/support/mail-sink.ts',
      url: MAIL_SINK_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(basePort + 6), HTTP_PORT: String(basePort + 7) },
    },
  ],
})
