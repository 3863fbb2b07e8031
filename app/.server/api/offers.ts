import { Hono } from 'hono'
import { offerInputSchema } from '~/contracts/offers.schemas'
import { requireStaff } from '../guard'
import { createOffer, deleteOffer, listActiveOffers, listOffers, updateOffer } from '../services/offers'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'

/** What guests read, answered from the read cache. */
export const offerReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/active', 'api offers active', listActiveOffers)

/** What staff read and change. */
export function offerRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .get('/', staffOnly, async (c) => c.json(await listOffers(db)))
    .post('/', staffOnly, async (c) => c.json(await createOffer(db, await readJson(c, offerInputSchema)), 201))
    .put('/:id', staffOnly, async (c) => c.json(await updateOffer(db, idParam(c), await readJson(c, offerInputSchema))))
    .delete('/:id', staffOnly, noContent((c) => deleteOffer(db, idParam(c))))
}
