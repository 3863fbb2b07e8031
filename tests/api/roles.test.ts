import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffAccounts } from '~/.server/db/schema'
import { findStaffByUsername } from '~/.server/services/staff'
import { apiPermission, refusalMessage, type Role, ROLES, routeKey, UNLISTED_MESSAGE } from '~/lib/roles'
import { ROLE_PASSWORD, roleUsername, signInAs } from '../support/sign-in-as'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()

interface Route {
  method: string
  path: string
}

/** Every route the app answers under /api, once each (read from the app itself, so a new route is in the matrix). */
function apiRoutes(): Route[] {
  const seen = new Map<string, Route>()
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue
    seen.set(routeKey(method, path), { method, path })
  }
  return [...seen.values()]
}

/** A path of the route with made-up parameters: ids that do not exist, tokens that open nothing. */
function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : `no-such-${name}`))
}

/** Sends the route as a client would: writes with an empty JSON body, the photo upload as an empty multipart body. */
function send(route: Route, cookie?: string): Promise<Response> {
  const path = concretePath(route.path)
  if (route.method === 'POST' && path === '/api/images') {
    const body = '--x--\r\n'
    const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(body.length) }
    if (cookie) headers.cookie = cookie
    return Promise.resolve(t.app.request(`${BASE}${path}`, { method: 'POST', body, headers }))
  }
  return t.request(route.method, path, { cookie, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} })
}

