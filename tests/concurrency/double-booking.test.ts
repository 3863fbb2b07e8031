import { describe, expect, it } from 'vitest'
import type { AvailabilityJson } from '~/contracts/bookings'
import { venueDateFromToday } from '../support/dates'
import { busiestBarQuarter } from './race-checks'
import { expectNoDoubleBooking, seedVenue, useRaceServers } from './race-venue'

// The flood: many guests book the same slot at the same moment through two production server
// processes (node server.js) on one PostgreSQL. The database must seat exactly the capacity, and hold no table
// twice at any minute (the holds' time ranges, checked against the bookings' own starts and stays).
const adminUrl = process.env.TEST_DATABASE_URL

interface Attempt {
  time: string
  guests: number
  seatingPreference: 'table' | 'bar'
  status: number
  body: { id?: number; message?: string; alternatives?: string[] }
}

describe.runIf(Boolean(adminUrl))('no double booking across two server processes on one PostgreSQL', () => {
  const scratch = useRaceServers(adminUrl, { username: 'owner', password: 'flood-test-password' }, 0)

  /** Fires every request at once, alternating between the two processes. */
  async function flood(date: string, requests: Array<Pick<Attempt, 'time' | 'guests' | 'seatingPreference'>>): Promise<Attempt[]> {
    return Promise.all(
      requests.map(async (request, i) => {
        const res = await fetch(`${scratch.servers[i % 2].url}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, date, ...request }),
        })
        return { ...request, status: res.status, body: (await res.json()) as Attempt['body'] }
      }),
    )
  }

  /** Whether the venue could seat this party now, as guests are told (GET /api/availability): false once full. */
  async function seatableNow(date: string, party: Pick<Attempt, 'time' | 'guests' | 'seatingPreference'>): Promise<boolean> {
    const query = new URLSearchParams({ date, guests: String(party.guests), seating: party.seatingPreference })
    const res = await fetch(`${scratch.servers[0].url}/api/availability?${query}`)
    expect(res.status).toBe(200)
    const slot = ((await res.json()) as AvailabilityJson).slots.find((s) => s.time === party.time)
    expect(slot, `${party.time} is one of the day's times`).toBeDefined()
    return slot!.available
  }

  it('50 simultaneous table bookings for one slot: exactly one per table is accepted, the rest get 409', async () => {
    await seedVenue(scratch.database, [[1, 2], [2, 2], [3, 4], [4, 4], [5, 6]], 0)
    const date = venueDateFromToday(7)
    const attempts = await flood(date, Array.from({ length: 50 }, () => ({ time: '19:00', guests: 2, seatingPreference: 'table' as const })))
    expect(attempts.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([])

    const accepted = attempts.filter((a) => a.status === 201)
    const refused = attempts.filter((a) => a.status === 409)
    expect(accepted).toHaveLength(5)
    expect(refused).toHaveLength(45)
    for (const r of refused) {
      expect(r.body.message).toMatch(/^Sorry, we cannot seat 2 guests at a table at 7:00 PM on /)
      expect(Array.isArray(r.body.alternatives)).toBe(true)
    }

    const rows = await scratch.database.query<{ id: number; table_id: number }>(`select id, table_id from reservations where date = $1`, [date])
    expect(rows.map((r) => r.id).sort()).toEqual(accepted.map((a) => a.body.id).sort())
    expect(new Set(rows.map((r) => r.table_id)).size).toBe(5)
    await expectNoDoubleBooking(scratch.database)
  })

  it('50 simultaneous bar bookings for one slot: exactly the bar seats are sold', async () => {
    await seedVenue(scratch.database, [], 10)
    const date = venueDateFromToday(8)
    const attempts = await flood(date, Array.from({ length: 50 }, () => ({ time: '20:00', guests: 2, seatingPreference: 'bar' as const })))
    expect(attempts.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([])
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(5)
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(45)
    const [sum] = await scratch.database.query<{ guests: string }>(`select coalesce(sum(guests), 0) as guests from reservations where date = $1`, [date])
    expect(Number(sum.guests)).toBe(10)
    // Every quarter hour of the two hours has its ten seats held, once each.
    const quarters = await scratch.database.query<{ quarter: string; n: string }>(
      `select starts_at::text as quarter, count(*) as n from bar_seat_holds group by starts_at order by starts_at`,
    )
    expect(quarters.map((q) => [q.quarter, Number(q.n)])).toEqual(
      ['20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45'].map((time) => [`${date} ${time}:00`, 10]),
    )
    expect(await busiestBarQuarter(scratch.database)).toBe(10)
    await expectNoDoubleBooking(scratch.database)
  })

  it('50 simultaneous bookings of mixed times, sizes and seating never overlap and leave no seatable guest refused', async () => {
    await seedVenue(scratch.database, [[1, 2], [2, 4], [3, 4], [4, 6], [5, 8]], 8)
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
    const [stored] = await scratch.database.query<{ n: string }>('select count(*) as n from reservations where date = $1', [date])
    expect(Number(stored.n)).toBe(accepted.length)
    await expectNoDoubleBooking(scratch.database)

    // Every table party sits at a table big enough, and the bar never holds more than its seats.
    const tooSmall = await scratch.database.query(
      `select r.id, r.guests, t.capacity from reservations r join tables t on t.id = r.table_id where t.capacity < r.guests`,
    )
    expect(tooSmall).toEqual([])
    expect(await busiestBarQuarter(scratch.database)).toBeLessThanOrEqual(8)
    // Decisions were serialised: a refused party cannot be seated even now (seats only filled up since).
    const refusedParties = new Map(attempts.filter((a) => a.status === 409).map((a) => [`${a.time} ${a.guests} ${a.seatingPreference}`, a]))
    for (const refused of refusedParties.values()) {
      expect(await seatableNow(date, refused), `${refused.guests} at ${refused.time} (${refused.seatingPreference}) was refused`).toBe(false)
    }
  })
})
