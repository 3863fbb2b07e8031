import { Hono } from 'hono'
import { requireStaff } from '../guard'
import { visitorStats } from '../services/visitors'
import type { AppDeps, AppEnv } from '../app-deps'

export function visitorStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await visitorStats(deps.db, deps.clock.read().today)))
}
