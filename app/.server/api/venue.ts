import { Hono } from 'hono'
import type { AppDeps, AppEnv } from './context'

/** GET /api/venue (public) and PUT /api/venue (staff). Placeholder until the venue settings land. */
export function venueReadRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
export function venueRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
