import { Hono } from 'hono'
import { listUpcomingEvents } from '../services/events'
import type { AppDeps, AppEnv } from './context'

export function eventRoutes({ db, clock }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await listUpcomingEvents(db, clock)))
}
