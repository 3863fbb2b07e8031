import { Hono } from 'hono'
import { auditQuerySchema } from '~/contracts/audit.schemas'
import { requireStaff } from '../guard'
import { listAudit, staffRole } from '../services/audit'
import type { AppDeps, AppEnv } from '../app-deps'
import { apiError } from './errors'
import { readQuery } from './validate'

/** GET /api/audit (owners): the trail, newest first, filtered, a page at a time. */
export function auditRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>().get('/', requireStaff(deps), async (c) => {
    // Until the roles' one table guards every route, the trail guards itself: owners only.
    const role = await staffRole(db, c.get('staff').id)
    if (role !== 'owner') return apiError(403, `Your role (${role}) cannot read the audit log. Ask the owner.`)
    return c.json(await listAudit(db, readQuery(c, auditQuerySchema), clock.timeZone))
  })
}
