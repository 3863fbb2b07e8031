import { Hono } from 'hono'
import { twoFactorCodeSchema, twoFactorPolicySchema } from '~/contracts/two-factor.schemas'
import type { RecoveryCodesJson, TwoFactorPolicyJson } from '~/contracts/two-factor'
import { clientKey, requireStaff } from '../guard'
import { clearAttempts, countAttempt } from '../services/auth'
import { disableTwoFactor, enableTwoFactor, setTwoFactorPolicy, startTwoFactorSetup } from '../services/two-factor'
import { readVenue } from '../services/venue'
import type { AppDeps, AppEnv } from '../app-deps'
import { readJson } from './validate'

/** /api/auth/two-factor: set up, turn on and off the signed-in account's second factor; the owner's rule. */
export function twoFactorRoutes(deps: AppDeps) {
  const { db, config, clock } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .post('/setup', async (c) => c.json(await startTwoFactorSetup(db, c.get('staff'), (await readVenue(db)).name)))
    .post('/enable', async (c) => {
      const { code } = await readJson(c, twoFactorCodeSchema)
      const recoveryCodes = await enableTwoFactor(db, c.get('staff'), code, new Date(clock.now()))
      return c.json({ recoveryCodes } satisfies RecoveryCodesJson)
    })
    .post('/disable', async (c) => {
      const { code } = await readJson(c, twoFactorCodeSchema)
      const staff = c.get('staff')
      const now = new Date(clock.now())
      // Its codes are guessed no faster than at sign-in: the same count of attempts.
      const client = clientKey(c, config.TRUST_PROXY)
      await countAttempt(db, staff.username, client, now)
      await disableTwoFactor(db, staff, code, now)
      await clearAttempts(db, staff.username, client)
      return c.json({ message: 'The second factor is off.' })
    })
    .put('/policy', async (c) => {
      const { required } = await readJson(c, twoFactorPolicySchema)
      return c.json({ required: await setTwoFactorPolicy(db, c.get('staff'), required) } satisfies TwoFactorPolicyJson)
    })
}
