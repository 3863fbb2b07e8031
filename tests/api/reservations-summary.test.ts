/**
 * GET /api/reservations/summary: the dashboard's Total and Pending counts, counted by the database, so the dashboard
 * reads them and today's bookings instead of every booking ever made.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type ReservationJson, type ReservationSummaryJson, reservationPaths } from '~/contracts/reservations'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** 11:10 UTC is 19:10 on 5 December at the venue (Asia/Manila). */
const NOW = new Date('2026-12-05T11:10:00Z')
const TODAY = '2026-12-05'
const PAST_BOOKINGS = 5000

/**
 * `count` bookings on the days before TODAY (up to two years back), a quarter each pending, confirmed, completed and
 * cancelled; plus, on TODAY, one booking of every status.
 */
async function seedBookings(count: number) {
  await t.database.handle.db.execute(sql`
    insert into reservations (name, email, date, starts_at, time, guests, status)
    select 'Past guest ' || n, 'past' || n || '@example.com', ${TODAY}::date - (1 + n % 730), ${TODAY}::date - (1 + n % 730) + time '19:00', '19:00', 2,
           (array['pending', 'confirmed', 'completed', 'cancelled'])[1 + n % 4]
    from generate_series(1, ${count}::int) as n`)
  await t.database.handle.db.execute(sql`
    insert into reservations (name, email, date, starts_at, time, guests, status)
    select 'Tonight ' || s, 'tonight-' || s || '@example.com', ${TODAY}::date, ${TODAY}::date + time '20:00', '20:00', 3, s
    from unnest(array['pending', 'confirmed', 'completed', 'cancelled', 'arrived', 'no-show']) as s`)
}

async function getJson<T>(path: string, cookie: string): Promise<{ body: T; bytes: number }> {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  const text = await res.text()
  return { body: JSON.parse(text) as T, bytes: text.length }
}

describe('GET /api/reservations/summary', () => {
  it('is for staff only', async () => {
    const res = await t.request('GET', reservationPaths.summary)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Please sign in to continue.' })
  })

  it('answers zeros when there are no bookings', async () => {
    const cookie = await t.signIn()
    expect((await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)).body).toEqual({ total: 0, pending: 0 })
  })

  it('counts every booking of every date and status, and the pending ones', async () => {
    await seedBookings(8)
    const cookie = await t.signIn()
    // 8 past (2 pending) and 6 today (1 pending).
    expect((await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)).body).toEqual({ total: 14, pending: 3 })
  })

  it("gives the dashboard 5,000 past bookings' counts and today's bookings without sending the past ones", async () => {
    await seedBookings(PAST_BOOKINGS)
    t.setNow(NOW)
    const cookie = await t.signIn()

    const summary = await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)
    expect(summary.body).toEqual({ total: PAST_BOOKINGS + 6, pending: PAST_BOOKINGS / 4 + 1 })
    expect(summary.bytes).toBeLessThan(100)

    const today = await getJson<ReservationJson[]>(reservationPaths.day(TODAY), cookie)
    expect(today.body.map((r) => r.date)).toEqual(Array(6).fill(TODAY))
    expect(today.body.map((r) => r.name).every((name) => name.startsWith('Tonight'))).toBe(true)

    // What the dashboard used to read, every booking ever made, is now the bookings from today on.
    const upcoming = await getJson<ReservationJson[]>(reservationPaths.list, cookie)
    expect(upcoming.body.map((r) => r.date)).toEqual(Array(6).fill(TODAY))
  })
})
