import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { canSeat, type DayState } from '~/lib/seating'
import { venueDateFromToday } from '../support/dates'
import {
  concurrencyPortBase,
  createScratchDatabase,
  type ProductionServer,
  type ScratchDatabase,
  startProductionServer,
} from './servers'

// The flood: many guests book the same slot at the same moment through two production server
// processes (node server.js) on one PostgreSQL. The database must seat exactly the capacity.
const adminUrl = process.env.TEST_DATABASE_URL

interface Attempt {
  time: string
  guests: number
  seatingPreference: 'table' | 'bar'
  status: number
  body: { id?: number; tableId?: number | null; message?: string; alternatives?: string[] }
}

describe.runIf(Boolean(adminUrl))('no double booking across two server processes on one PostgreSQL', () => {
  let database: ScratchDatabase
  let servers: ProductionServer[] = []

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!)
    const env = { DATABASE_URL: database.url, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'flood-test-password' }
    const base = concurrencyPortBase()
    // Both start together on the empty database: start-up (migrations) is serialised by its own lock.
    servers = await Promise.all([startProductionServer(base, env), startProductionServer(base + 1, env)])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await database?.drop()
  }, 60_000)

  beforeEach(async () => {
    await database.query('truncate reservations, tables, bar_seats restart identity cascade')
  })

  async function venue(tables: Array<[number, number]>, barSeats: number) {
    for (const [number, capacity] of tables) {
      await database.query('insert into tables (table_number, capacity) values ($1, $2)', [number, capacity])
    }
    await database.query('insert into bar_seats (seat_number) select generate_series(1, $1::int)', [barSeats])
  }

  /** Fires every request at once, alternating between the two processes. */
  async function flood(date: string, requests: Array<Pick<Attempt, 'time' | 'guests' | 'seatingPreference'>>): Promise<Attempt[]> {
    return Promise.all(
      requests.map(async (request, i) => {
        const res = await fetch(`${servers[i % 2].url}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, date, ...request }),
        })
        return { ...request, status: res.status, body: (await res.json()) as Attempt['body'] }
      }),
    )
  }

  /** Pairs of seat-holding bookings at one table whose two hours overlap: must be none. */
  async function overlappingPairs(): Promise<number> {
    const [row] = await database.query<{ n: string }>(`
      select count(*) as n from reservations a join reservations b
        on a.table_id = b.table_id and a.date = b.date and a.id < b.id
      where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
        and abs(extract(epoch from (a.time::time - b.time::time))) < 7200`)
    return Number(row.n)
  }

  async function dayState(date: string): Promise<DayState> {
    const tables = await database.query<{ id: number; table_number: number; capacity: number; is_active: boolean }>('select * from tables')
    const [seats] = await database.query<{ n: string }>('select count(*) as n from bar_seats')
    const bookings = await database.query<{ id: number; time: string; guests: number; seating_preference: 'table' | 'bar'; table_id: number | null }>(
      `select id, time, guests, seating_preference, table_id from reservations where date = $1 and status in ('pending', 'confirmed')`,
      [date],
    )
    return {
      tables: tables.map((t) => ({ id: t.id, tableNumber: t.table_number, capacity: t.capacity, isActive: t.is_active })),
      barSeats: Number(seats.n),
      bookings: bookings.map((b) => ({ id: b.id, time: b.time, guests: b.guests, seatingPreference: b.seating_preference, tableId: b.table_id })),
    }
  }

  it('50 simultaneous table bookings for one slot: exactly one per table is accepted, the rest get 409', async () => {
    await venue([[1, 2], [2, 2], [3, 4], [4, 4], [5, 6]], 0)
    const date = venueDateFromToday(7)
    const attempts = await flood(date, Array.from({ length: 50 }, () => ({ time: '19:00', guests: 2, seatingPreference: 'table' as const })))

    const accepted = attempts.filter((a) => a.status === 201)
    const refused = attempts.filter((a) => a.status === 409)
    expect(accepted).toHaveLength(5)
    expect(refused).toHaveLength(45)
    for (const r of refused) {
      expect(r.body.message).toMatch(/^Sorry, we cannot seat 2 guests at a table at 7:00 PM on /)
      expect(Array.isArray(r.body.alternatives)).toBe(true)
    }
    expect(new Set(accepted.map((a) => a.body.tableId)).size).toBe(5)

    const rows = await database.query<{ id: number; table_id: number }>(`select id, table_id from reservations where date = $1`, [date])
    expect(rows.map((r) => r.id).sort()).toEqual(accepted.map((a) => a.body.id).sort())
    expect(new Set(rows.map((r) => r.table_id)).size).toBe(5)
    expect(await overlappingPairs()).toBe(0)
  })

  it('50 simultaneous bar bookings for one slot: exactly the bar seats are sold', async () => {
    await venue([], 10)
    const date = venueDateFromToday(8)
    const attempts = await flood(date, Array.from({ length: 50 }, () => ({ time: '20:00', guests: 2, seatingPreference: 'bar' as const })))
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(5)
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(45)
    const [sum] = await database.query<{ guests: string }>(`select coalesce(sum(guests), 0) as guests from reservations where date = $1`, [date])
    expect(Number(sum.guests)).toBe(10)
    const [busiest] = await database.query<{ n: string }>(
      `select coalesce(max(n), 0) as n from (select count(*) as n from bar_seat_holds where date = $1 group by slot) s`,
      [date],
    )
    expect(Number(busiest.n)).toBe(10)
  })

  it('50 simultaneous bookings of mixed times, sizes and seating never overlap and leave no seatable guest refused', async () => {
    await venue([[1, 2], [2, 4], [3, 4], [4, 6], [5, 8]], 8)
    const date = venueDateFromToday(9)
    const times = ['18:00', '18:30', '19:00', '19:30', '20:00']
    const requests = Array.from({ length: 50 }, (_, i) => ({
      time: times[i % times.length],
      guests: (i % 6) + 1,
      seatingPreference: (i % 4 === 3 ? 'bar' : 'table') as 'table' | 'bar',
    }))
    const attempts = await flood(date, requests)
    expect(attempts.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([])
    const accepted = attempts.filter((a) => a.status === 201)
    const [stored] = await database.query<{ n: string }>('select count(*) as n from reservations where date = $1', [date])
    expect(Number(stored.n)).toBe(accepted.length)
    expect(await overlappingPairs()).toBe(0)

    const final = await dayState(date)
    // Every table party sits at a table big enough, and the bar never holds more than its seats.
    for (const b of final.bookings.filter((x) => x.seatingPreference === 'table')) {
      expect(final.tables.find((t) => t.id === b.tableId)!.capacity).toBeGreaterThanOrEqual(b.guests)
    }
    const [busiestBar] = await database.query<{ n: string }>(
      `select coalesce(max(n), 0) as n from (select count(*) as n from bar_seat_holds where date = $1 group by slot) s`,
      [date],
    )
    expect(Number(busiestBar.n)).toBeLessThanOrEqual(8)
    // Decisions were serialised: a refused party cannot be seated even now (seats only filled up since).
    for (const refused of attempts.filter((a) => a.status === 409)) {
      expect(canSeat(final, refused)).toBe(false)
    }
  })
})
