import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE, parseLock } from '~/.server/db/folder-lock'
import { venueDateFromToday } from '../support/dates'
import { type RunningServer, spawnServer } from '../support/spawn-server'

// The real server on an embedded database folder, killed without warning.
const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'))
const admin = { username: 'owner', password: 'durability-test-pw' }
const servers: RunningServer[] = []

async function start() {
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // One test client books for many guests here.
    BOOKINGS_PER_ADDRESS_PER_HOUR: '0',
    BOOKINGS_PER_ADDRESS_PER_DAY: '0',
  })
  servers.push(server)
  return server
}

function book(url: string, n: number) {
  return fetch(`${url}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Guest ${n}`, email: `guest-${n}@example.com`, date: venueDateFromToday(2 + (n % 20)), time: ['12:00', '13:30', '19:00'][n % 3], guests: 2, seatingPreference: 'table' }),
  })
}

async function reservationIds(url: string): Promise<number[]> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  expect(login.status).toBe(200)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  const ids: number[] = []
  // The list comes a page at a time; the next page's address is in the Link header.
  for (let next: string | undefined = '/api/reservations'; next; ) {
    const res: Response = await fetch(`${url}${next}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    ids.push(...((await res.json()) as Array<{ id: number }>).map((r) => r.id))
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
  }
  return ids
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()))
  rmSync(dataDir, { recursive: true, force: true })
})

describe('embedded database durability', () => {
  it('keeps every acknowledged reservation when the server is killed (SIGKILL) and restarted', async () => {
    const first = await start()
    const acknowledged: number[] = []
    for (const n of [1, 2, 3]) {
      const res = await book(first.url, n)
      expect(res.status).toBe(201)
      acknowledged.push(((await res.json()) as { id: number }).id)
    }
    await first.kill()
    // The killed server could not remove its lock: the next start takes it over.
    expect(parseLock(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))?.pid).toBe(first.child.pid)

    const second = await start()
    expect((await reservationIds(second.url)).sort()).toEqual(acknowledged.sort())
    await second.kill()
  }, 120_000)

  it('restarts after a SIGKILL in the middle of a stream of bookings and serves every acknowledged one', async () => {
    const server = await start()
    const before = new Set(await reservationIds(server.url))
    const acknowledged: number[] = []
    let n = 100
    let killed = false
    // Four guests booking at once, until the server dies under them; a request in flight then fails, unacknowledged.
    const writer = async () => {
      while (!killed) {
        try {
          const res = await book(server.url, n++)
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id)
        } catch {
          return
        }
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    const deadline = Date.now() + 60_000
    while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(acknowledged.length, 'bookings acknowledged before the kill').toBeGreaterThanOrEqual(20)
    await server.kill()
    killed = true
    await Promise.all(writers)

    const restarted = await start()
    const after = new Set(await reservationIds(restarted.url))
    expect(acknowledged.filter((id) => !after.has(id))).toEqual([])
    expect(after.size).toBeGreaterThanOrEqual(before.size + acknowledged.length)
    await restarted.kill()
  }, 120_000)

  it('shuts down gracefully on SIGTERM: finishes, closes the database and exits 0', async () => {
    const server = await start()
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(await server.stop()).toBe(0)
  }, 120_000)
})
