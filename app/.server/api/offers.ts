import { Hono } from 'hono'
import { offerInputSchema } from '~/contracts/offers.schemas'
import { requireStaff } from '../guard'
import { createOffer, deleteOffer, listActiveOffers, listOffers, updateOffer } from '../services/offers'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'
import { asStaff } from './staff-write'

/** What guests read, answered from the read cache. */
export const offerReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/active', 'api offers active', listActiveOffers)

/** What staff read and change. */
export function offerRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .get('/', staffOnly, async (c) => c.json(await listOffers(db)))
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, offerInputSchema)
      return c.json(await asStaff(c, db, (tx) => createOffer(tx, input)), 201)
    })
    .put('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const input = await readJson(c, offerInputSchema)
      return c.json(await asStaff(c, db, (tx) => updateOffer(tx, id, input)))
    })
    .delete('/:id', staffOnly, noContent((c) => asStaff(c, db, (tx) => deleteOffer(tx, idParam(c)))))
}
