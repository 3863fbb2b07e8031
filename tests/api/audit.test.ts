/**
 * The audit trail: every staff write names its staff member (checked for every write route in the route table), a
 * failed write leaves no entry, guests' own changes are 'guest', and owners read it at GET /api/audit, filtered and
 * paged. Entries older than 400 days are purged.
 */
import { desc, eq, gt, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { asActor } from '~/.server/db/actor'
import { auditLog, emailOutbox, menuItems, staffAccounts } from '~/.server/db/schema'
import { isPublicWrite } from '~/.server/api/public-writes'
import { purgeOldAuditEntries } from '~/.server/services/audit'
import { upsertStaff } from '~/.server/services/staff'
import { purgeExpiredRecords } from '~/.server/startup'
import { AUDIT_PAGE_SIZE, type AuditPageJson, auditMessages } from '~/contracts/audit'
import type { StaffCreatedReservationJson } from '~/contracts/reservations'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { venueClock } from '~/lib/venue-clock'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { scenePng, upload, uploadScene } from '../support/images'
import { type TestApp, useTestApp } from '../support/test-app'

const t = useTestApp()
const PASSWORD = 'correct horse battery staple'
const day = venueDateFromToday(4)

/** Creates an account with `role` straight in the database and signs it in; the Cookie header to send. */
async function signInAs(app: TestApp, username: string, role: 'owner' | 'manager' | 'host' = 'owner'): Promise<string> {
  const db = app.database.handle.db
  await upsertStaff(db, username, PASSWORD)
  await db.update(staffAccounts).set({ role }).where(eq(staffAccounts.username, username))
  const res = await app.request('POST', '/api/auth/login', { body: { username, password: PASSWORD } })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

async function created<T = { id: number }>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res
  expect([200, 201], await answer.clone().text()).toContain(answer.status)
  return (await answer.json()) as T
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.handle.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return row?.id ?? 0
}

async function auditSince(id: number) {
  return t.database.handle.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id)
}

/** What a write needs before it can succeed (made by the `setup` account), and the request itself. */
interface Example {
  prepare?: (setup: string) => Promise<Record<string, string | number>>
  send: (ids: Record<string, string | number>) => { path: string; body?: unknown; multipart?: true }
}

const menuItemBody = { name: 'Adobo', description: 'Chicken in vinegar', price: 25000, category: 'main-dishes', imageUrl: null, isSpecial: false, dietLabels: [] }
const offerBody = { name: 'Mojito', price: 12000, isActive: true }
const eventBody = { title: 'Fire Dance Night', description: 'On the beach', date: day, time: '22:00', endTime: '23:30', imageId: null }
const openingHoursBody = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '10:00', closes: '23:00' })),
  exceptions: [],
}
const seatingRulesBody = {
  slotMinutes: 15,
  stays: [
    { maxGuests: 4, minutes: 90 },
    { maxGuests: 20, minutes: 150 },
  ],
  maxCoversPerSlot: 40,
  guestChangeCutoffMinutes: 120,
  noShowGraceMinutes: 15,
}

const menuItem = async (setup: string) => ({ id: (await created(t.request('POST', '/api/menu', { cookie: setup, body: menuItemBody }))).id })
const offer = async (setup: string) => ({ id: (await created(t.request('POST', '/api/offers', { cookie: setup, body: offerBody }))).id })
const event = async (setup: string) => ({ id: (await created(t.request('POST', '/api/events', { cookie: setup, body: eventBody }))).id })
const image = async (setup: string) => ({ imageId: (await uploadScene(t, setup, 120, 80)).id })
const photo = async (setup: string) => {
  const { imageId } = await image(setup)
  return { id: (await created(t.request('POST', '/api/gallery', { cookie: setup, body: { imageId, alt: 'Pool' } }))).id }
}
const booking = async (setup: string) => {
  const body = { ...bookingBody({ date: day }), source: 'phone', tableNumber: 1 }
  return { id: (await created<StaffCreatedReservationJson>(t.request('POST', '/api/reservations', { cookie: setup, body }))).id }
}
/** A guest's booking whose confirmation e-mail failed for good. */
const failedEmail = async () => {
  await created(t.request('POST', '/api/reservations', { body: bookingBody({ date: day }) }))
  const [row] = await t.database.handle.db.update(emailOutbox).set({ status: 'failed', lastError: 'mailbox full' }).returning()
  return { id: row.id }
}

