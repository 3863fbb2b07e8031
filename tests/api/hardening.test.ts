import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { openPglite } from '~/.server/db/client'
import { BASE, useTestApp } from '../support/test-app'
import { migrationsFolder } from '../support/test-db'

const t = useTestApp()
const offer = { name: 'Beer', price: 7000, isActive: true }

describe('cross-site requests', () => {
  it('refuses a state-changing request whose Origin is another site with 403', async () => {
    const cookie = await t.signIn()
    const res = await t.request('POST', '/api/offers', { cookie, body: offer, headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'Requests from other sites are not allowed.' })
    expect(await (await t.request('GET', '/api/offers', { cookie })).json()).toEqual([])
  })

  it('refuses cross-site login and booking attempts too', async () => {
    const headers = { origin: 'https://evil.example' }
    expect((await t.request('POST', '/api/auth/login', { body: { username: 'a', password: 'b' }, headers })).status).toBe(403)
    expect((await t.request('POST', '/api/reservations', { body: {}, headers })).status).toBe(403)
    expect((await t.request('POST', '/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
  })

  it('accepts same-origin requests and reads from anywhere', async () => {
    const cookie = await t.signIn()
    const sameOrigin = await t.request('POST', '/api/offers', { cookie, body: offer, headers: { origin: BASE, host: 'localhost' } })
    expect(sameOrigin.status).toBe(201)
    expect((await t.request('GET', '/api/offers/active', { headers: { origin: 'https://evil.example' } })).status).toBe(200)
  })
})

describe('request bodies', () => {
  it('answers 400 with a clear message for malformed JSON', async () => {
    const res = await t.request('POST', '/api/reservations', { body: '{"name": "Maria",' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers 413 for a body over 100 kB and stores nothing', async () => {
    const cookie = await t.signIn()
    const huge = { ...offer, name: 'x'.repeat(101 * 1024) }
    const res = await t.request('POST', '/api/offers', { cookie, body: huge })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large (100 kB at most).' })
    expect(await (await t.request('GET', '/api/offers', { cookie })).json()).toEqual([])
  })

  it('answers 404 in the envelope for unknown API paths', async () => {
    const res = await t.request('GET', '/api/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not found' })
  })
})

describe('security headers', () => {
  it('sends pages a strict Content-Security-Policy and the other protective headers', async () => {
    const app = createApp({ ...t.deps, ping: async () => {} }, { pageHandler: async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }) })
    for (const path of ['/admin/login', '/offers']) {
      const res = await app.request(`${BASE}${path}`)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(/script-src 'self'( '(nonce|sha256)-[^']+')*;/)
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    }
  })

  it.each(['/api/menu', '/api/reservations', '/api/nope'])('sends %s the protective headers of an API answer', async (path) => {
    const res = await t.request('GET', path)
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    // Asked over plain HTTP: HSTS is only for answers over HTTPS (hsts.test.ts).
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('lets browsers keep only public reads, revalidated on every use; everything else is never stored', async () => {
    expect((await t.request('GET', '/api/menu')).headers.get('cache-control')).toBe('no-cache')
    expect((await t.request('GET', '/api/reservations')).headers.get('cache-control')).toBe('no-store')
    expect((await t.request('GET', '/api/availability?date=2026-11-23&time=19:00&guests=2')).headers.get('cache-control')).toBe('no-store')
  })

  it("sends no Referer from a guest's private booking page", async () => {
    const app = createApp(
      { ...t.deps, ping: async () => {} },
      { pageHandler: async () => new Response('<html>booking</html>', { headers: { 'content-type': 'text/html' } }) },
    )
    expect((await app.request(`${BASE}/booking/some-private-token`)).headers.get('referrer-policy')).toBe('no-referrer')
    expect((await app.request(`${BASE}/book`)).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('gives each page rendered for one request its own nonce, and allows no inline script elsewhere', async () => {
    const app = createApp(
      { ...t.deps, ping: async () => {} },
      { pageHandler: async (_request, { nonce }) => new Response(`<script nonce="${nonce}">1</script>`, { headers: { 'content-type': 'text/html' } }) },
    )
    const page = async () => {
      const res = await app.request(`${BASE}/admin/login`)
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      expect(await res.text()).toBe(`<script nonce="${nonce}">1</script>`)
      return nonce
    }
    const [a, b] = [await page(), await page()]
    expect(a).toBeTruthy()
    expect(a).not.toBe(b)
    expect((await app.request(`${BASE}/healthz`)).headers.get('content-security-policy')).toMatch(/script-src 'self';/)
    expect((await app.request(`${BASE}/api/menu`)).headers.get('content-security-policy')).not.toContain('script-src')
  })
})

describe('failures', () => {
  it('answers 500 with a generic message and no internals when something breaks', async () => {
    const app = createApp(
      { ...t.deps, ping: async () => {} },
      {
        pageHandler: async () => {
          throw new Error('relation "secret_table" does not exist at /srv/app/x.ts:12')
        },
      },
    )
    const res = await app.request(`${BASE}/menu`)
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    expect(text).not.toMatch(/secret_table|\.ts:|at /)
  })

  // Opens and migrates an embedded database of its own: slow on a loaded machine.
  it('healthz answers 200 while the database answers and 503 when it does not; the API answers 503 too', async () => {
    expect((await t.request('GET', '/healthz')).status).toBe(200)
    const handle = await openPglite()
    await handle.migrate(migrationsFolder)
    const app = createApp({ ...t.deps, db: handle.db, ping: handle.ping })
    expect((await app.request(`${BASE}/healthz`)).status).toBe(200)
    await handle.close()
    const health = await app.request(`${BASE}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ status: 'unavailable' })
    const menu = await app.request(`${BASE}/api/menu`)
    expect(menu.status).toBe(503)
    expect(await menu.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' })
    expect(menu.headers.get('retry-after')).toBe('5')
    expect(health.headers.get('retry-after')).toBe('5')
  }, 60_000)

  // Opens and migrates an embedded database of its own: slow on a loaded machine.
  it('shows guests a friendly 503 page, not an error, when a page fails because the database is away', async () => {
    const handle = await openPglite()
    await handle.migrate(migrationsFolder)
    const failingLoader = async () => new Response('<html>Something went wrong</html>', { status: 500, headers: { 'content-type': 'text/html' } })
    const app = createApp({ ...t.deps, db: handle.db, ping: handle.ping }, { pageHandler: failingLoader })
    // While the database answers, a page's own failure stays a 500.
    expect((await app.request(`${BASE}/menu`)).status).toBe(500)
    await handle.close()
    const page = await app.request(`${BASE}/menu`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('retry-after')).toBe('5')
    expect(await page.text()).toContain("We'll be right back")
  }, 60_000)

  it('answers at once, without asking the database, while it is known to be away', async () => {
    let asked = 0
    const app = createApp(
      { ...t.deps, isAvailable: () => false, ping: async () => void asked++ },
      { pageHandler: async () => new Response('page') },
    )
    expect((await app.request(`${BASE}/api/menu`)).status).toBe(503)
    expect((await app.request(`${BASE}/healthz`)).status).toBe(503)
    expect((await app.request(`${BASE}/offers`)).status).toBe(503)
    expect(asked).toBe(0)
  })
})

describe('staff pages', () => {
  it('are never stored by a cache', async () => {
    const app = createApp({ ...t.deps }, { pageHandler: async () => new Response('<html>admin</html>', { headers: { 'content-type': 'text/html' } }) })
    expect((await app.request(`${BASE}/admin/dashboard`)).headers.get('cache-control')).toBe('no-store')
    expect((await app.request(`${BASE}/menu`)).headers.get('cache-control')).not.toBe('no-store')
  })
})

describe('the API edge', () => {
  it('refuses a write whose body is not JSON with 415, before reading it', async () => {
    const cookie = await t.signIn()
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.request('POST', '/api/offers', { cookie, body: JSON.stringify(offer), headers: { 'content-type': type } })
      expect(res.status).toBe(415)
      expect(await res.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' })
    }
    expect(await (await t.request('GET', '/api/offers', { cookie })).json()).toEqual([])
    const json = await t.request('POST', '/api/offers', { cookie, body: offer, headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(json.status).toBe(201)
    // Writes without a body need no content type.
    expect((await t.request('POST', '/api/auth/logout')).status).toBe(200)
  })

  it('answers an unknown API path with the JSON 404 envelope, not the HTML page', async () => {
    const app = createApp({ ...t.deps }, { pageHandler: async () => new Response('<html>not found</html>', { status: 404, headers: { 'content-type': 'text/html' } }) })
    for (const path of ['/api/nope', '/api/menu/breakfast/extra', '/api/']) {
      const res = await app.request(`${BASE}${path}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toEqual({ message: 'Not found' })
    }
  })

  it('answers a method a path does not have with 405 and the methods it has', async () => {
    const menu = await t.request('PATCH', '/api/menu', { body: {} })
    expect(menu.status).toBe(405)
    expect(menu.headers.get('allow')).toBe('GET, POST, HEAD')
    expect(await menu.json()).toEqual({ message: 'Method PATCH is not allowed here.' })
    const item = await t.request('POST', '/api/menu/3')
    expect(item.status).toBe(405)
    expect(item.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH', 'PUT'])
    expect((await t.request('DELETE', '/api/availability')).headers.get('allow')).toBe('GET, HEAD')
  })
})
