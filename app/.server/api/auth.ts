import { Hono } from 'hono'
import type { SessionJson } from '~/contracts/auth'
import { loginSchema } from '~/contracts/auth.schemas'
import { deviceName } from '~/lib/device-name'
import type { TwoFactorRequiredBody } from '~/contracts/two-factor'
import { clearSessionCookie, clientKey, requireStaff, sessionToken, setSessionCookie } from '../guard'
import { deleteSession, SecondFactorRequiredError, type SignedIn, signIn } from '../services/auth'
import type { AppDeps, AppEnv } from '../app-deps'
import { twoFactorRoutes } from './two-factor'
import { readJson } from './validate'

export function authRoutes(deps: AppDeps) {
  const { db, config, clock } = deps
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = await readJson(c, loginSchema)
      let signedIn: SignedIn
      try {
        const device = deviceName(c.req.header('user-agent'))
        // Attempts and codes on the venue clock (which tests set); the session on the real one, which the guard reads.
        signedIn = await signIn(db, input, clientKey(c, config.TRUST_PROXY), new Date(clock.now()), { device, sessionStart: new Date() })
      } catch (error) {
        if (!(error instanceof SecondFactorRequiredError)) throw error
        return c.json({ message: error.message, twoFactorRequired: true } satisfies TwoFactorRequiredBody, 401)
      }
      setSessionCookie(c, signedIn.token, input.remember ? signedIn.expiresAt : null, config.TRUST_PROXY)
      return c.json({ username: signedIn.staff.username })
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
    .route('/two-factor', twoFactorRoutes(deps))
}
