import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { venueDateFromToday } from '../support/dates'

// The real server (app/server.ts startServer) on an embedded database folder, killed without warning.
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'))
const admin = { username: 'owner', password: 'durability-test-pw' }
const running: ChildProcess[] = []

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '-e', `import('./app/server.ts').then((m) => m.startServer({ migrationsFolder: 'drizzle' }))`],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  running.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: match[1] })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
  })
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe.runIf(process.env.TEST_DB_ENGINE !== 'postgres')('embedded database durability', () => {
  it('keeps every acknowledged reservation when the server is killed (SIGKILL) and restarted', async () => {
    const first = await startServer()
    const acknowledged: number[] = []
    for (const time of ['12:00', '13:30', '19:00']) {
      const res = await fetch(`${first.url}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Guest ${time}`, email: 'guest@example.com', date: venueDateFromToday(2), time, guests: 2, seatingPreference: 'table' }),
      })
      expect(res.status).toBe(201)
      acknowledged.push(((await res.json()) as { id: number }).id)
    }
    await killHard(first.child)

    const second = await startServer()
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const list = (await (await fetch(`${second.url}/api/reservations`, { headers: { cookie } })).json()) as Array<{ id: number }>
    expect(list.map((r) => r.id).sort()).toEqual(acknowledged.sort())
    await killHard(second.child)
  }, 120_000)

  it('shuts down gracefully on SIGTERM: finishes, closes the database and exits 0', async () => {
    const { child, url } = await startServer()
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
    expect(exitCode).toBe(0)
  }, 120_000)
})
