import { Hono } from 'hono'
import { seatingRulesInputSchema } from '~/contracts/seating-rules.schemas'
import { requireStaff } from '../guard'
import { saveSeatingRules } from '../services/seating-rules'
import { readSeatingRules } from '../services/seating-rules-read'
import type { AppDeps, AppEnv } from '../app-deps'
import { sendSharedRead } from './shared-read'
import { readJson } from './validate'
import { asStaff } from './staff-write'

/** GET /api/seating-rules: what the booking form reads (the interval, stays, pacing, change cut-off), from the read cache. */
export function seatingRulesReadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => sendSharedRead(c, deps, () => 'api seating-rules', () => readSeatingRules(deps.db)))
}

/** PUT /api/seating-rules (staff): replaces the rules; answers them with the bookings staff should contact. */
export function seatingRulesRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>().put('/', requireStaff(deps), async (c) => {
    const input = await readJson(c, seatingRulesInputSchema)
    return c.json(await asStaff(c, db, (tx) => saveSeatingRules(tx, clock.today(), input)))
  })
}
