import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-deps'
import { requireStaff } from '../guard'
import { missingTranslations, staffTranslations } from '../services/translations'

/** Staff's view of the content's translations (the roles table says who may read it). */
export function translationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .get('/', staffOnly, async (c) => c.json(await staffTranslations(db, clock.today())))
    .get('/missing', staffOnly, async (c) => c.json(await missingTranslations(db, clock.today())))
}
