import { and, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { auditLog, staffAccounts, staffPolicy, staffRecoveryCodes, staffTotpSteps } from '~/.server/db/schema'
import { createApp } from '~/.server/app'
import { upsertStaff } from '~/.server/services/staff'
import { readTwoFactorStatus } from '~/.server/services/two-factor'
import type { RecoveryCodesJson, TwoFactorSetupJson } from '~/contracts/two-factor'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { totpCode } from '~/lib/totp'
import { loader as layoutLoader } from '~/routes/admin-layout'
import { loader as twoFactorPageLoader } from '~/routes/admin-two-factor'
import { STAFF_PASSWORD, useTestApp } from '../support/test-app'

const t = useTestApp()

// A controlled clock: every code below is computed for a moment the app reads from the same clock.
const NOW = new Date('2026-11-27T10:00:00Z') // the start of a 30-second step
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000)
const CODE_REQUIRED = { message: 'Enter the 6-digit code from your authenticator app.', twoFactorRequired: true }

type Role = 'owner' | 'manager' | 'host'

/** An account of this role, straight in the database (the CLI's way), and its session. */
async function signInAs(username: string, role: Role): Promise<string> {
  const db = t.database.handle.db
  await upsertStaff(db, username, STAFF_PASSWORD)
  await db.update(staffAccounts).set({ role }).where(eq(staffAccounts.username, username))
  const res = await login(username)
  expect(res.status).toBe(200)
  return cookieOf(res)
}

function login(username: string, code?: string, password = STAFF_PASSWORD) {
  return t.request('POST', '/api/auth/login', { body: { username, password, ...(code === undefined ? {} : { code }) } })
}

function cookieOf(res: Response): string {
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

/** Turns the second factor on for the signed-in account at NOW; its secret and recovery codes. */
async function turnOn(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.request('POST', '/api/auth/two-factor/setup', { cookie })
  expect(setup.status).toBe(200)
  const { secret } = (await setup.json()) as TwoFactorSetupJson
  const enable = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { code: totpCode(secret, NOW) } })
  expect(enable.status).toBe(200)
  return { secret, ...((await enable.json()) as RecoveryCodesJson) }
}

async function staffId(username: string): Promise<number> {
  const [row] = await t.database.handle.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.username, username))
  return row.id
}

describe('setting up the second factor', () => {
  it('gives a new secret, its otpauth address (the venue as issuer) and a QR code; nothing changes at sign-in yet', async () => {
    t.setNow(NOW)
    const cookie = await signInAs('olivia', 'owner')
    const res = await t.request('POST', '/api/auth/two-factor/setup', { cookie })
    expect(res.status).toBe(200)
    const body = (await res.json()) as TwoFactorSetupJson
    expect(Object.keys(body).sort()).toEqual(['otpauthUrl', 'qrCode', 'secret'])
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/${encodeURIComponent(DEFAULT_VENUE.name)}:olivia?issuer=${encodeURIComponent(DEFAULT_VENUE.name)}&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(body.qrCode).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>.*<\/svg>$/s)
    // Only pending: the password alone still signs in.
    expect((await login('olivia')).status).toBe(200)
    expect((await readTwoFactorStatus(t.database.handle.db, await staffId('olivia'))).enabled).toBe(false)
  })

  it('turns on with a code of the new secret only, and answers 10 distinct recovery codes once', async () => {
    t.setNow(NOW)
    const cookie = await signInAs('olivia', 'owner')
    const early = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { code: '123456' } })
    expect(early.status).toBe(400)
    expect((await early.json()).message).toBe('Start the set-up first: scan the QR code, then enter the code the app shows.')

    const { secret } = (await (await t.request('POST', '/api/auth/two-factor/setup', { cookie })).json()) as TwoFactorSetupJson
    const wrong = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { code: totpCode(secret, seconds(90)) } })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      message: 'That code is not right. Enter the 6-digit code your authenticator app shows now for this account.',
      details: [{ path: 'code', message: 'That code is not right. Enter the 6-digit code your authenticator app shows now for this account.' }],
    })

    const res = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { code: totpCode(secret, NOW) } })
    expect(res.status).toBe(200)
    const { recoveryCodes } = (await res.json()) as RecoveryCodesJson
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    // Kept only as hashes.
    const stored = await t.database.handle.db.select().from(staffRecoveryCodes)
    expect(stored).toHaveLength(10)
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash)
    expect(await readTwoFactorStatus(t.database.handle.db, await staffId('olivia'))).toEqual({
      role: 'owner',
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    })
    // A second set-up would replace the app's secret behind the owner's back: refused while it is on.
    expect((await t.request('POST', '/api/auth/two-factor/setup', { cookie })).status).toBe(409)
  })

  it("records the change in the audit trail as the staff member's, without the secret", async () => {
    t.setNow(NOW)
    const cookie = await signInAs('olivia', 'owner')
    await turnOn(cookie)
    const entries = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'staff'), eq(auditLog.actor, 'olivia')))
    expect(entries.map((e) => e.action)).toEqual(['update', 'update'])
    expect(entries[1].after).toEqual({ two_factor_enabled_at: expect.any(String) })
    expect(JSON.stringify(entries)).not.toMatch(/secret/i)
  })
})

