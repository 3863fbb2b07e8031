/**
 * GET /api/reservations without a date or a search: the bookings from today (venue date) on, a page at a time, the
 * next page's address in the Link header; never every booking ever made.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RESERVATION_PAGE, type ReservationJson, reservationMessages } from '~/contracts/reservations'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** 11:10 UTC is 19:10 on 5 December at the venue (Asia/Manila). */
const NOW = new Date('2026-12-05T11:10:00Z')
const TODAY = '2026-12-05'
const PAST = 150
const UPCOMING = 330

/**
 * PAST bookings before TODAY, and UPCOMING from TODAY on: three a day at the same time (equal starts, so only the id
 * orders them), on the days after TODAY in turn.
 */
async function seedBookings() {
  await t.database.handle.db.execute(sql`
    insert into reservations (name, email, date, starts_at, time, guests, status)
    select 'Past ' || n, 'past' || n || '@example.com', ${TODAY}::date - (1 + n % 60), ${TODAY}::date - (1 + n % 60) + time '19:00', '19:00', 2, 'completed'
    from generate_series(1, ${PAST}::int) as n`)
  await t.database.handle.db.execute(sql`
    insert into reservations (name, email, date, starts_at, time, guests, status)
    select 'Upcoming ' || n, 'up' || n || '@example.com', ${TODAY}::date + n / 3, ${TODAY}::date + n / 3 + time '20:00', '20:00', 2, 'confirmed'
    from generate_series(0, ${UPCOMING - 1}::int) as n`)
}

/** The path of the Link header's next page, or null on the last page. */
function nextPath(res: Response): string | null {
  const link = res.headers.get('link')
  if (!link) return null
  const match = /^<([^>]+)>; rel="next"$/.exec(link)
  expect(match, link).not.toBeNull()
  return match![1]
}

async function page(path: string, cookie: string) {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return { list: (await res.json()) as ReservationJson[], next: nextPath(res) }
}

describe('GET /api/reservations: the bookings from today on, by pages', () => {
  it('answers the first page from today on, and its cursor walks the rest once each, in start and id order', async () => {
    t.setNow(NOW)
    await seedBookings()
    const cookie = await t.signIn()
    const first = await page('/api/reservations', cookie)
    expect(first.list).toHaveLength(DEFAULT_RESERVATION_PAGE)
    expect(first.list[0]).toMatchObject({ name: 'Upcoming 0', date: TODAY })
    expect(first.next).toMatch(/^\/api\/reservations\?cursor=/)

    const seen = [...first.list]
    let next = first.next
    let pages = 1
    while (next) {
      const more = await page(next, cookie)
      seen.push(...more.list)
      next = more.next
      pages++
    }
    expect(pages).toBe(2)
    expect(seen.map((r) => r.name)).toEqual(Array.from({ length: UPCOMING }, (_, n) => `Upcoming ${n}`))
    expect(seen.every((r) => r.date >= TODAY)).toBe(true)
  })

  it('takes a smaller page when asked, and keeps the limit in the next page’s address', async () => {
    t.setNow(NOW)
    await seedBookings()
    const cookie = await t.signIn()
    const names: string[] = []
    let next: string | null = '/api/reservations?limit=7'
    while (next) {
      const more = await page(next, cookie)
      expect(more.list.length).toBeLessThanOrEqual(7)
      names.push(...more.list.map((r) => r.name))
      if (more.next) expect(more.next).toContain('limit=7')
      next = more.next
    }
    expect(new Set(names).size).toBe(UPCOMING)
    expect(names).toHaveLength(UPCOMING)
  })

  it('answers an empty page without a Link header when nothing is booked from today on', async () => {
    const cookie = await t.signIn()
    const res = await t.request('GET', '/api/reservations', { cookie })
    expect(await res.json()).toEqual([])
    expect(res.headers.get('link')).toBeNull()
  })

  it('refuses a cursor it did not write and a limit out of range with 400 and the field', async () => {
    const cookie = await t.signIn()
    for (const cursor of ['x', '2026-12-05T19:00:00', '2026-02-30T19:00:00_4', '2026-12-05T24:00:00_4', '2026-12-05T19:00:00_0', '0000-01-01T00:00:00_1', '2026-12-05T19:00:00_99999999999']) {
      const res = await t.request('GET', `/api/reservations?cursor=${encodeURIComponent(cursor)}`, { cookie })
      expect(res.status, cursor).toBe(400)
      expect(await res.json()).toEqual({ message: reservationMessages.cursor, details: [{ path: 'cursor', message: reservationMessages.cursor }] })
    }
    for (const limit of ['0', '501', '-1', '2.5', 'ten', '99999']) {
      const res = await t.request('GET', `/api/reservations?limit=${limit}`, { cookie })
      expect(res.status, limit).toBe(400)
      expect(await res.json()).toEqual({ message: reservationMessages.limit, details: [{ path: 'limit', message: reservationMessages.limit }] })
    }
  })
})
