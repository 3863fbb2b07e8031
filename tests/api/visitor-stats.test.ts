import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { visitors } from '~/.server/db/schema'
import { purgeOldVisitors, recordVisit, visitorStats } from '~/.server/services/visitors'
import { newSignedVisitorId } from '~/.server/visitor-id'
import { venueClock } from '~/lib/venue-clock'
import { venueToday } from '~/lib/venue-time'
import { venueDateFromToday } from '../support/dates'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()
const browser = { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }
const bot = { ...browser, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }

function pageApp(now?: () => Date) {
  return createApp(
    { ...t.deps, ping: async () => {}, ...(now ? { clock: venueClock('Asia/Manila', now) } : {}) },
    { pageHandler: async () => new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } }) },
  )
}

const cookieValue = (res: Response, name: string) => new RegExp(`${name}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1]

describe('visitor statistics', () => {
  it('counts total, returning, new today and returning today as docs/product.md defines them', async () => {
    const today = venueToday('Asia/Manila')
    const db = t.database.handle.db
    const lastWeek = venueDateFromToday(-7)
    const yesterday = venueDateFromToday(-1)
    for (const [id, days] of [['new-today', [today]], ['back-today', [lastWeek, today]], ['back-before', [lastWeek, yesterday]], ['once-before', [yesterday]]] as const) {
      for (const day of days) await recordVisit(db, id, day)
    }
    const expected = { totalUniqueVisitors: 4, returningVisitors: 2, newVisitorsToday: 1, returningVisitorsToday: 1 }
    expect(await visitorStats(db, today)).toEqual(expected)
    const cookie = await t.signIn()
    expect(await (await t.request('GET', '/api/visitor-stats', { cookie })).json()).toEqual(expected)
  })

  it('hands out a random first-party cookie on a page view, and writes nothing until the browser sends it back', async () => {
    const app = pageApp()
    const first = await app.request(`${BASE}/menu`, { headers: browser })
    expect(first.headers.get('set-cookie')).toMatch(/visitor_id=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22};/)
    expect(first.headers.get('set-cookie')).toContain('HttpOnly')
    // A client that keeps no cookie: fifty page views, no row.
    for (let i = 0; i < 50; i++) await app.request(`${BASE}/menu`, { headers: browser })
    expect(await t.database.handle.db.select().from(visitors)).toEqual([])

    const signedId = cookieValue(first, 'visitor_id')!
    const visitorId = signedId.split('.')[0]
    const visit = await app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...browser, cookie: `visitor_id=${signedId}` } })
    expect(visit.status).toBe(204)
    const today = venueToday('Asia/Manila')
    expect(await t.database.handle.db.select().from(visitors)).toEqual([{ visitorId, firstDay: today, lastDay: today, daysSeen: 1 }])
    expect(cookieValue(visit, 'visitor_counted')).toBe(today)
  })

  it('counts a visitor once per venue day, and again on another day', async () => {
    let now = new Date('2026-11-22T04:00:00Z')
    const app = pageApp(() => now)
    const post = (cookie: string) => app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...browser, cookie } })
    const visitor = `visitor_id=${newSignedVisitorId(t.deps.visitorSecret)}`
    const first = await post(visitor)
    // The same day again: counted once.
    await post(`${visitor}; visitor_counted=${cookieValue(first, 'visitor_counted')}`)
    expect((await t.database.handle.db.select().from(visitors))[0]).toMatchObject({ firstDay: '2026-11-22', lastDay: '2026-11-22', daysSeen: 1 })
    now = new Date('2026-11-23T04:00:00Z')
    await post(`${visitor}; visitor_counted=2026-11-22`)
    expect((await t.database.handle.db.select().from(visitors))[0]).toMatchObject({ firstDay: '2026-11-22', lastDay: '2026-11-23', daysSeen: 2 })
  })

  it('counts no visit without a valid cookie, from a known bot, from API calls, assets or staff pages', async () => {
    const app = pageApp()
    await app.request(`${BASE}/api/visits`, { method: 'POST', headers: browser })
    await app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...browser, cookie: 'visitor_id=short' } })
    await app.request(`${BASE}/api/visits`, { method: 'POST', headers: { ...bot, cookie: `visitor_id=${newSignedVisitorId(t.deps.visitorSecret)}` } })
    for (const path of ['/api/menu', '/assets/app.js', '/robots.txt', '/admin/dashboard']) {
      expect((await app.request(`${BASE}${path}`, { headers: browser })).headers.get('set-cookie') ?? '').not.toContain('visitor_id')
    }
    expect((await app.request(`${BASE}/menu`, { headers: bot })).headers.get('set-cookie') ?? '').not.toContain('visitor_id')
    expect(await t.database.handle.db.select().from(visitors)).toEqual([])
  })

  it('forgets visitors unseen for 400 days', async () => {
    const db = t.database.handle.db
    await recordVisit(db, 'long-gone', '2025-01-01')
    await recordVisit(db, 'recent', '2026-11-01')
    expect(await purgeOldVisitors(db, '2026-11-22')).toBe(1)
    expect((await db.select().from(visitors)).map((v) => v.visitorId)).toEqual(['recent'])
  })
})
