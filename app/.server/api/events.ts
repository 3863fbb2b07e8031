import { Hono } from 'hono'
import { listUpcomingEvents } from '../services/events'
import type { AppDeps, AppEnv } from './context'

export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await listUpcomingEvents(deps.db, deps.config.VENUE_TIMEZONE)))
}
