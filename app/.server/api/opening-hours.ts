import { Hono } from 'hono'
import { openingHoursInputSchema } from '~/contracts/opening-hours.schemas'
import { requireStaff } from '../guard'
import { checkOpeningHours, readOpeningHours, saveOpeningHours } from '../services/opening-hours'
import type { AppDeps, AppEnv } from '../app-deps'
import { keyInLanguage, readLanguage, sendSharedRead } from './shared-read'
import { readJson } from './validate'
import { asStaff } from './staff-write'

/** GET /api/opening-hours: what guests read (the exceptions from the venue's today on), from the read cache. */
export function openingHoursReadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const lang = readLanguage(c)
    return sendSharedRead(c, deps, (today) => keyInLanguage(lang, `api opening-hours ${today}`), (today) => readOpeningHours(deps.db, today, lang))
  })
}

/**
 * PUT /api/opening-hours (staff): replaces the hours; answers them with the bookings staff should contact and the
 * events now closed. POST /api/opening-hours/check (staff): the same lists for hours not saved yet.
 */
export function openingHoursRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .put('/', staffOnly, async (c) => {
      const today = clock.today()
      const input = await readJson(c, openingHoursInputSchema(today))
      return c.json(await asStaff(c, db, (tx) => saveOpeningHours(tx, today, clock.timeZone, input)))
    })
    .post('/check', staffOnly, async (c) => {
      const today = clock.today()
      return c.json(await checkOpeningHours(db, today, clock.timeZone, await readJson(c, openingHoursInputSchema(today))))
    })
}
