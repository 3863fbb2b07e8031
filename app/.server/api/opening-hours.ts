import { Hono } from 'hono'
import type { AppDeps, AppEnv } from './context'

/** GET /api/opening-hours (public) and PUT /api/opening-hours (staff). Placeholder until the hours land. */
export function openingHoursReadRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
export function openingHoursRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
