/**
 * What the Reports count besides bookings, recorded through the real endpoints: visitors per day (POST /api/visits),
 * and refused demand (a booking or a guest's change refused as full, and full times GET /api/availability showed).
 */
import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { availabilityRoutes } from '~/.server/api/bookings'
import type { AppEnv } from '~/.server/app-deps'
import { createApp } from '~/.server/app'
import { refusedDemand, visitorDays, visitors } from '~/.server/db/schema'
import { purgeOldVisitors } from '~/.server/services/visitors'
import { newSignedVisitorId } from '~/.server/visitor-id'
import type { AvailabilityJson } from '~/contracts/bookings'
import { type ReportSummaryJson, reportPaths } from '~/contracts/reports'
import { venueClock } from '~/lib/venue-clock'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { signInAs } from '../support/sign-in-as'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }
const db = () => t.database.handle.db
const visitorCookie = () => `visitor_id=${newSignedVisitorId(t.deps.visitorSecret)}`

const refusedRows = () => db().select({ day: refusedDemand.day, hour: refusedDemand.hour, refused: refusedDemand.refused }).from(refusedDemand).orderBy(asc(refusedDemand.hour))

/** Waits for the counts written after the answers (a slow machine may take its time), then checks they stay so. */
async function expectRefusals(expected: Array<{ day: string; hour: number; refused: number }>) {
  await vi.waitFor(async () => expect(await refusedRows()).toEqual(expected), { timeout: 15_000, interval: 50 })
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(await refusedRows()).toEqual(expected)
}

describe('visitors per day', () => {
  it('are written by the visit beacon, once a day, with the day before, and counted by the summary', async () => {
    let now = new Date('2026-11-22T04:00:00Z')
    const clock = venueClock('Asia/Manila', () => now)
    // One new visitor a day per address: the limit still holds, and a known visitor is still counted.
    const config = { ...t.config, NEW_VISITORS_PER_ADDRESS_PER_DAY: 1 }
    const app = createApp({ ...t.deps, clock, config }, { pageHandler: async () => new Response('page') })
    const beacon = (cookie: string) => app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...browser, cookie } })
    const [ana, ben, cy] = [visitorCookie(), visitorCookie(), visitorCookie()]
    await beacon(ana)
    await beacon(ana)
    await beacon(ben) // over the address's new visitors today: not added
    now = new Date('2026-11-23T04:00:00Z')
    await beacon(ana)
    await beacon(cy)
    now = new Date('2026-11-25T04:00:00Z')
    await beacon(ana)

    const anaId = ana.slice('visitor_id='.length).split('.')[0]
    const cyId = cy.slice('visitor_id='.length).split('.')[0]
    // Both sides in one order, made here: the database's collation may order the random ids another way than
    // JavaScript does ('Xk…' before 'qF…' byte by byte, after it by locale).
    const byDayAndVisitor = (a: { day: string; visitorId: string }, b: { day: string; visitorId: string }) =>
      a.day.localeCompare(b.day) || a.visitorId.localeCompare(b.visitorId)
    expect((await db().select().from(visitorDays)).sort(byDayAndVisitor)).toEqual(
      [
        { day: '2026-11-22', visitorId: anaId, previousDay: null, daysBefore: 0 },
        { day: '2026-11-23', visitorId: anaId, previousDay: '2026-11-22', daysBefore: 1 },
        { day: '2026-11-23', visitorId: cyId, previousDay: null, daysBefore: 0 },
        { day: '2026-11-25', visitorId: anaId, previousDay: '2026-11-23', daysBefore: 2 },
      ].sort(byDayAndVisitor),
    )
    expect(await db().select().from(visitors)).toHaveLength(2)

    const cookie = await signInAs(t, 'manager')
    const summary = async (from: string, to: string) =>
      (await (await t.request('GET', `${reportPaths.summary}?from=${from}&to=${to}`, { cookie })).json()) as ReportSummaryJson
    const week = await summary('2026-11-22', '2026-11-28')
    expect(week.covers.byDay.slice(0, 4).map((day) => day.visitors)).toEqual([1, 2, 0, 1])
    expect(week.visitors).toEqual({ unique: 2, returning: 1 })
    expect((await summary('2026-11-23', '2026-11-23')).visitors).toEqual({ unique: 2, returning: 1 })
    expect((await summary('2026-11-22', '2026-11-22')).visitors).toEqual({ unique: 1, returning: 0 })
    expect((await summary('2026-11-24', '2026-11-25')).visitors).toEqual({ unique: 1, returning: 1 })
  })

  it('are forgotten with the visitors, 400 days on', async () => {
    const app = createApp({ ...t.deps, clock: venueClock('Asia/Manila', () => new Date('2025-01-01T04:00:00Z')) }, { pageHandler: async () => new Response('page') })
    await app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...browser, cookie: visitorCookie() } })
    expect(await db().select().from(visitorDays)).toHaveLength(1)
    await purgeOldVisitors(db(), '2026-02-05')
    expect(await db().select().from(visitorDays)).toHaveLength(1)
    await purgeOldVisitors(db(), '2026-02-06')
    expect(await db().select().from(visitorDays)).toEqual([])
  })
})