describe('signing in with the second factor', () => {
  it('asks for the code when the password is right and no code or a wrong one was sent; the right code signs in', async () => {
    t.setNow(NOW)
    const { secret } = await turnOn(await signInAs('olivia', 'owner'))
    t.setNow(seconds(60))

    const noCode = await login('olivia')
    expect(noCode.status).toBe(401)
    expect(await noCode.json()).toEqual(CODE_REQUIRED)
    expect(noCode.headers.get('set-cookie')).toBeNull()
    expect(await (await login('olivia', '')).json()).toEqual(CODE_REQUIRED)
    expect(await (await login('olivia', '000000')).json()).toEqual(CODE_REQUIRED)
    // A wrong password says nothing about the second factor.
    expect(await (await login('olivia', totpCode(secret, seconds(60)), 'wrong password')).json()).toEqual({ message: 'Invalid username or password' })

    const res = await login('olivia', totpCode(secret, seconds(60)))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ username: 'olivia' })
    const session = await t.request('GET', '/api/auth/session', { cookie: cookieOf(res) })
    expect(session.status).toBe(200)
  })

  it('accepts a code one step early or late, not two', async () => {
    t.setNow(NOW)
    const { secret } = await turnOn(await signInAs('olivia', 'owner'))
    const step = (n: number) => totpCode(secret, seconds(30 * n))
    t.setNow(seconds(30 * 10 + 29.999)) // the last moment of step 10
    expect((await login('olivia', step(8))).status).toBe(401)
    expect((await login('olivia', step(12))).status).toBe(401)
    expect((await login('olivia', step(9))).status).toBe(200)
    expect((await login('olivia', step(11))).status).toBe(200)
  })

  it('refuses a code used once, and an older one after it, within their window', async () => {
    t.setNow(NOW)
    const { secret } = await turnOn(await signInAs('olivia', 'owner'))
    t.setNow(seconds(120))
    const code = totpCode(secret, seconds(120))
    expect((await login('olivia', code)).status).toBe(200)
    const replay = await login('olivia', code)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual(CODE_REQUIRED)
    // Kept in the database, not in this process: another process, or this one restarted, refuses it too.
    const anotherProcess = createApp(t.deps)
    const elsewhere = await anotherProcess.request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'olivia', password: STAFF_PASSWORD, code }),
    })
    expect(elsewhere.status).toBe(401)
    expect(await t.database.handle.db.select({ lastStep: staffTotpSteps.lastStep }).from(staffTotpSteps)).toEqual([{ lastStep: Math.floor(seconds(120).getTime() / 30_000) }])
    expect((await login('olivia', totpCode(secret, seconds(90)))).status).toBe(401)
    t.setNow(seconds(150))
    expect((await login('olivia', totpCode(secret, seconds(150)))).status).toBe(200)
    // The code that turned it on (step 0) is long past, and was used.
    t.setNow(NOW)
    expect((await login('olivia', totpCode(secret, NOW))).status).toBe(401)
  })

  it('signs in once with each recovery code, whatever its case, spaces or dashes', async () => {
    t.setNow(NOW)
    const { recoveryCodes } = await turnOn(await signInAs('olivia', 'owner'))
    const [first, second] = recoveryCodes
    expect((await login('olivia', first)).status).toBe(200)
    expect(await (await login('olivia', first)).json()).toEqual(CODE_REQUIRED)
    expect((await login('olivia', ` ${second.toUpperCase().replace('-', ' ')} `)).status).toBe(200)
    expect((await readTwoFactorStatus(t.database.handle.db, await staffId('olivia'))).recoveryCodesLeft).toBe(8)
  })

  it("counts wrong codes with wrong passwords: after 5, even the right code waits", async () => {
    t.setNow(NOW)
    const { secret } = await turnOn(await signInAs('olivia', 'owner'))
    t.setNow(seconds(300))
    await login('olivia', undefined, 'wrong password')
    await login('olivia')
    for (const code of ['111111', '222222', 'abcde-fghij']) expect((await login('olivia', code)).status).toBe(401)
    const throttled = await login('olivia', totpCode(secret, seconds(300)))
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('900')
    // After the window, the right code signs in, and clears the count.
    t.setNow(seconds(301 + 15 * 60))
    expect((await login('olivia', totpCode(secret, seconds(301 + 15 * 60)))).status).toBe(200)
  })

  it('leaves accounts without a second factor as they were', async () => {
    t.setNow(NOW)
    await signInAs('hanna', 'host')
    expect((await login('hanna')).status).toBe(200)
    expect((await login('hanna', '123456')).status).toBe(200)
  })
})

