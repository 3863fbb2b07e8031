import { describe, expect, inject, it } from 'vitest'
import { runServerJs } from '../support/server-js'

// A newcomer's `npm install && npm start`: the first start builds the site and makes the database; every later start
// serves the existing build at once. What both print is what a person reads.
const first = inject('firstStart')

describe('the first start (no build, no data folder)', () => {
  it('builds the site with one line per step, then serves it', () => {
    expect(first.output).toMatch(/No build yet \(.*\): building the site once/)
    expect(first.output).toMatch(/✓ pages and server \(\d+\.\d s\)/)
    expect(first.output).toMatch(/✓ embedded database template \(\d+\.\d s\)/)
    expect(first.output).toMatch(/✓ compressed assets \(\d+\.\d s\)/)
    expect(first.output).toMatch(/✓ demo photos \(\d+\.\d s\)/)
    expect(first.output).toMatch(/Built in \d+\.\d s\./)
    // The tools' own output (Vite's file list, their warnings) stays out of a first start.
    expect(first.output).not.toMatch(/vite v|warn|⚠/i)
    expect(first.healthz).toBe(200)
    expect(first.home).toBe(200)
    expect(first.exitCode).toBe(0)
  })

  it("makes the data folder from the build's template and prints where the site is and how staff sign in", () => {
    expect(first.output).toContain('"from":"template","msg":"created the embedded database"')
    expect(first.output).toMatch(/Username: admin\n {2}Password: [a-z2-9]{20}\n/)
    expect(first.output).toMatch(/The site: +http:\/\/127\.0\.0\.1:\d+\n/)
    expect(first.output).toMatch(/Staff sign in: +http:\/\/127\.0\.0\.1:\d+\/admin\/login as admin, with the password printed above\n/)
    expect(first.output).toContain('Staff accounts: npm run staff -- add <username> | reset <username> (with the server stopped)')
    expect(first.output).toContain('E-mails:        not sent (no SMTP_URL): staff read them at')
  })
})

describe('a later start (existing build and data folder)', () => {
  it('prints the address and the sign-in hint, answers 200, and stops cleanly', async () => {
    const server = await runServerJs({ BUILD_DIR: first.buildDir, DATA_DIR: first.dataDir })
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.url}/`)).status).toBe(200)
    expect(await server.stop()).toBe(0)
    const output = server.output()
    expect(output).not.toContain('building the site')
    expect(output).not.toContain('created the embedded database')
    expect(output).not.toContain('Password:')
    expect(output).toContain(`The site:       ${server.url}\n`)
    expect(output).toContain(`Staff sign in:  ${server.url}/admin/login\n`)
    expect(output).not.toMatch(/warn|⚠/i)
  }, 60_000)
})
