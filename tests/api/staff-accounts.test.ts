import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import type { AppDeps } from '~/.server/app-deps'
import { openPostgres } from '~/.server/db/client'
import { auditLog, staffAccounts, staffSessions } from '~/.server/db/schema'
import { findSessionStaff, LAST_SEEN_INTERVAL_MS, sha256 } from '~/.server/services/auth'
import { ConflictError } from '~/.server/services/errors'
import { upsertStaff } from '~/.server/services/staff'
import { updateStaffAccount } from '~/.server/services/staff-accounts'
import { createReadCache, READ_CACHE_MAX_BYTES } from '~/.server/read-cache'
import type { NewStaffJson, StaffAccountJson, StaffSessionJson } from '~/contracts/staff'
import { BASE, useTestApp } from '../support/test-app'
import { testEngine } from '../support/test-db'

const t = useTestApp({ TRUST_PROXY: '1' })
const PASSWORD = 'a long enough password'
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPAD_SAFARI = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const LAST_OWNER = 'The last owner cannot be removed, deactivated or given another role.'

const db = () => t.database.handle.db

/** An account of `role` made straight in the database; returns its id. */
async function account(username: string, role: 'owner' | 'manager' | 'host' = 'owner', password = PASSWORD): Promise<number> {
  await upsertStaff(db(), username, password)
  const [row] = await db().update(staffAccounts).set({ role }).where(eq(staffAccounts.username, username)).returning({ id: staffAccounts.id })
  return row.id
}

async function login(username: string, password = PASSWORD, options: { userAgent?: string; remember?: boolean; from?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? '203.0.113.10' }
  if (options.userAgent) headers['user-agent'] = options.userAgent
  return t.request('POST', '/api/auth/login', { body: { username, password, remember: options.remember ?? false }, headers })
}