describe('turning the second factor off', () => {
  it('takes a code from the app or a recovery code; then the password alone signs in', async () => {
    t.setNow(NOW)
    const cookie = await signInAs('olivia', 'owner')
    const { secret } = await turnOn(cookie)
    t.setNow(seconds(60))
    const wrong = await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: { code: '000000' } })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).message).toBe(
      'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.',
    )
    expect((await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: {} })).status).toBe(400)
    const res = await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: { code: totpCode(secret, seconds(60)) } })
    expect(res.status).toBe(200)
    expect(await t.database.handle.db.select().from(staffRecoveryCodes)).toEqual([])
    expect((await login('olivia')).status).toBe(200)
    expect((await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: { code: '123456' } })).status).toBe(409)

    t.setNow(NOW)
    const again = await turnOn(cookie)
    const byRecovery = await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: { code: again.recoveryCodes[3] } })
    expect(byRecovery.status).toBe(200)
  })

  it('counts wrong codes like wrong passwords', async () => {
    t.setNow(NOW)
    const cookie = await signInAs('olivia', 'owner')
    const { secret } = await turnOn(cookie)
    for (let i = 0; i < 5; i++) {
      expect((await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: { code: `99999${i}` } })).status).toBe(400)
    }
    const throttled = await t.request('POST', '/api/auth/two-factor/disable', { cookie, body: { code: totpCode(secret, seconds(30)) } })
    expect(throttled.status).toBe(429)
  })
})

