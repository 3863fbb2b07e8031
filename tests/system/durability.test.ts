import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { venueDateFromToday } from '../support/dates'
import { type RunningServer, spawnServer } from '../support/spawn-server'

// The real server on an embedded database folder, killed without warning.
const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'))
const admin = { username: 'owner', password: 'durability-test-pw' }
const servers: RunningServer[] = []

async function start() {
  const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password })
  servers.push(server)
  return server
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()))
  rmSync(dataDir, { recursive: true, force: true })
})

describe('embedded database durability', () => {
  it('keeps every acknowledged reservation when the server is killed (SIGKILL) and restarted', async () => {
    const first = await start()
    const acknowledged: number[] = []
    for (const time of ['12:00', '13:30', '19:00']) {
      const res = await fetch(`${first.url}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Guest ${time}`, email: `guest-${time.replace(':', '')}@example.com`, date: venueDateFromToday(2), time, guests: 2, seatingPreference: 'table' }),
      })
      expect(res.status).toBe(201)
      acknowledged.push(((await res.json()) as { id: number }).id)
    }
    await first.kill()

    const second = await start()
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const list = (await (await fetch(`${second.url}/api/reservations`, { headers: { cookie } })).json()) as Array<{ id: number }>
    expect(list.map((r) => r.id).sort()).toEqual(acknowledged.sort())
    await second.kill()
  }, 120_000)

  it('shuts down gracefully on SIGTERM: finishes, closes the database and exits 0', async () => {
    const server = await start()
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(await server.stop()).toBe(0)
  }, 120_000)
})
