import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loginFailures, staffSessions } from '~/.server/db/schema'
import { sha256 } from '~/.server/services/auth'
import { upsertStaff } from '~/.server/services/staff'
import { STAFF_PASSWORD, STAFF_USERNAME, useTestApp } from '../support/test-app'

const t = useTestApp()

async function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request('POST', '/api/auth/login', { body, headers })
}

function cookieOf(res: Response): string {
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

describe('staff sign-in', () => {
  it('signs in with the right password: 200 {username}, an httpOnly SameSite=Lax session cookie', async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    const res = await login({ username: STAFF_USERNAME, password: STAFF_PASSWORD })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ username: STAFF_USERNAME })
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    // Without 'remember', a browser-session cookie: no expiry.
    expect(setCookie).not.toMatch(/Expires|Max-Age/i)

    const session = await t.request('GET', '/api/auth/session', { cookie: cookieOf(res) })
    expect(session.status).toBe(200)
    expect(await session.json()).toEqual({ username: STAFF_USERNAME, role: 'owner', twoFactor: false })
  })

  it('keeps a remembered session for 30 days and stores only a hash of the token', async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    const res = await login({ username: STAFF_USERNAME, password: STAFF_PASSWORD, remember: true })
    const setCookie = res.headers.get('set-cookie') ?? ''
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '')
    const days = (expires.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    const token = cookieOf(res).split('=')[1]
    const rows = await t.database.handle.db.select().from(staffSessions)
    expect(rows).toHaveLength(1)
    expect(rows[0].tokenHash).toBe(sha256(token))
    expect(rows[0].tokenHash).not.toContain(token)
  })

  it('answers 401 with "Invalid username or password" for a wrong password or an unknown username', async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    for (const body of [
      { username: STAFF_USERNAME, password: 'wrong' },
      { username: 'nobody', password: STAFF_PASSWORD },
    ]) {
      const res = await login(body)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Invalid username or password' })
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('answers 400 when username or password is missing', async () => {
    const res = await login({ username: '', password: '' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { details: Array<{ message: string }> }).details[0].message).toBe('Please enter your username')
  })

  it('logs out: the session is deleted on the server and the cookie cleared', async () => {
    const cookie = await t.signIn()
    const res = await t.request('POST', '/api/auth/logout', { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/staff_session=;.*Max-Age=0/)
    expect(await t.database.handle.db.select().from(staffSessions)).toEqual([])
    expect((await t.request('GET', '/api/auth/session', { cookie })).status).toBe(401)
    expect((await t.request('GET', '/api/reservations', { cookie })).status).toBe(401)
  })

  it('does not accept an expired session', async () => {
    const cookie = await t.signIn()
    await t.database.handle.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) })
    expect((await t.request('GET', '/api/auth/session', { cookie })).status).toBe(401)
  })

  it('ends every session of an account when its password is reset', async () => {
    const cookie = await t.signIn()
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, 'a brand new password')
    expect((await t.request('GET', '/api/auth/session', { cookie })).status).toBe(401)
  })
})

describe('login throttling', () => {
  it('answers 429 on the sixth wrong password in a row for one username, saying when to retry', async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: STAFF_USERNAME, password: `wrong-${i}` })).status).toBe(401)
    }
    const sixth = await login({ username: STAFF_USERNAME, password: 'wrong-again' })
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.' })
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800)
    // Even the right password waits: the throttle is checked first.
    expect((await login({ username: STAFF_USERNAME, password: STAFF_PASSWORD })).status).toBe(429)
  })

  it('lets the username in again once its failures are older than 15 minutes', async () => {
    await upsertStaff(t.database.handle.db, STAFF_USERNAME, STAFF_PASSWORD)
    for (let i = 0; i < 5; i++) await login({ username: STAFF_USERNAME, password: 'wrong' })
    await t.database.handle.db
      .update(loginFailures)
      .set({ failedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.username, STAFF_USERNAME))
    expect((await login({ username: STAFF_USERNAME, password: STAFF_PASSWORD })).status).toBe(200)
  })

  it('answers 429 after 20 failures from one address across usernames', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `guess-${i}`, password: 'x' })).status).toBe(401)
    }
    const res = await login({ username: 'another-guess', password: 'x' })
    expect(res.status).toBe(429)
    expect(((await res.json()) as { message: string }).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/)
  })

  it('stores no plain client address', async () => {
    await login({ username: 'someone', password: 'x' })
    const [row] = await t.database.handle.db.select().from(loginFailures)
    expect(row.clientKey).toMatch(/^[0-9a-f]{64}$/)
  })
})
