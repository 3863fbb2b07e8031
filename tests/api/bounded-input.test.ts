import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { BASE, useTestApp } from '../support/test-app'

// Each case is an input that once answered 500 or hung, or was stored as given.
const t = useTestApp()

async function messageOf(res: Response) {
  return ((await res.json()) as { message: string }).message
}

describe('bounded input', () => {
  it('answers a covers range anywhere in the calendar at once, and refuses odd dates with 400', async () => {
    const cookie = await t.signIn()
    const far = await t.request('GET', '/api/reservations/covers?from=9999-12-31&to=9999-12-31', { cookie })
    expect(far.status).toBe(200)
    expect(await far.json()).toEqual({ days: [{ date: '9999-12-31', covers: 0, bookings: 0, tableCovers: 0, barCovers: 0 }] })
    for (const from of ['0', 'false', '1e309', '2026-02-30', 'x'.repeat(5000)]) {
      const res = await t.request('GET', `/api/reservations/covers?from=${from}`, { cookie })
      expect(res.status, from.slice(0, 20)).toBe(400)
      expect(await messageOf(res)).toBe('From must be a date (yyyy-MM-dd)')
    }
    const tooLong = await t.request('GET', '/api/reservations/covers?from=2026-01-01&to=2027-06-01', { cookie })
    expect(await messageOf(tooLong)).toBe('Ask for at most 366 days at once')
  })

  it('refuses NUL, control and bidi-override characters in names and usernames with 400', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const day = venueDateFromToday(2)
    for (const name of ['Maria\u0000Santos', 'Maria\u0007', 'evil\u202Egnp', 'a\u2066b']) {
      const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, name }) })
      expect(res.status).toBe(400)
      expect(await messageOf(res)).toBe('Name contains characters that are not allowed')
    }
    const notes = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, notes: 'Birthday\nby the window' }) })
    expect(notes.status).toBe(201)
    const login = await t.request('POST', '/api/auth/login', { body: { username: 'owner\u0000', password: 'x' } })
    expect(login.status).toBe(400)
    expect(await messageOf(login)).toBe('Username contains characters that are not allowed')
    const phone = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, phone: '0917\u0000123456' }) })
    expect(await messageOf(phone)).toBe('Phone number contains characters that are not allowed')
  })

  it('refuses a price beyond what the column holds, and a booking beyond a year ahead', async () => {
    const cookie = await t.signIn()
    const offer = await t.request('POST', '/api/offers', { cookie, body: { name: 'Beer', price: 2_147_483_648 } })
    expect(offer.status).toBe(400)
    expect(await messageOf(offer)).toBe('Price must be at most ₱1,000,000.00')
    const dish = { name: 'Adobo', description: 'Chicken', price: 100_000_001, category: 'main-dishes' }
    expect((await t.request('POST', '/api/menu', { cookie, body: dish })).status).toBe(400)
    for (const date of ['9999-12-31', venueDateFromToday(366)]) {
      const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date }) })
      expect(res.status).toBe(400)
      expect(await messageOf(res)).toBe('We take bookings up to 365 days ahead. Please select an earlier date')
      expect((await t.request('GET', `/api/availability?date=${date}&guests=2`)).status).toBe(400)
    }
  })

  it('says when a text is too long, rather than that it is missing', async () => {
    const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: venueDateFromToday(2), name: 'M'.repeat(101) }) })
    expect(await messageOf(res)).toBe('Name must be 100 characters or fewer')
  })
})

describe('the Host header', () => {
  it('never reaches a cacheable answer: without PUBLIC_URL, sitemap and robots are not cacheable', async () => {
    const { loader } = await import('~/routes/sitemap-xml')
    const request = new Request('http://evil.example/sitemap.xml')
    const open = await loader({ request, context: { db: t.deps.db, config: { ...t.config, PUBLIC_URL: undefined } } } as never)
    expect(open.headers.get('cache-control')).toBe('no-store')
    const fixed = await loader({ request, context: { db: t.deps.db, config: { ...t.config, PUBLIC_URL: 'https://beachbar.example' } } } as never)
    expect(fixed.headers.get('cache-control')).toBe('public, max-age=3600')
    const body = await fixed.text()
    expect(body).toContain('<loc>https://beachbar.example/menu</loc>')
    // Every category's page, of either kind, from the database.
    expect(body).toContain('<loc>https://beachbar.example/menu/main-dishes</loc>')
    expect(body).toContain('<loc>https://beachbar.example/drinks/non-alcoholics</loc>')
    expect(body).not.toContain('evil.example')
  })
})

describe('cookies behind HTTPS', () => {
  it('marks the visitor cookie Secure when the request came over HTTPS through the trusted proxy', async () => {
    const app = createApp(
      { ...t.deps, config: { ...t.config, TRUST_PROXY: 1 } },
      { pageHandler: async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }) },
    )
    const headers = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' }
    const https = await app.request(`${BASE}/menu`, { headers: { ...headers, 'x-forwarded-proto': 'https' } })
    expect(https.headers.get('set-cookie')).toContain('Secure')
    const http = await app.request(`${BASE}/menu`, { headers })
    expect(http.headers.get('set-cookie')).not.toContain('Secure')
  })
})
