import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { visitorDays } from '~/.server/db/schema'
import { visitorStats } from '~/.server/services/visitors'
import { venueToday } from '~/lib/venue-time'
import { venueDateFromToday } from '../support/dates'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()
const browser = { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }

function pageApp() {
  return createApp(
    { ...t.deps, ping: async () => {} },
    { pageHandler: async () => new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } }) },
  )
}

describe('visitor statistics', () => {
  it('counts total, returning, new today and returning today by the spec definitions', async () => {
    const today = venueToday('Asia/Manila')
    const yesterday = venueDateFromToday(-1)
    const lastWeek = venueDateFromToday(-7)
    await t.database.handle.db.insert(visitorDays).values([
      { visitorId: 'new-today', day: today },
      { visitorId: 'back-today', day: lastWeek },
      { visitorId: 'back-today', day: today },
      { visitorId: 'back-before', day: lastWeek },
      { visitorId: 'back-before', day: yesterday },
      { visitorId: 'once-before', day: yesterday },
    ])
    expect(await visitorStats(t.database.handle.db, today)).toEqual({
      totalUniqueVisitors: 4,
      returningVisitors: 2,
      newVisitorsToday: 1,
      returningVisitorsToday: 1,
    })
    const cookie = await t.signIn()
    const res = await t.request('GET', '/api/visitor-stats', { cookie })
    expect(await res.json()).toEqual({ totalUniqueVisitors: 4, returningVisitors: 2, newVisitorsToday: 1, returningVisitorsToday: 1 })
  })

  it('counts a person viewing pages with a random first-party cookie, once per day, storing no address or agent', async () => {
    const app = pageApp()
    const first = await app.request(`${BASE}/menu`, { headers: browser })
    const setCookie = first.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/visitor_id=[A-Za-z0-9_-]{22};/)
    expect(setCookie).toContain('HttpOnly')
    const cookie = setCookie.split(';')[0]
    await app.request(`${BASE}/offers`, { headers: { ...browser, cookie } })
    const rows = await t.database.handle.db.select().from(visitorDays)
    expect(rows).toEqual([{ visitorId: cookie.split('=')[1], day: venueToday('Asia/Manila') }])
  })

  it('does not count API calls, assets, staff pages or known bots', async () => {
    const app = pageApp()
    await app.request(`${BASE}/api/menu`, { headers: browser })
    await app.request(`${BASE}/assets/app.js`, { headers: browser })
    await app.request(`${BASE}/robots.txt`, { headers: browser })
    await app.request(`${BASE}/admin/dashboard`, { headers: browser })
    await app.request(`${BASE}/menu`, { headers: { ...browser, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    expect(await t.database.handle.db.select().from(visitorDays)).toEqual([])
  })
})