describe("the owner's rule", () => {
  it('can be required only by an owner whose own second factor is on', async () => {
    t.setNow(NOW)
    // The row the migration made (the test database is emptied between tests).
    await t.database.handle.db.insert(staffPolicy).values({ id: 1 })
    const cookie = await signInAs('olivia', 'owner')
    const refused = await t.request('PUT', '/api/auth/two-factor/policy', { cookie, body: { required: true } })
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toBe('Turn on your own second factor before requiring it for all owners and managers.')
    await turnOn(cookie)
    const res = await t.request('PUT', '/api/auth/two-factor/policy', { cookie, body: { required: true } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ required: true })
    expect((await t.request('PUT', '/api/auth/two-factor/policy', { cookie, body: { required: 'yes' } })).status).toBe(400)
    const [entry] = await t.database.handle.db.select().from(auditLog).where(and(eq(auditLog.resource, 'staff-policy'), eq(auditLog.actor, 'olivia')))
    expect(entry).toMatchObject({ actor: 'olivia', action: 'update', before: { require_two_factor: false }, after: { require_two_factor: true } })
  })

  it('holds a manager without a second factor to its set-up (403 elsewhere) until it is on; hosts never', async () => {
    t.setNow(NOW)
    const owner = await signInAs('olivia', 'owner')
    await turnOn(owner)
    expect((await t.request('PUT', '/api/auth/two-factor/policy', { cookie: owner, body: { required: true } })).status).toBe(200)

    const manager = await signInAs('marco', 'manager')
    const held = await t.request('GET', '/api/reservations?date=2026-11-27', { cookie: manager })
    expect(held.status).toBe(403)
    expect(await held.json()).toEqual({
      message: 'The owner requires a second factor for owners and managers. Turn it on in My account › Second factor first.',
    })
    expect((await t.request('PUT', '/api/tables/1', { cookie: manager, body: {} })).status).toBe(403)
    expect((await t.request('GET', '/api/auth/session', { cookie: manager })).status).toBe(200)
    await turnOn(manager)
    expect((await t.request('GET', '/api/reservations?date=2026-11-27', { cookie: manager })).status).toBe(200)

    const host = await signInAs('hanna', 'host')
    expect((await t.request('GET', '/api/reservations?date=2026-11-27', { cookie: host })).status).toBe(200)
    expect((await t.request('GET', '/api/reservations?date=2026-11-27', { cookie: owner })).status).toBe(200)
  })

  it('sends such an account from any admin page to the second-factor page, which it may open', async () => {
    t.setNow(NOW)
    const owner = await signInAs('olivia', 'owner')
    await turnOn(owner)
    await t.request('PUT', '/api/auth/two-factor/policy', { cookie: owner, body: { required: true } })
    await signInAs('marco', 'manager')
    const manager = { id: await staffId('marco'), username: 'marco', role: 'manager', twoFactor: false }
    const pageArgs = (path: string) =>
      ({
        context: { db: t.deps.db, config: t.config, clock: t.deps.clock, staff: manager, nonce: '' } as AppLoadContext,
        request: new Request(`http://localhost${path}`),
        params: {},
        unstable_pattern: '',
      }) as never
    const sent = await layoutLoader(pageArgs('/admin/dashboard')).catch((answer: unknown) => answer)
    expect(sent).toBeInstanceOf(Response)
    expect((sent as Response).status).toBe(302)
    expect((sent as Response).headers.get('location')).toBe('/admin/account/two-factor')
    expect(await layoutLoader(pageArgs('/admin/account/two-factor'))).toEqual({ username: 'marco', role: 'manager' })
    expect(await twoFactorPageLoader(pageArgs('/admin/account/two-factor'))).toEqual({
      status: { role: 'manager', enabled: false, required: true, recoveryCodesLeft: 0 },
    })
    // The owner, whose second factor is on, goes anywhere.
    const ownerArgs = { ...(pageArgs('/admin/dashboard') as object), context: { db: t.deps.db, staff: { id: await staffId('olivia'), username: 'olivia', role: 'owner', twoFactor: true } } }
    expect(await layoutLoader(ownerArgs as never)).toEqual({ username: 'olivia', role: 'owner' })
  })
})

