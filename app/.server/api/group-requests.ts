import { Hono } from 'hono'
import { groupRequestInputSchema } from '~/contracts/group-requests.schemas'
import { clientKey, requireStaff } from '../guard'
import { createGroupRequest, openGroupRequests } from '../services/group-requests'
import type { AppDeps, AppEnv } from '../app-deps'
import { inLanguage, requestedLanguage } from './booking-language'
import { mailContext } from './mail-context'
import { readJson } from './validate'

/** Guests send a group request; staff read the open ones (/api/group-requests). */
export function groupRequestRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const created = await inLanguage(await requestedLanguage(c), async () => {
        const input = await readJson(c, groupRequestInputSchema(clock.read().today))
        // Limited per address like a guest's online booking (staff record large parties as bookings).
        const limit = { clientKey: clientKey(c, config.TRUST_PROXY), perHour: config.BOOKINGS_PER_ADDRESS_PER_HOUR, perDay: config.BOOKINGS_PER_ADDRESS_PER_DAY }
        return createGroupRequest(db, clock, input, { limit, mail: mailContext(c, deps) })
      })
      return c.json(created, 201)
    })
    .get('/', requireStaff(deps), async (c) => c.json(await openGroupRequests(db, clock.read().today)))
}
