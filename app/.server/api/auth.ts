import type { Context } from 'hono'
import { Hono } from 'hono'
import { INVALID_CREDENTIALS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '~/contracts/auth'
import { loginSchema } from '~/contracts/auth.schemas'
import {
  clearSessionCookie,
  sessionToken,
  setSessionCookie,
} from '../auth/session'
import {
  authenticate,
  clearLoginFailures,
  createSession,
  deleteSession,
  findSessionStaff,
  loginRetryAfterSeconds,
  recordLoginFailure,
  sha256,
} from '../services/staff'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'
import { readJson } from './validate'

/** The client's address, hashed: a throttling key that is not personal data in the database. */
function clientKey(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  const address = forwarded || c.env?.incoming?.socket?.remoteAddress || 'unknown'
  return sha256(`login-throttle:${address}`)
}

export function throttleMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const { username, password, remember } = await readJson(c, loginSchema)
      const client = clientKey(c, config.TRUST_PROXY)
      const waitSeconds = await loginRetryAfterSeconds(db, username, client)
      if (waitSeconds > 0) {
        fail(429, throttleMessage(waitSeconds), undefined, { 'retry-after': String(waitSeconds) })
      }
      const staff = await authenticate(db, username, password)
      if (!staff) {
        await recordLoginFailure(db, username, client)
        fail(401, INVALID_CREDENTIALS_MESSAGE)
      }
      await clearLoginFailures(db, username)
      const session = await createSession(db, staff.id, remember)
      setSessionCookie(c, session.token, remember ? session.expiresAt : null, config.TRUST_PROXY)
      return c.json({ username: staff.username })
    })
    .post('/logout', async (c) => {
      const token = sessionToken(c)
      if (token) await deleteSession(db, token)
      clearSessionCookie(c)
      return c.json({ message: 'Signed out' })
    })
    .get('/session', async (c) => {
      const token = sessionToken(c)
      const staff = token ? await findSessionStaff(db, token) : null
      if (!staff) fail(401, SIGN_IN_REQUIRED_MESSAGE)
      return c.json({ username: staff.username })
    })
}
