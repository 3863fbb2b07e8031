import { Hono } from 'hono'
import { offerInputSchema } from '~/contracts/offers.schemas'
import { requireStaff } from '../auth/session'
import { createOffer, deleteOffer, listActiveOffers, listOffers, updateOffer } from '../services/offers'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'
import { idParam, readJson } from './validate'

export function offerRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .get('/active', async (c) => c.json(await listActiveOffers(db)))
    .get('/', staffOnly, async (c) => c.json(await listOffers(db)))
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, offerInputSchema)
      return c.json(await createOffer(db, input), 201)
    })
    .put('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const input = await readJson(c, offerInputSchema)
      const offer = await updateOffer(db, id, input)
      if (!offer) fail(404, 'Offer item not found')
      return c.json(offer)
    })
    .delete('/:id', staffOnly, async (c) => {
      if (!(await deleteOffer(db, idParam(c)))) fail(404, 'Offer item not found')
      return c.body(null, 204)
    })
}