async function signIn(username: string, password = PASSWORD, options: { userAgent?: string; remember?: boolean } = {}): Promise<string> {
  const res = await login(username, password, options)
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

const sessionOk = async (cookie: string) => (await t.request('GET', '/api/auth/session', { cookie })).status

describe('GET and POST /api/staff', () => {
  it('lists every account with its role, activity, second factor, creation and open sessions', async () => {
    await account('olivia')
    const hostId = await account('hana', 'host')
    const cookie = await signIn('olivia')
    await signIn('hana', PASSWORD, { userAgent: IPAD_SAFARI })
    const res = await t.request('GET', '/api/staff', { cookie })
    expect(res.status).toBe(200)
    const list = (await res.json()) as StaffAccountJson[]
    expect(list.map((a) => a.username)).toEqual(['hana', 'olivia'])
    expect(list[0]).toEqual({
      id: hostId,
      username: 'hana',
      role: 'host',
      active: true,
      twoFactor: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      openSessions: 1,
      setupPending: false,
    })
  })

  it('is for owners only: a manager and a host get 403 naming their role; without a session 401', async () => {
    await account('olivia')
    await account('max', 'manager')
    await account('hana', 'host')
    for (const [username, role] of [['max', 'manager'], ['hana', 'host']]) {
      const cookie = await signIn(username)
      for (const [method, path, body] of [
        ['GET', '/api/staff'],
        ['POST', '/api/staff', { username: 'newbie', role: 'host' }],
        ['PATCH', '/api/staff/1', { role: 'host' }],
        ['GET', '/api/staff/1/sessions'],
        ['DELETE', '/api/staff/1/sessions'],
        ['DELETE', '/api/sessions/1'],
      ] as const) {
        const res = await t.request(method, path, { cookie, body })
        expect(res.status, `${role} ${method} ${path}`).toBe(403)
        expect(((await res.json()) as { message: string }).message).toContain(`Your role (${role})`)
      }
    }
    expect((await t.request('GET', '/api/staff')).status).toBe(401)
    expect((await t.request('POST', '/api/staff', { body: { username: 'x1', role: 'host' } })).status).toBe(401)
    expect(await db().select().from(staffAccounts).where(eq(staffAccounts.username, 'newbie'))).toEqual([])
  })

  it('adds an account with a password: 201, and it signs in at once', async () => {
    await account('olivia')
    const cookie = await signIn('olivia')
    const res = await t.request('POST', '/api/staff', { cookie, body: { username: 'max', role: 'manager', password: 'manager password' } })
    expect(res.status).toBe(201)
    const body = (await res.json()) as NewStaffJson
    expect(body.setupPath).toBeUndefined()
    expect(body).toMatchObject({ username: 'max', role: 'manager', active: true, openSessions: 0, setupPending: false })
    expect((await login('max', 'manager password')).status).toBe(200)
  })

  it('adds an account with a set-up link: 201 with setupPath, only its SHA-256 kept, valid 24 hours', async () => {
    await account('olivia')
    const cookie = await signIn('olivia')
    const before = Date.now()
    const res = await t.request('POST', '/api/staff', { cookie, body: { username: 'hana', role: 'host' } })
    expect(res.status).toBe(201)
    const body = (await res.json()) as NewStaffJson
    expect(body.setupPath).toMatch(/^\/admin\/setup\/[A-Za-z0-9_-]{43}$/)
    expect(body).toMatchObject({ username: 'hana', role: 'host', setupPending: true })
    const token = body.setupPath!.split('/').pop()!
    const [row] = await db().select().from(staffAccounts).where(eq(staffAccounts.username, 'hana'))
    expect(row.setupTokenHash).toBe(sha256(token))
    const hours = (row.setupExpiresAt!.getTime() - before) / 3_600_000
    expect(hours).toBeGreaterThan(23.99)
    expect(hours).toBeLessThanOrEqual(24.01)
  })

  it('refuses bad input with specific messages, and a taken username with 409', async () => {
    await account('olivia')
    const cookie = await signIn('olivia')
    const post = async (body: unknown) => {
      const res = await t.request('POST', '/api/staff', { cookie, body })
      return { status: res.status, body: (await res.json()) as { message: string } }
    }
    expect(await post({ username: 'a b', role: 'host' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Usernames are 2 to 40 characters: letters, digits, dots, dashes and underscores.' }),
    })
    expect((await post({ username: 'hana', role: 'chef' })).body.message).toBe('Role must be owner, manager or host.')
    expect((await post({ username: 'hana', role: 'host', password: 'short' })).body.message).toBe('The password needs at least 8 characters.')
    expect((await post({ username: 'hana', role: 'host', isAdmin: true })).status).toBe(400)
    expect(await post({ username: 'olivia', role: 'host' })).toEqual({ status: 409, body: { message: "There is already a staff account named 'olivia'." } })
  })

  it("records the owner as the actor of the new account, and no password or token in the trail", async () => {
    await account('olivia')
    const cookie = await signIn('olivia')
    const res = await t.request('POST', '/api/staff', { cookie, body: { username: 'hana', role: 'host' } })
    const made = (await res.json()) as NewStaffJson
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'staff'), eq(auditLog.resourceId, String(made.id))))
    expect(entry).toMatchObject({ actor: 'olivia', action: 'create', after: expect.objectContaining({ username: 'hana', role: 'host' }) })
    expect(JSON.stringify(entry.after)).not.toMatch(/password|token|hash/)
  })
})

describe('PATCH /api/staff/:id', () => {
  it('a role change ends the account\'s sessions at once', async () => {
    await account('olivia')
    const id = await account('max', 'manager')
    const owner = await signIn('olivia')
    const manager = await signIn('max')
    expect(await sessionOk(manager)).toBe(200)
    const res = await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { role: 'host' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id, role: 'host', active: true, openSessions: 0 })
    expect(await sessionOk(manager)).toBe(401)
    expect(await sessionOk(owner)).toBe(200)
  })

  it('deactivation ends the sessions and refuses sign-in as wrong credentials; reactivation lets it in again', async () => {
    await account('olivia')
    const id = await account('hana', 'host')
    const owner = await signIn('olivia')
    const host = await signIn('hana', PASSWORD, { remember: true })
    expect((await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { active: false } })).status).toBe(200)
    expect(await sessionOk(host)).toBe(401)
    const refused = await login('hana')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Invalid username or password' })
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, id))).toEqual([])
    expect((await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { active: true } })).status).toBe(200)
    expect((await login('hana')).status).toBe(200)
  })

  it('a password reset ends the sessions; the new password signs in, the old one not', async () => {
    await account('olivia')
    const id = await account('hana', 'host')
    const owner = await signIn('olivia')
    const host = await signIn('hana')
    expect((await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { password: 'a fresh password' } })).status).toBe(200)
    expect(await sessionOk(host)).toBe(401)
    expect((await login('hana')).status).toBe(401)
    expect((await login('hana', 'a fresh password')).status).toBe(200)
  })

  it('refuses an empty change, an unknown field and an unknown account', async () => {
    const id = await account('olivia')
    const owner = await signIn('olivia')
    const empty = await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: {} })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { message: string }).message).toBe('Send a role, active or password to change.')
    expect((await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { username: 'x' } })).status).toBe(400)
    expect((await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { active: 'no' } })).status).toBe(400)
    const missing = await t.request('PATCH', '/api/staff/999', { cookie: owner, body: { role: 'host' } })
    expect(missing.status).toBe(404)
    expect((await t.request('PATCH', '/api/staff/abc', { cookie: owner, body: { role: 'host' } })).status).toBe(404)
  })
})