/** A walk-in waiting at the door (the waitlist, issue 31). */
async function waitingParty(cookie: string) {
  return { id: (await created(t.request('POST', '/api/waitlist', { cookie, body: { name: 'Jo Reyes', guests: 2, seatingPreference: 'table' } }))).id }
}

/** One successful call of every staff write, keyed as the route table names it. */
const examples: Record<string, Example> = {
  'POST /api/menu': { send: () => ({ path: '/api/menu', body: menuItemBody }) },
  'PUT /api/menu/:id': { prepare: menuItem, send: ({ id }) => ({ path: `/api/menu/${id}`, body: { ...menuItemBody, price: 26000 } }) },
  'PATCH /api/menu/:id': { prepare: menuItem, send: ({ id }) => ({ path: `/api/menu/${id}`, body: { soldOutToday: true } }) },
  'DELETE /api/menu/:id': { prepare: menuItem, send: ({ id }) => ({ path: `/api/menu/${id}` }) },
  'POST /api/categories': { send: () => ({ path: '/api/categories', body: { name: 'Shakes', kind: 'drink', slug: 'shakes' } }) },
  'PUT /api/categories/:slug': { send: () => ({ path: '/api/categories/breakfast', body: { name: 'Almusal' } }) },
  'DELETE /api/categories/:slug': {
    prepare: async (setup) => ({ slug: (await created<{ slug: string }>(t.request('POST', '/api/categories', { cookie: setup, body: { name: 'Shakes', kind: 'drink' } }))).slug }),
    send: ({ slug }) => ({ path: `/api/categories/${slug}` }),
  },
  'POST /api/offers': { send: () => ({ path: '/api/offers', body: offerBody }) },
  'PUT /api/offers/:id': { prepare: offer, send: ({ id }) => ({ path: `/api/offers/${id}`, body: { ...offerBody, price: 13000 } }) },
  'DELETE /api/offers/:id': { prepare: offer, send: ({ id }) => ({ path: `/api/offers/${id}` }) },
  'POST /api/events': { send: () => ({ path: '/api/events', body: eventBody }) },
  'PUT /api/events/:id': { prepare: event, send: ({ id }) => ({ path: `/api/events/${id}`, body: { ...eventBody, title: 'Fire Dance' } }) },
  'DELETE /api/events/:id': { prepare: event, send: ({ id }) => ({ path: `/api/events/${id}` }) },
  'POST /api/images': { send: () => ({ path: '/api/images', multipart: true }) },
  'POST /api/gallery': { prepare: image, send: ({ imageId }) => ({ path: '/api/gallery', body: { imageId, alt: 'Pool' } }) },
  'PUT /api/gallery/order': {
    prepare: async (setup) => ({ a: (await photo(setup)).id, b: (await photo(setup)).id }),
    send: ({ a, b }) => ({ path: '/api/gallery/order', body: [b, a] }),
  },
  'PUT /api/gallery/:id': { prepare: photo, send: ({ id }) => ({ path: `/api/gallery/${id}`, body: { alt: 'Beach view' } }) },
  'DELETE /api/gallery/:id': { prepare: photo, send: ({ id }) => ({ path: `/api/gallery/${id}` }) },
  'PUT /api/venue': { send: () => ({ path: '/api/venue', body: { ...DEFAULT_VENUE, name: 'Sunset Bar' } }) },
  'PUT /api/opening-hours': { send: () => ({ path: '/api/opening-hours', body: openingHoursBody }) },
  'PUT /api/seating-rules': { send: () => ({ path: '/api/seating-rules', body: seatingRulesBody }) },
  'POST /api/reservations': { send: () => ({ path: '/api/reservations', body: { ...bookingBody({ date: day }), source: 'walk-in', tableNumber: 2 } }) },
  'PATCH /api/reservations/:id': { prepare: booking, send: ({ id }) => ({ path: `/api/reservations/${id}`, body: { staffNote: 'Birthday' } }) },
  'PATCH /api/reservations/:id/status': {
    prepare: booking,
    send: ({ id }) => ({ path: `/api/reservations/${id}/status`, body: { status: 'cancelled', notifyGuest: false } }),
  },
  'PATCH /api/reservations/:id/table': { prepare: booking, send: ({ id }) => ({ path: `/api/reservations/${id}/table`, body: { tableNumbers: [2] } }) },
  'POST /api/waitlist': { send: () => ({ path: '/api/waitlist', body: { name: 'Jo Reyes', guests: 2, seatingPreference: 'table' } }) },
  'PATCH /api/waitlist/:id': { prepare: waitingParty, send: ({ id }) => ({ path: `/api/waitlist/${id}`, body: { status: 'notified' } }) },
  'POST /api/tables': { send: () => ({ path: '/api/tables', body: { tableNumber: 40, capacity: 4, isActive: true } }) },
  'PATCH /api/tables/:id': { send: () => ({ path: '/api/tables/3', body: { capacity: 8 } }) },
  'PUT /api/tables/:id': { send: () => ({ path: '/api/tables/3', body: { capacity: 8, isActive: true } }) },
  'DELETE /api/tables/:id': { send: () => ({ path: '/api/tables/3' }) },
  'PUT /api/bar-seats': { send: () => ({ path: '/api/bar-seats', body: { barSeats: 8 } }) },
  'POST /api/table-combinations': { send: () => ({ path: '/api/table-combinations', body: { tableNumbers: [1, 2], capacity: 8 } }) },
  'DELETE /api/table-combinations/:id': {
    prepare: async (setup) => ({ id: (await created(t.request('POST', '/api/table-combinations', { cookie: setup, body: { tableNumbers: [1, 2], capacity: 8 } }))).id }),
    send: ({ id }) => ({ path: `/api/table-combinations/${id}` }),
  },
  'POST /api/emails/:id/resend': { prepare: failedEmail, send: ({ id }) => ({ path: `/api/emails/${id}/resend` }) },
  'POST /api/emails/:id/dismiss': { prepare: failedEmail, send: ({ id }) => ({ path: `/api/emails/${id}/dismiss` }) },
  'POST /api/system/backups': { send: () => ({ path: '/api/system/backups' }) },
}

