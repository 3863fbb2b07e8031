import { Hono } from 'hono'
import type { AppDeps, AppEnv } from './context'

/** GET /api/gallery (public) and the staff writes. Placeholder until the gallery lands. */
export function galleryReadRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
export function galleryRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