describe('the last owner', () => {
  it('cannot be demoted or deactivated (409); another active owner makes it possible', async () => {
    const olivia = await account('olivia')
    const cookie = await signIn('olivia')
    for (const change of [{ role: 'manager' }, { role: 'host' }, { active: false }]) {
      const res = await t.request('PATCH', `/api/staff/${olivia}`, { cookie, body: change })
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ message: LAST_OWNER })
    }
    // An inactive owner does not count.
    const otto = await account('otto')
    await db().update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, otto))
    expect((await t.request('PATCH', `/api/staff/${olivia}`, { cookie, body: { role: 'manager' } })).status).toBe(409)
    expect((await t.request('PATCH', `/api/staff/${otto}`, { cookie, body: { active: true } })).status).toBe(200)
    expect((await t.request('PATCH', `/api/staff/${otto}`, { cookie, body: { role: 'manager' } })).status).toBe(200)
    expect((await t.request('PATCH', `/api/staff/${otto}`, { cookie, body: { role: 'owner' } })).status).toBe(200)
    expect((await t.request('PATCH', `/api/staff/${olivia}`, { cookie, body: { role: 'manager' } })).status).toBe(200)
    const owners = await db().select().from(staffAccounts).where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true)))
    expect(owners.map((o) => o.username)).toEqual(['otto'])
  })

  it('two owners demoting each other at once: one passes, the other gets 409, one owner is left', async () => {
    const a = await account('olivia')
    const b = await account('otto')
    for (const [changeOfA, changeOfB] of [
      [{ role: 'host' }, { role: 'manager' }],
      [{ active: false }, { role: 'manager' }],
      [{ active: false }, { active: false }],
    ] as const) {
      await db().update(staffAccounts).set({ role: 'owner', active: true })
      // Straight through the service, so both changes reach the lock together (no sign-in or password hash between).
      const outcomes = await Promise.allSettled([
        updateStaffAccount(db(), { id: b, username: 'otto', role: 'owner', twoFactor: false }, a, changeOfA),
        updateStaffAccount(db(), { id: a, username: 'olivia', role: 'owner', twoFactor: false }, b, changeOfB),
      ])
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
      const refusal = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult
      expect(refusal.reason).toBeInstanceOf(ConflictError)
      expect((refusal.reason as Error).message).toBe(LAST_OWNER)
      const owners = await db().select().from(staffAccounts).where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true)))
      expect(owners).toHaveLength(1)
    }
  })
})

