import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '~/.server/app-deps'
import { createApp } from '~/.server/app'
import type { PageHandler } from '~/.server/pages'
import { events, menuItems } from '~/.server/db/schema'
import type { PreparedAnswer } from '~/.server/prepared-answer'
import { createReadCache, READ_CACHE_MAX_BYTES } from '~/.server/read-cache'
import { venueClock } from '~/lib/venue-clock'
import { venueDateTime } from '~/lib/venue-time'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()
const dish = { name: 'Chicken Inasal', description: 'Grilled chicken', price: 39000, category: 'main-dishes', imageUrl: '', isSpecial: false }

async function etagOf(path: string) {
  const res = await t.request('GET', path)
  expect(res.status).toBe(200)
  const etag = res.headers.get('etag')
  expect(etag).toMatch(/^W\/"[\w-]+"$/)
  return etag ?? ''
}

describe('conditional public reads', () => {
  it.each(['/api/menu', '/api/menu/breakfast', '/api/offers/active', '/api/events'])(
    '%s answers 304 without a body while nothing changed, and revalidates on every use',
    async (path) => {
      const etag = await etagOf(path)
      const again = await t.request('GET', path, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe('no-cache')
      expect((await t.request('GET', path, { headers: { 'if-none-match': 'W/"something-else"' } })).status).toBe(200)
    },
  )

  it('answers 200 with the new list, never 304, once staff changed the menu', async () => {
    const cookie = await t.signIn()
    const etag = await etagOf('/api/menu/main-dishes')
    const created = (await (await t.request('POST', '/api/menu', { cookie, body: dish })).json()) as { id: number }
    const after = await t.request('GET', '/api/menu/main-dishes', { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(((await after.json()) as Array<{ id: number }>).map((i) => i.id)).toEqual([created.id])
    expect(after.headers.get('etag')).not.toBe(etag)
  })

  it('keeps what it holds when staff only ask what a change of hours would touch', async () => {
    const cookie = await t.signIn()
    const etag = await etagOf('/api/menu')
    const hours = (await (await t.request('GET', '/api/opening-hours')).json()) as { weekly: unknown }
    const check = await t.request('POST', '/api/opening-hours/check', { cookie, body: { weekly: hours.weekly, exceptions: [] } })
    expect(check.status).toBe(200)
    expect(t.deps.reads.peek(`api menu ${t.deps.clock.today()}`)?.etag).toBe(etag)
  })

  it('shows every staff write on the very next read of this process', async () => {
    const cookie = await t.signIn()
    const { id } = (await (await t.request('POST', '/api/menu', { cookie, body: dish })).json()) as { id: number }
    const price = async () => ((await (await t.request('GET', '/api/menu')).json()) as Array<{ price: number }>)[0]?.price
    expect(await price()).toBe(39000)
    await t.request('PUT', `/api/menu/${id}`, { cookie, body: { ...dish, price: 42000 } })
    expect(await price()).toBe(42000)
    await t.request('DELETE', `/api/menu/${id}`, { cookie })
    expect(await price()).toBeUndefined()

    const offer = (await (await t.request('POST', '/api/offers', { cookie, body: { name: 'Beer', price: 7000, isActive: true } })).json()) as { id: number }
    expect(await (await t.request('GET', '/api/offers/active')).json()).toHaveLength(1)
    await t.request('PUT', `/api/offers/${offer.id}`, { cookie, body: { name: 'Beer', price: 7000, isActive: false } })
    expect(await (await t.request('GET', '/api/offers/active')).json()).toEqual([])
  })

  it('sends the prepared bytes in the encoding the client accepts', async () => {
    const plain = await (await t.request('GET', '/api/menu/breakfast')).text()
    for (const encoding of ['br', 'gzip']) {
      const res = await t.request('GET', '/api/menu/breakfast', { headers: { 'accept-encoding': `${encoding}, deflate` } })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
    }
    expect((await t.request('GET', '/api/menu/breakfast', { headers: { 'accept-encoding': 'br;q=0, identity' } })).headers.get('content-encoding')).toBeNull()
    expect(plain).toBe('[]')
  })
})

/** An app of its own on the test database that hears nothing from it: only what it does itself drops its cache. */
function deafApp(overrides: Partial<AppDeps> = {}, pageHandler?: PageHandler) {
  const deps: AppDeps = { ...t.deps, reads: createReadCache<PreparedAnswer>({ maxBytes: READ_CACHE_MAX_BYTES }), ...overrides }
  return { app: createApp(deps, { pageHandler }), deps }
}

describe('the cache and failed writes', () => {
  it('drops what it holds when a write fails, since a write may fail after changing the data', async () => {
    const cookie = await t.signIn()
    const { app } = deafApp()
    const names = async () => ((await (await app.request(`${BASE}/api/menu`)).json()) as Array<{ name: string }>).map((i) => i.name)
    expect(await names()).toEqual([])
    // A change this app did not make and did not hear of: it keeps answering what it holds...
    await t.database.handle.db.insert(menuItems).values({ ...dish, imageUrl: null })
    expect(await names()).toEqual([])
    // ...until one of its own writes fails.
    const failed = await app.request(`${BASE}/api/menu/999999`, { method: 'DELETE', headers: { cookie } })
    expect(failed.status).toBe(404)
    expect(await names()).toEqual(['Chicken Inasal'])
  })
})

describe('events move with the venue day', () => {
  it('stops listing yesterday\'s event after midnight without any write', async () => {
    let now = venueDateTime('2026-11-23', '20:00', 'Asia/Manila')
    const { app } = deafApp({ clock: venueClock('Asia/Manila', () => now) })
    await t.database.handle.db
      .insert(events)
      .values({ title: 'Fire Dance Night', description: 'On the beach', date: venueDateTime('2026-11-23', '21:00', 'Asia/Manila') })
    const titles = async () => ((await (await app.request(`${BASE}/api/events`)).json()) as Array<{ title: string }>).map((e) => e.title)
    expect(await titles()).toEqual(['Fire Dance Night'])
    now = venueDateTime('2026-11-24', '00:01', 'Asia/Manila')
    expect(await titles()).toEqual([])
  })
})

describe('shared pages', () => {
  const scriptPage: PageHandler = async (request, { nonce }) =>
    new Response(`<html><body>${new URL(request.url).pathname}<script nonce="${nonce}">start()</script></body></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })

  function countingApp(page: PageHandler = scriptPage) {
    const renders: string[] = []
    const { app } = deafApp({}, (request, context) => {
      renders.push(new URL(request.url).pathname + new URL(request.url).search)
      return page(request, context)
    })
    return { app, renders }
  }

  it('renders a public page once, for everybody, with a policy that allows exactly its own inline scripts', async () => {
    const { app, renders } = countingApp()
    const first = await app.request(`${BASE}/offers`, { headers: { cookie: 'visitor_id=aaaaaaaaaaaaaaaaaaaa' } })
    const second = await app.request(`${BASE}/offers`)
    expect(renders).toEqual(['/offers'])
    const html = await first.text()
    expect(await second.text()).toBe(html)
    expect(html).toBe('<html><body>/offers<script>start()</script></body></html>')
    const policy = first.headers.get('content-security-policy') ?? ''
    // sha256('start()') in base64
    expect(policy).toContain("script-src 'self' 'sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='")
    expect(policy).not.toContain('nonce')
    expect(first.headers.get('x-frame-options')).toBe('DENY')
    const etag = first.headers.get('etag') ?? ''
    expect((await app.request(`${BASE}/offers`, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('allows by hash the inline scripts the page inserts itself, whose text is not in its HTML', async () => {
    const { app } = countingApp(async (request, context) => {
      context.insertedScripts?.push('boot()')
      return scriptPage(request, context)
    })
    const policy = (await app.request(`${BASE}/events`)).headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`'sha256-${createHash('sha256').update('boot()').digest('base64')}'`)
    expect(policy).toContain(`'sha256-${createHash('sha256').update('start()').digest('base64')}'`)
  })

  it('renders it again after staff change the content', async () => {
    const cookie = await t.signIn()
    const { app, renders } = countingApp()
    await app.request(`${BASE}/menu/breakfast`)
    await app.request(`${BASE}/api/offers`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Beer', price: 7000, isActive: true }) })
    await app.request(`${BASE}/menu/breakfast`)
    expect(renders).toEqual(['/menu/breakfast', '/menu/breakfast'])
  })

  it("renders per request what is not the same for everybody: a query string, a guest's booking, staff pages", async () => {
    const { app, renders } = countingApp()
    for (const path of ['/book?date=2026-11-24', '/book?date=2026-11-24', '/booking/private-token', '/booking/private-token', '/admin/login', '/admin/login']) {
      const res = await app.request(`${BASE}${path}`)
      expect(res.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/)
    }
    expect(renders).toHaveLength(6)
  })

  it('never stores a page that did not render fully', async () => {
    let status = 404
    const { app, renders } = countingApp(async () => new Response('missing', { status, headers: { 'content-type': 'text/html' } }))
    expect((await app.request(`${BASE}/menu/pizza`)).status).toBe(404)
    status = 200
    const res = await app.request(`${BASE}/menu/pizza`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('missing')
    expect(await (await app.request(`${BASE}/menu/pizza`)).text()).toBe('missing')
    // Twice for the 404 (tried as a shared page, then rendered for its guest), once for the 200 it then stored.
    expect(renders).toEqual(['/menu/pizza', '/menu/pizza', '/menu/pizza'])
  })
})