/**
 * Staff writes that are other helpers' or that change nothing staff manage: signing in and out, accounts and the
 * second factor (recorded through the staff_accounts trigger by their own tests), and a question that writes nothing.
 */
const NOT_HERE = /^(POST|PUT|PATCH|DELETE) \/api\/(auth|staff|sessions)(\/|$)|^POST \/api\/opening-hours\/check$/

function staffWriteRoutes(): string[] {
  const keys = t.app.routes
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`)
  const concrete = (path: string) => path.replace(/:[^/]+/g, '1')
  return [...new Set(keys)].filter((key) => {
    const [method, path] = key.split(' ')
    if (NOT_HERE.test(key)) return false
    // POST /api/reservations and POST /api/waitlist are a guest's writes and staff's: staff's are checked here.
    return key === 'POST /api/reservations' || key === 'POST /api/waitlist' || !isPublicWrite(method, concrete(path))
  })
}

describe('the actor of every staff write', () => {
  it('has an example for every staff write route of the route table', () => {
    const routes = staffWriteRoutes()
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((route) => !examples[route])).toEqual([])
  })

  it.each(Object.keys(examples))('%s records the signed-in staff member as the actor', async (route) => {
    expect(staffWriteRoutes()).toContain(route)
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 6]], barSeats: 6 })
    const setup = await signInAs(t, 'setup')
    const cookie = await signInAs(t, 'ana')
    const example = examples[route]
    const ids = example.prepare ? await example.prepare(setup) : {}
    const { path, body, multipart } = example.send(ids)
    const before = await lastAuditId()
    const method = route.split(' ')[0]
    const res = multipart ? await uploadAs(cookie) : await t.request(method, path, { cookie, body })
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    const entries = await auditSince(before)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.map((entry) => entry.actor)).toEqual(entries.map(() => 'ana'))
  })

  it('records a guest booking and a guest cancellation as the guest', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]], barSeats: 0 })
    const before = await lastAuditId()
    const { manageToken } = await created<{ manageToken: string }>(t.request('POST', '/api/reservations', { body: bookingBody({ date: day }) }))
    expect((await t.request('POST', `/api/bookings/${manageToken}/cancel`)).status).toBe(200)
    const entries = await auditSince(before)
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['guest', 'create'],
      ['guest', 'status'],
    ])
  })

  it('records resending an e-mail with its kind and status only, and keeps no password in the trail', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]], barSeats: 0 })
    const cookie = await signInAs(t, 'ana')
    const { id } = await failedEmail()
    const before = await lastAuditId()
    expect((await t.request('POST', `/api/emails/${id}/resend`, { cookie })).status).toBe(200)
    const [entry] = await auditSince(before)
    expect(entry).toMatchObject({ actor: 'ana', action: 'update', resource: 'email', resourceId: String(id) })
    expect(entry.before).toEqual({ kind: 'booking-confirmation', status: 'failed' })
    expect(entry.after).toEqual({ kind: 'booking-confirmation', status: 'queued' })
    // The accounts' rows are in the trail too, without their password hashes.
    const trail = JSON.stringify(await auditSince(0))
    expect(trail).toContain('"resource":"staff"')
    expect(trail).not.toMatch(/password|token_hash|scrypt/i)
  })
})

async function uploadAs(cookie: string): Promise<Response> {
  return upload(t, await scenePng(120, 80), { cookie, name: 'scene.png', type: 'image/png' })
}

describe('the trail is written in the changing transaction', () => {
  it('a write that fails part-way leaves no entry, not even of the part that succeeded', async () => {
    const db = t.database.handle.db
    const before = await lastAuditId()
    await expect(
      asActor(db, 'ana', async (tx) => {
        await tx.insert(menuItems).values({ ...menuItemBody, name: 'Kept for a moment' })
        // A category that does not exist: the foreign key refuses it, and the whole transaction with it.
        await tx.insert(menuItems).values({ ...menuItemBody, category: 'no-such-category' })
      }),
    ).rejects.toThrow()
    expect(await auditSince(before)).toEqual([])
    expect(await db.select().from(menuItems)).toEqual([])
  })

  it('a refused API write (a duplicate table number) leaves no entry', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]], barSeats: 0 })
    const cookie = await signInAs(t, 'ana')
    const before = await lastAuditId()
    const res = await t.request('POST', '/api/tables', { cookie, body: { tableNumber: 1, capacity: 4, isActive: true } })
    expect(res.status).toBe(409)
    expect(await auditSince(before)).toEqual([])
  })
})

describe('GET /api/audit', () => {
  const read = async (cookie: string, query = '') => {
    const res = await t.request('GET', `/api/audit${query}`, { cookie })
    expect(res.status, await res.clone().text()).toBe(200)
    return (await res.json()) as AuditPageJson
  }

  it('answers 401 without a session and 403 to a manager or a host', async () => {
    expect((await t.request('GET', '/api/audit')).status).toBe(401)
    for (const role of ['manager', 'host'] as const) {
      const res = await t.request('GET', '/api/audit', { cookie: await signInAs(t, role, role) })
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toContain(`Your role (${role})`)
    }
  })

  it('answers who changed a price, when, and the field before and after in camelCase', async () => {
    const owner = await signInAs(t, 'olivia')
    const manager = await signInAs(t, 'marco', 'manager')
    const item = await created(t.request('POST', '/api/menu', { cookie: owner, body: menuItemBody }))
    expect((await t.request('PUT', `/api/menu/${item.id}`, { cookie: manager, body: { ...menuItemBody, price: 27500 } })).status).toBe(200)
    expect((await t.request('PATCH', `/api/menu/${item.id}`, { cookie: manager, body: { soldOutToday: true } })).status).toBe(200)
    const page = await read(owner, `?resource=menu-item&resourceId=${item.id}`)
    expect(page.nextCursor).toBeNull()
    expect(page.entries.map((e) => [e.actor, e.action])).toEqual([
      ['marco', 'update'],
      ['marco', 'update'],
      ['olivia', 'create'],
    ])
    const [soldOut, price, creation] = page.entries
    expect(price).toMatchObject({ resource: 'menu-item', resourceId: String(item.id), before: { price: 25000 }, after: { price: 27500 } })
    expect(Object.keys(soldOut.after ?? {})).toEqual(['soldOutUntil'])
    expect(creation.before).toBeNull()
    expect(creation.after).toMatchObject({ name: 'Adobo', dietLabels: [], isSpecial: false })
    expect(Date.parse(price.at)).toBeGreaterThan(Date.now() - 60_000)
    expect(price.id).toBeGreaterThan(creation.id)
    // The person filter.
    expect((await read(owner, '?actor=marco&resource=menu-item')).entries).toHaveLength(2)
    expect((await read(owner, '?actor=nobody')).entries).toEqual([])
  })

  it('pages newest first, 50 at a time, with an opaque cursor, even among entries of the same instant', async () => {
    const owner = await signInAs(t, 'olivia')
    const db = t.database.handle.db
    await db.execute(sql`delete from audit_log`)
    // 120 entries, 3 to an instant: only the id orders those.
    await db.execute(sql`
      insert into audit_log (at, actor, action, resource, resource_id, before, after)
      select timestamptz '2026-11-20 12:00:00.123456+00' + (n / 3) * interval '1 second', 'ana', 'update', 'offer', n::text, '{"price": 1}', '{"price": 2}'
      from generate_series(1, 120) as n`)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: AuditPageJson = await read(owner, cursor ? `?resource=offer&cursor=${cursor}` : '?resource=offer')
      expect(page.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE)
      seen.push(...page.entries.map((e) => e.resourceId!))
      cursor = page.nextCursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => String(120 - i)))
  })

  it('filters by venue-local days, both included', async () => {
    const owner = await signInAs(t, 'olivia')
    const db = t.database.handle.db
    await db.execute(sql`delete from audit_log`)
    // Manila is UTC+8: 16:30 UTC on 20 November is 00:30 on 21 November at the venue.
    await db.execute(sql`
      insert into audit_log (at, actor, action, resource, resource_id) values
      ('2026-11-20T15:59:00Z', 'ana', 'create', 'offer', '1'),
      ('2026-11-20T16:30:00Z', 'ana', 'create', 'offer', '2'),
      ('2026-11-22T15:59:00Z', 'ana', 'create', 'offer', '3'),
      ('2026-11-22T16:00:00Z', 'ana', 'create', 'offer', '4')`)
    const ids = async (query: string) => (await read(owner, query)).entries.map((e) => e.resourceId)
    expect(await ids('?from=2026-11-21&to=2026-11-22')).toEqual(['3', '2'])
    expect(await ids('?from=2026-11-23')).toEqual(['4'])
    expect(await ids('?to=2026-11-20')).toEqual(['1'])
    expect(await ids('?from=&to=&actor=&resource=')).toEqual(['4', '3', '2', '1'])
  })

  it.each([
    ['?from=2026-02-30', 'from', auditMessages.from],
    ['?to=yesterday', 'to', auditMessages.to],
    ['?from=2026-11-22&to=2026-11-21', 'to', auditMessages.range],
    ['?resource=password', 'resource', auditMessages.resource],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor', auditMessages.cursor],
    ['?cursor=%00', 'cursor', auditMessages.cursor],
    [`?actor=${'x'.repeat(101)}`, 'actor', auditMessages.actor],
    [`?resourceId=${'1'.repeat(101)}`, 'resourceId', auditMessages.resourceId],
  ])('refuses %s with 400 on %s', async (query, field, message) => {
    const owner = await signInAs(t, 'olivia')
    const res = await t.request('GET', `/api/audit${query}`, { cookie: owner })
    expect(res.status).toBe(400)
    const body = JSON.stringify(await res.json())
    expect(body).toContain(field)
    expect(body).toContain(message)
  })
})

describe('purge', () => {
  it('deletes entries older than 400 days with the hourly purge, and keeps the rest', async () => {
    const db = t.database.handle.db
    await db.execute(sql`delete from audit_log`)
    const now = new Date('2026-11-27T04:00:00Z')
    await db.execute(sql`
      insert into audit_log (at, actor, action, resource, resource_id) values
      (${new Date(now.getTime() - 400 * 86_400_000 - 1000)}, 'ana', 'create', 'offer', 'old'),
      (${new Date(now.getTime() - 400 * 86_400_000 + 1000)}, 'ana', 'create', 'offer', 'kept')`)
    expect((await purgeExpiredRecords(db, venueClock('Asia/Manila', () => now))).auditEntries).toBe(1)
    expect((await db.select({ id: auditLog.resourceId }).from(auditLog)).map((r) => r.id)).toEqual(['kept'])
    expect(await purgeOldAuditEntries(db, new Date(now.getTime() + 2000))).toBe(1)
  })
})
