import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reservations } from '~/.server/db/schema'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { type FaultProxy, startFaultProxy } from '../support/fault-proxy'
import { type RunningServer, spawnServer } from '../support/spawn-server'
import { createTestDatabase, type TestDatabase } from '../support/test-db'

// The server reaches PostgreSQL through a proxy that drops every connection, then partitions the network.
// The process must stay up, answer 503 within 2 s while the database is away, recover by itself, and never
// report a booking as made that is not in the database.
const OUTAGE_ANSWER_MS = 2000

describe('database faults', () => {
  let database: TestDatabase
  let proxy: FaultProxy
  let server: RunningServer
  const day = venueDateFromToday(5)
  const times = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']

  beforeAll(async () => {
    database = await createTestDatabase()
    await seedCapacity(database.handle.db, { tables: Array.from({ length: 20 }, (_, i) => [i + 1, 4] as [number, number]), barSeats: 20 })
    const target = new URL(database.url!)
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const proxied = new URL(database.url!)
    proxied.host = `127.0.0.1:${proxy.port}`
    server = await spawnServer({
      DATABASE_URL: proxied.toString(),
      SEED_DEMO_DATA: 'false',
      BOOKINGS_PER_ADDRESS_PER_HOUR: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'fault-test-password',
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await proxy?.close()
    await database?.close()
  })

  const book = (i: number) =>
    fetch(`${server.url}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody({ name: `Guest ${i}`, date: day, time: times[i % times.length], guests: 2 })),
    })

  async function timed(request: () => Promise<Response>) {
    const started = performance.now()
    const res = await request()
    return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') }
  }

  async function waitUntilHealthy() {
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000, interval: 200 }).toBe(200)
  }

  it('keeps every booking it answered 201 when all connections drop mid-flight, and stays up', async () => {
    const inFlight = Array.from({ length: 20 }, (_, i) => book(i))
    // Dropped twice while the flood is being decided: bookings mid-transaction lose their connection.
    setTimeout(() => proxy.dropAll(), 15)
    setTimeout(() => proxy.dropAll(), 60)
    const answers = await Promise.all(inFlight)
    for (const res of answers) expect([201, 503]).toContain(res.status)
    const made = await Promise.all(answers.filter((res) => res.status === 201).map(async (res) => ((await res.json()) as { id: number }).id))
    if (made.length > 0) {
      const stored = await database.handle.db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.id, made))
      expect(stored.map((r) => r.id).sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b))
    }
    expect(server.child.exitCode).toBeNull()
    await waitUntilHealthy()
    expect((await book(0)).status).toBe(201)
  })

  it('answers 503 with Retry-After within 2 s during a partition, then recovers by itself', async () => {
    await waitUntilHealthy()
    proxy.partition()
    try {
      const during = await Promise.all([
        timed(() => book(1)),
        timed(() => fetch(`${server.url}/api/menu`)),
        timed(() => fetch(`${server.url}/healthz`)),
      ])
      for (const answer of during) {
        expect(answer.status).toBe(503)
        expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS)
      }
      expect(during[0].retryAfter).toMatch(/^\d+$/)
      // Known to be away now: answered at once.
      const next = await timed(() => fetch(`${server.url}/api/menu`))
      expect(next.status).toBe(503)
      expect(next.ms).toBeLessThan(OUTAGE_ANSWER_MS)
    } finally {
      proxy.heal()
    }
    await waitUntilHealthy()
    expect((await book(2)).status).toBe(201)
    expect(server.child.exitCode).toBeNull()
  })
})
