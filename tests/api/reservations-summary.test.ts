/**
 * GET /api/reservations/summary: the dashboard's Total and Pending counts, counted by the database, so the dashboard
 * reads them and today's bookings instead of every booking ever made.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type ReservationJson, type ReservationSummaryJson, reservationPaths } from '~/contracts/reservations'
import { dayTotals } from '~/lib/day-totals'
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
    t.setNow(NOW)
    expect((await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)).body).toEqual({
      total: 0,
      pending: 0,
      today: { date: TODAY, bookings: 0, covers: 0, arrived: 0, expected: 0, noShows: 0 },
      waitlist: { waited: 0, seated: 0 },
    })
  })

  it('counts every booking of every date and status, and the pending ones', async () => {
    await seedBookings(8)
    const cookie = await t.signIn()
    // 8 past (2 pending) and 6 today (1 pending).
    expect((await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)).body).toMatchObject({ total: 14, pending: 3 })
  })

  it("gives the dashboard 5,000 past bookings' counts and today's bookings without sending the past ones", async () => {
    await seedBookings(PAST_BOOKINGS)
    t.setNow(NOW)
    const cookie = await t.signIn()

    const summary = await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)
    expect(summary.body).toMatchObject({ total: PAST_BOOKINGS + 6, pending: PAST_BOOKINGS / 4 + 1 })
    expect(summary.bytes).toBeLessThan(200)

    const today = await getJson<ReservationJson[]>(reservationPaths.day(TODAY), cookie)
    expect(today.body.map((r) => r.date)).toEqual(Array(6).fill(TODAY))
    expect(today.body.map((r) => r.name).every((name) => name.startsWith('Tonight'))).toBe(true)

    // What the dashboard used to read, every booking ever made, is now the bookings from today on.
    const upcoming = await getJson<ReservationJson[]>(reservationPaths.list, cookie)
    expect(upcoming.body.map((r) => r.date)).toEqual(Array(6).fill(TODAY))
  })
})

describe("the dashboard's day totals and the host stand's", () => {
  /** Saturday 12 December open 18:00 to 02:00; 16:30 UTC on the 12th is 00:30 on Sunday the 13th at the venue. */
  const SATURDAY = '2026-12-12'
  const AFTER_MIDNIGHT = new Date('2026-12-12T16:30:00Z')

  it('count the same night, its after-midnight arrival included, by one rule', async () => {
    const cookie = await t.signIn()
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
    const hours = await t.request('PUT', '/api/opening-hours', {
      cookie,
      body: { weekly, exceptions: [{ date: SATURDAY, closed: false, opens: '18:00', closes: '02:00' }] },
    })
    expect(hours.status, await hours.clone().text()).toBe(200)
    await t.database.handle.db.execute(sql`
      insert into reservations (name, email, date, starts_at, time, guests, status)
      values ('Evening', 'evening@example.com', ${SATURDAY}::date, ${SATURDAY}::date + time '20:00', '20:00', 4, 'arrived'),
             ('Late', 'late@example.com', ${SATURDAY}::date, ${SATURDAY}::date + 1 + time '01:00', '01:00', 2, 'confirmed'),
             ('Gone', 'gone@example.com', ${SATURDAY}::date, ${SATURDAY}::date + time '21:00', '21:00', 6, 'cancelled'),
             ('Missed', 'missed@example.com', ${SATURDAY}::date, ${SATURDAY}::date + time '19:00', '19:00', 3, 'no-show'),
             ('Party', 'party@example.com', ${SATURDAY}::date, ${SATURDAY}::date + time '22:00', '22:00', 25, 'requested'),
             ('Sunday', 'sunday@example.com', ${SATURDAY}::date + 1, ${SATURDAY}::date + 1 + time '12:00', '12:00', 5, 'pending')`)
    t.setNow(AFTER_MIDNIGHT)

    const summary = (await getJson<ReservationSummaryJson>(reservationPaths.summary, cookie)).body
    // What the host stand shows: the night's bookings (GET /api/reservations?date=) through the same rule.
    const night = (await getJson<ReservationJson[]>(reservationPaths.day(summary.today.date), cookie)).body
    expect(summary.today).toEqual({ date: SATURDAY, ...dayTotals(night) })
    expect(summary.today).toEqual({ date: SATURDAY, bookings: 3, covers: 6, arrived: 1, expected: 1, noShows: 1 })
  })
})
