import { type Context, Hono } from 'hono'
import { newStaffSchema, ownPasswordSchema, setupSchema, staffChangeSchema } from '~/contracts/staff.schemas'
import { clientKey, requireStaff, sessionToken } from '../guard'
import { sha256 } from '../services/auth'
import {
  changeOwnPassword,
  completeSetup,
  createStaffAccount,
  endAllSessions,
  endOtherOwnSessions,
  endSession,
  listSessions,
  listStaffAccounts,
  updateStaffAccount,
} from '../services/staff-accounts'
import type { AppDeps, AppEnv } from '../app-deps'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'

/** The SHA-256 of this request's session token (requireStaff has checked there is one). */
const currentTokenHash = (c: Context<AppEnv>) => sha256(sessionToken(c) ?? '')

/** Owners: the staff accounts (/api/staff). */
export function staffRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await listStaffAccounts(db)))
    .post('/', async (c) => c.json(await createStaffAccount(db, c.get('staff'), await readJson(c, newStaffSchema)), 201))
    .patch('/:id', async (c) => {
      const id = idParam(c)
      return c.json(await updateStaffAccount(db, c.get('staff'), id, await readJson(c, staffChangeSchema)))
    })
    .get('/:id/sessions', async (c) => c.json(await listSessions(db, idParam(c), currentTokenHash(c))))
    .delete('/:id/sessions', noContent((c) => endAllSessions(db, c.get('staff'), idParam(c))))
}

/** Owners: any one session, by its id (/api/sessions). */
export function sessionRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .delete('/:id', noContent((c) => endSession(db, c.get('staff'), idParam(c))))
}

/** Any signed-in staff member: their own password and sessions (/api/auth/account). */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .post('/password', async (c) => {
      const input = await readJson(c, ownPasswordSchema)
      await changeOwnPassword(db, c.get('staff'), input, currentTokenHash(c), clientKey(c, config.TRUST_PROXY))
      return c.json({ message: 'Password changed. Your other sessions were ended.' })
    })
    .get('/sessions', async (c) => c.json(await listSessions(db, c.get('staff').id, currentTokenHash(c))))
    .delete('/sessions', noContent((c) => endOtherOwnSessions(db, c.get('staff'), currentTokenHash(c))))
    .delete('/sessions/:id', noContent((c) => endSession(db, c.get('staff'), idParam(c), c.get('staff').id)))
}

/** Public, throttled like the login: the holder of a set-up link chooses their password (/api/auth/setup). */
export function setupRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>().post('/', async (c) => {
    const input = await readJson(c, setupSchema)
    return c.json(await completeSetup(db, input, clientKey(c, config.TRUST_PROXY)))
  })
}