describe('sessions of an account', () => {
  it('lists open sessions with device, first and last seen, remember and current; ends one or all', async () => {
    await account('olivia')
    const hostId = await account('hana', 'host')
    const owner = await signIn('olivia', PASSWORD, { userAgent: ANDROID_CHROME })
    const tablet = await signIn('hana', PASSWORD, { userAgent: IPAD_SAFARI, remember: true })
    const phone = await signIn('hana', PASSWORD, { userAgent: ANDROID_CHROME })
    const res = await t.request('GET', `/api/staff/${hostId}/sessions`, { cookie: owner })
    expect(res.status).toBe(200)
    const sessions = (await res.json()) as StaffSessionJson[]
    expect(sessions).toHaveLength(2)
    const ipad = sessions.find((s) => s.device === 'Safari on iPad')!
    expect(ipad).toEqual({
      id: expect.any(Number),
      device: 'Safari on iPad',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      remember: true,
      current: false,
    })
    expect(sessions.find((s) => s.device === 'Chrome on Android')?.remember).toBe(false)

    expect((await t.request('DELETE', `/api/sessions/${ipad.id}`, { cookie: owner })).status).toBe(204)
    expect(await sessionOk(tablet)).toBe(401)
    expect(await sessionOk(phone)).toBe(200)
    expect((await t.request('DELETE', `/api/sessions/${ipad.id}`, { cookie: owner })).status).toBe(404)

    await signIn('hana')
    expect((await t.request('DELETE', `/api/staff/${hostId}/sessions`, { cookie: owner })).status).toBe(204)
    expect(await sessionOk(phone)).toBe(401)
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, hostId))).toEqual([])
    expect(await sessionOk(owner)).toBe(200)
    expect((await t.request('GET', '/api/staff/999/sessions', { cookie: owner })).status).toBe(404)
    expect((await t.request('DELETE', '/api/staff/999/sessions', { cookie: owner })).status).toBe(404)
  })

  it('notes when a session was last used, at most once a minute', async () => {
    await account('olivia')
    const cookie = await signIn('olivia')
    const token = cookie.split('=')[1]
    const lastSeen = async () => (await db().select().from(staffSessions))[0].lastSeenAt!.getTime()
    const start = await lastSeen()
    await findSessionStaff(db(), token, new Date(start + LAST_SEEN_INTERVAL_MS - 1000))
    expect(await lastSeen()).toBe(start)
    await findSessionStaff(db(), token, new Date(start + LAST_SEEN_INTERVAL_MS + 1000))
    expect(await lastSeen()).toBe(start + LAST_SEEN_INTERVAL_MS + 1000)
  })
})

describe('POST /api/auth/setup (set-up link)', () => {
  async function newLink(username = 'hana'): Promise<string> {
    await account('olivia')
    const cookie = await signIn('olivia')
    const res = await t.request('POST', '/api/staff', { cookie, body: { username, role: 'host' } })
    return ((await res.json()) as NewStaffJson).setupPath!.split('/').pop()!
  }
  const setup = (token: string, password = 'chosen password', from = '198.51.100.7') =>
    t.request('POST', '/api/auth/setup', { body: { token, password }, headers: { 'x-forwarded-for': from } })

  it('sets the password once: the account signs in with it; the link then opens nothing', async () => {
    const token = await newLink()
    expect((await login('hana', 'chosen password')).status).toBe(401)
    const res = await setup(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ username: 'hana' })
    expect((await login('hana', 'chosen password')).status).toBe(200)
    const again = await setup(token, 'another password')
    expect(again.status).toBe(404)
    expect(((await again.json()) as { message: string }).message).toMatch(/^This set-up link is not valid any more/)
    expect((await login('hana', 'another password')).status).toBe(401)
  })

  it('says an expired link has expired', async () => {
    const token = await newLink()
    await db().update(staffAccounts).set({ setupExpiresAt: new Date(Date.now() - 1000) }).where(eq(staffAccounts.username, 'hana'))
    const res = await setup(token)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'This set-up link has expired (links are valid for 24 hours). Ask the owner for a new link.' })
  })

  it('refuses a short password and a malformed token before looking anything up', async () => {
    const token = await newLink()
    expect((await setup(token, 'short')).status).toBe(400)
    expect((await setup('not-a-token')).status).toBe(400)
    expect((await t.request('POST', '/api/auth/setup', { body: { token } })).status).toBe(400)
    expect((await setup(token)).status).toBe(200)
  })

  it('throttles a client guessing links as the login does, without locking out another client', async () => {
    const token = await newLink()
    const guess = () => 'A'.repeat(43)
    for (let i = 0; i < 5; i++) expect((await setup(guess())).status).toBe(404)
    const throttled = await setup(token)
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await setup(token, 'chosen password', '203.0.113.99')).status).toBe(200)
  })

  it('is refused for a deactivated account', async () => {
    const token = await newLink()
    const [{ id }] = await db().select().from(staffAccounts).where(eq(staffAccounts.username, 'hana'))
    const owner = await signIn('olivia')
    await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { active: false } })
    expect((await setup(token)).status).toBe(404)
  })
})

