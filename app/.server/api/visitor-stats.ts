import { Hono } from 'hono'
import { venueToday } from '~/lib/venue-time'
import { requireStaff } from '../auth/session'
import { visitorStats } from '../services/visitors'
import type { AppDeps, AppEnv } from './context'

export function visitorStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await visitorStats(deps.db, venueToday(deps.config.VENUE_TIMEZONE))))
}
