import { Hono } from 'hono'
import type { SessionJson } from '~/contracts/auth'
import { loginSchema } from '~/contracts/auth.schemas'
import { deviceName } from '~/lib/device-name'
import { clearSessionCookie, clientKey, requireStaff, sessionToken, setSessionCookie } from '../guard'
import { deleteSession, signIn } from '../services/auth'
import type { AppDeps, AppEnv } from '../app-deps'
import { readJson } from './validate'

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = await readJson(c, loginSchema)
      const device = deviceName(c.req.header('user-agent'))
      const { staff, token, expiresAt } = await signIn(db, input, clientKey(c, config.TRUST_PROXY), new Date(), device)
      setSessionCookie(c, token, input.remember ? expiresAt : null, config.TRUST_PROXY)
      return c.json({ username: staff.username })
    })
    .post('/logout', async (c) => {
      const token = sessionToken(c)
      if (token) await deleteSession(db, token)
      clearSessionCookie(c)
      return c.json({ message: 'Signed out' })
    })
    .get('/session', requireStaff(deps), (c) => {
      const { username, role, twoFactor } = c.get('staff')
      return c.json({ username, role, twoFactor } satisfies SessionJson)
    })
}