describe('the route x role matrix', () => {
  it('lists every API route the app answers in the permission table', () => {
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(60)
    expect(routes.filter((route) => !apiPermission(route.method, route.path)).map((route) => `${route.method} ${route.path}`)).toEqual([])
  })

  it('keeps the public routes public: no session needed', async () => {
    const refused: string[] = []
    for (const route of apiRoutes().filter((route) => apiPermission(route.method, route.path)?.least === 'public')) {
      const res = await send(route)
      if (res.status === 401 || res.status === 403) refused.push(`${route.method} ${route.path}: ${res.status}`)
    }
    expect(refused).toEqual([])
  })

  it('answers 401 on every staff route without a session', async () => {
    const wrong: string[] = []
    for (const route of apiRoutes().filter((route) => apiPermission(route.method, route.path)?.least !== 'public')) {
      const res = await send(route)
      if (res.status !== 401) wrong.push(`${route.method} ${route.path}: ${res.status}`)
    }
    expect(wrong).toEqual([])
  })

  it.each(ROLES)('lets a %s use exactly the routes of its role, and refuses the others with 403 naming the role and the action', async (role) => {
    const cookie = await signInAs(t, role)
    const wrong: string[] = []
    let refusedCount = 0
    for (const route of apiRoutes()) {
      const permission = apiPermission(route.method, route.path)!
      if (permission.least === 'public') continue
      const res = await send(route, cookie)
      const allowed = ROLES.indexOf(role) <= ROLES.indexOf(permission.least as Role)
      if (allowed) {
        if (res.status === 401 || res.status === 403) wrong.push(`${route.method} ${route.path}: ${res.status} ${await res.text()}`)
        continue
      }
      refusedCount++
      const body = res.status === 403 ? await res.json() : await res.text()
      const expected = { message: refusalMessage(role, permission) }
      if (res.status !== 403 || JSON.stringify(body) !== JSON.stringify(expected)) wrong.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(body)}`)
    }
    expect(wrong).toEqual([])
    // The matrix really refused something, except to the owner, who may do everything.
    if (role === 'owner') expect(refusedCount).toBe(0)
    else expect(refusedCount).toBeGreaterThan(0)
  })
})

describe('refusals', () => {
  it('gives a host the exact 403 for a menu change, before the body is read', async () => {
    const cookie = await signInAs(t, 'host')
    const res = await t.request('POST', '/api/menu', { cookie, body: { name: 'Dish', description: 'Nice', price: 100, category: 'soups' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'Your role (host) cannot change the menu. Ask a manager or the owner.' })
    expect((await t.request('GET', '/api/menu')).status).toBe(200)
  })

  it('tells a manager to ask the owner for an owner-only action', async () => {
    const cookie = await signInAs(t, 'manager')
    const res = await t.request('PUT', '/api/venue', { cookie, body: {} })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'Your role (manager) cannot change the venue details. Ask the owner.' })
  })

  it('lets a host mark an item sold out and special, but not edit or delete it', async () => {
    const owner = await t.signIn()
    const created = await t.request('POST', '/api/menu', { cookie: owner, body: { name: 'Adobo', description: 'Pork', price: 30000, category: 'main-dishes' } })
    const { id } = (await created.json()) as { id: number }
    const host = await signInAs(t, 'host')
    const flagged = await t.request('PATCH', `/api/menu/${id}`, { cookie: host, body: { soldOutToday: true, isSpecial: true } })
    expect(flagged.status).toBe(200)
    expect(await flagged.json()).toMatchObject({ isSpecial: true, soldOutUntil: expect.any(String) })
    expect((await t.request('PUT', `/api/menu/${id}`, { cookie: host, body: { name: 'Adobo', description: 'Pork', price: 1, category: 'main-dishes' } })).status).toBe(403)
    expect((await t.request('DELETE', `/api/menu/${id}`, { cookie: host })).status).toBe(403)
    expect((await t.request('GET', '/api/menu')).status).toBe(200)
  })

  it("keeps a host's long-lived 'Remember me' session (the host stand's tablet) to the host's routes", async () => {
    await signInAs(t, 'host')
    const login = await t.request('POST', '/api/auth/login', { body: { username: roleUsername('host'), password: ROLE_PASSWORD, remember: true } })
    expect(login.headers.get('set-cookie')).toMatch(/Expires=/i)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect((await t.request('GET', '/api/reservations', { cookie })).status).toBe(200)
    for (const [method, path] of [['GET', '/api/emails'], ['PUT', '/api/opening-hours'], ['POST', '/api/tables'], ['PUT', '/api/venue']]) {
      expect((await t.request(method, path, { cookie, body: method === 'GET' ? undefined : {} })).status).toBe(403)
    }
  })

  it('refuses a route missing from the table to every role, the owner too', async () => {
    const { Hono } = await import('hono')
    const { createApi } = await import('~/.server/api/router')
    const api = createApi(t.deps)
    // A staff route added without its line in app/lib/roles.ts, as a forgetful change would.
    api.get('/forgotten', (c) => c.json({ secret: true }))
    const app = new Hono().route('/api', api)
    const cookie = await t.signIn()
    const res = await app.request(`${BASE}/api/forgotten`, { headers: { cookie } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: UNLISTED_MESSAGE })
    expect((await app.request(`${BASE}/api/forgotten`)).status).toBe(401)
  })
})

describe('GET /api/auth/session', () => {
  it.each(ROLES)('answers the username, the role %s and whether the second factor is on', async (role) => {
    const cookie = await signInAs(t, role)
    const res = await t.request('GET', '/api/auth/session', { cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ username: roleUsername(role), role, twoFactor: false })
  })

  it('says twoFactor: true once the account has the second factor on', async () => {
    const cookie = await signInAs(t, 'manager')
    await t.database.handle.db.update(staffAccounts).set({ twoFactorEnabledAt: new Date() }).where(eq(staffAccounts.username, roleUsername('manager')))
    expect(await (await t.request('GET', '/api/auth/session', { cookie })).json()).toMatchObject({ twoFactor: true })
  })

  it('takes the role from the account at each request, and a deactivated account has no session', async () => {
    const cookie = await signInAs(t, 'host')
    const { db } = t.database.handle
    await db.update(staffAccounts).set({ role: 'manager' }).where(eq(staffAccounts.username, roleUsername('host')))
    expect(await (await t.request('GET', '/api/auth/session', { cookie })).json()).toMatchObject({ role: 'manager' })
    await db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.username, roleUsername('host')))
    expect((await t.request('GET', '/api/auth/session', { cookie })).status).toBe(401)
    const again = await t.request('POST', '/api/auth/login', { body: { username: roleUsername('host'), password: ROLE_PASSWORD } })
    expect(again.status).toBe(401)
  })

  it('makes an account created without a role (the default test account) an owner', async () => {
    await t.signIn()
    expect((await findStaffByUsername(t.database.handle.db, 'host'))?.role).toBe('owner')
  })
})