describe('refused demand', () => {
  const date = venueDateFromToday(3)

  it('counts a booking and a guest change refused as full, not a refused duplicate booking', async () => {
    await seedAppCapacity(t, { tables: [[1, 2], [2, 2]] })
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date, time: '19:00' }) })).status).toBe(201)
    const late = bookingBody({ date, time: '21:30' })
    const lateBooking = (await (await t.request('POST', '/api/reservations', { body: late })).json()) as { manageToken: string }
    // The same guest again at an overlapping time: a duplicate, not a full time.
    const duplicate = await t.request('POST', '/api/reservations', { body: { ...late, time: '22:00' } })
    expect(duplicate.status).toBe(409)
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date, time: '19:00' }) })).status).toBe(201)
    const full = await t.request('POST', '/api/reservations', { body: bookingBody({ date, time: '19:30' }) })
    expect(full.status).toBe(409)
    expect(await full.json()).toMatchObject({ alternatives: expect.any(Array) })
    await expectRefusals([{ day: date, hour: 19, refused: 1 }])

    const moved = await t.request('PATCH', `/api/bookings/${lateBooking.manageToken}`, { body: { time: '19:00' } })
    expect(moved.status).toBe(409)
    await expectRefusals([{ day: date, hour: 19, refused: 2 }])
  })

  it('counts the hours of the full times availability shows, once per visitor and date, never without a visitor', async () => {
    await seedAppCapacity(t, { tables: [[1, 2]] })
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date, time: '19:00' }) })).status).toBe(201)
    const path = `/api/availability?date=${date}&guests=2&seating=table`
    const look = (headers: Record<string, string>) => t.request('GET', path, { headers: { ...browser, ...headers } })
    const answer = (await (await look({})).json()) as AvailabilityJson
    const fullHours = [...new Set(answer.slots.filter((slot) => slot.reason === 'full').map((slot) => Number(slot.time.slice(0, 2))))].sort((a, b) => a - b)
    expect(fullHours).toContain(19)
    const counted = (refused: number) => fullHours.map((hour) => ({ day: date, hour, refused }))

    const ana = visitorCookie()
    await look({ cookie: 'visitor_id=made-up' })
    await look({ cookie: visitorCookie(), 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    await look({ cookie: ana })
    await look({ cookie: ana })
    await expectRefusals(counted(1))
    await look({ cookie: visitorCookie() })
    await expectRefusals(counted(2))
  })

  it('counts at most the bound of visitors and dates a day, then nothing more until the next day', async () => {
    await seedAppCapacity(t, { tables: [[1, 2]] })
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date, time: '19:00' }) })).status).toBe(201)
    const app = new Hono<AppEnv>().route('/api/availability', availabilityRoutes(t.deps, { viewsCountedPerDay: 2 }))
    const look = () => app.request(`${BASE}/api/availability?date=${date}&guests=2&seating=table`, { headers: { ...browser, cookie: visitorCookie() } })
    for (let i = 0; i < 5; i++) expect((await look()).status).toBe(200)
    await vi.waitFor(async () => expect((await refusedRows()).find((row) => row.hour === 19)?.refused).toBe(2), { timeout: 15_000, interval: 50 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await refusedRows()).every((row) => row.refused === 2)).toBe(true)
  })
})
