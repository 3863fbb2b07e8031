import { Hono } from 'hono'
import { listUpcomingEvents } from '../services/events'
import type { AppDeps, AppEnv } from './context'
import { sendSharedRead } from './shared-read'

export function eventRoutes(deps: AppDeps) {
  const { db, clock } = deps
  // Which events are upcoming changes with the venue day.
  return new Hono<AppEnv>().get('/', (c) => sendSharedRead(c, deps, `api events ${clock.today()}`, () => listUpcomingEvents(db, clock)))
}

/** Staff writes: POST, PUT /:id, DELETE /:id. Placeholder until the events screen lands. */
export function eventWriteRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
