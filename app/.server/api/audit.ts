import { Hono } from 'hono'
import { auditQuerySchema } from '~/contracts/audit.schemas'
import { requireStaff } from '../guard'
import { listAudit } from '../services/audit'
import type { AppDeps, AppEnv } from '../app-deps'
import { readQuery } from './validate'

/** GET /api/audit (owners): the trail, newest first, filtered, a page at a time. */
export function auditRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>().get('/', requireStaff(deps), async (c) => {
    return c.json(await listAudit(db, readQuery(c, auditQuerySchema), clock.timeZone))
  })
}
