import { Hono } from 'hono'
import { venueInputSchema } from '~/contracts/venue.schemas'
import { requireStaff } from '../guard'
import { readVenue, writeVenue } from '../services/venue'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { readJson } from './validate'
import { asStaff } from './staff-write'

/** GET /api/venue: what guests read, answered from the read cache. */
export const venueReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/', 'api venue', readVenue)

/** PUT /api/venue (staff): all the details at once. */
export function venueRoutes(deps: AppDeps) {
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>().put('/', staffOnly, async (c) => {
    const input = await readJson(c, venueInputSchema)
    return c.json(await asStaff(c, deps.db, (tx) => writeVenue(tx, input)))
  })
}