describe('My account (/api/auth/account)', () => {
  it('changes the own password: the current one must be right; other sessions end, this one stays', async () => {
    await account('hana', 'host')
    const here = await signIn('hana', PASSWORD, { userAgent: IPAD_SAFARI })
    const elsewhere = await signIn('hana', PASSWORD, { userAgent: ANDROID_CHROME })
    const wrong = await t.request('POST', '/api/auth/account/password', { cookie: here, body: { currentPassword: 'not it', newPassword: 'new password 1' } })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      message: 'Your current password is not right.',
      details: [{ path: 'currentPassword', message: 'Your current password is not right.' }],
    })
    const short = await t.request('POST', '/api/auth/account/password', { cookie: here, body: { currentPassword: PASSWORD, newPassword: 'short' } })
    expect(short.status).toBe(400)
    const ok = await t.request('POST', '/api/auth/account/password', { cookie: here, body: { currentPassword: PASSWORD, newPassword: 'new password 1' } })
    expect(ok.status).toBe(200)
    expect(await sessionOk(here)).toBe(200)
    expect(await sessionOk(elsewhere)).toBe(401)
    expect((await login('hana')).status).toBe(401)
    expect((await login('hana', 'new password 1')).status).toBe(200)
  })

  it('throttles guesses of the current password', async () => {
    await account('hana', 'host')
    const cookie = await signIn('hana')
    const attempt = (currentPassword: string) =>
      t.request('POST', '/api/auth/account/password', { cookie, body: { currentPassword, newPassword: 'new password 1' }, headers: { 'x-forwarded-for': '198.51.100.8' } })
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).status).toBe(400)
    expect((await attempt(PASSWORD)).status).toBe(429)
  })

  it('lists the own sessions with the current one marked, ends one by id (own only) or all others', async () => {
    await account('olivia')
    await account('hana', 'host')
    const here = await signIn('hana', PASSWORD, { userAgent: IPAD_SAFARI })
    const phone = await signIn('hana', PASSWORD, { userAgent: ANDROID_CHROME })
    const laptop = await signIn('hana')
    const owner = await signIn('olivia')
    const list = async () => (await (await t.request('GET', '/api/auth/account/sessions', { cookie: here })).json()) as StaffSessionJson[]
    const mine = await list()
    expect(mine).toHaveLength(3)
    expect(mine.filter((s) => s.current).map((s) => s.device)).toEqual(['Safari on iPad'])

    const ownerSessions = (await (await t.request('GET', '/api/auth/account/sessions', { cookie: owner })).json()) as StaffSessionJson[]
    expect((await t.request('DELETE', `/api/auth/account/sessions/${ownerSessions[0].id}`, { cookie: here })).status).toBe(404)
    expect(await sessionOk(owner)).toBe(200)

    const phoneSession = mine.find((s) => s.device === 'Chrome on Android')!
    expect((await t.request('DELETE', `/api/auth/account/sessions/${phoneSession.id}`, { cookie: here })).status).toBe(204)
    expect(await sessionOk(phone)).toBe(401)
    expect(await sessionOk(laptop)).toBe(200)

    expect((await t.request('DELETE', '/api/auth/account/sessions', { cookie: here })).status).toBe(204)
    expect(await sessionOk(laptop)).toBe(401)
    expect(await sessionOk(here)).toBe(200)
    expect((await list()).map((s) => s.current)).toEqual([true])
    expect(await sessionOk(owner)).toBe(200)
  })

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/account/sessions'],
      ['DELETE', '/api/auth/account/sessions'],
      ['DELETE', '/api/auth/account/sessions/1'],
      ['POST', '/api/auth/account/password'],
    ]) {
      expect((await t.request(method, path, { body: method === 'POST' ? { currentPassword: 'x', newPassword: 'yyyyyyyy' } : undefined })).status).toBe(401)
    }
  })
})

describe.runIf(testEngine() === 'postgres')('two app processes on one PostgreSQL database', () => {
  it('a role change through one ends the session on the other at once', async () => {
    const otherHandle = await openPostgres(t.database.url!, { max: 2 })
    try {
      const otherDeps: AppDeps = { ...t.deps, db: otherHandle.db, ping: otherHandle.ping, isAvailable: otherHandle.isAvailable, reads: createReadCache({ maxBytes: READ_CACHE_MAX_BYTES }) }
      const other = createApp(otherDeps)
      const onOther = (cookie: string) => other.request(`${BASE}/api/auth/session`, { headers: { cookie } })
      await account('olivia')
      const id = await account('max', 'manager')
      const owner = await signIn('olivia')
      const manager = await signIn('max')
      expect((await onOther(manager)).status).toBe(200)
      const changed = await t.request('PATCH', `/api/staff/${id}`, { cookie: owner, body: { role: 'host' } })
      expect(changed.status).toBe(200)
      expect((await onOther(manager)).status).toBe(401)
    } finally {
      await otherHandle.close()
    }
  })
})
