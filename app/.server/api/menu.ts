import { Hono } from 'hono'
import { menuItemInputSchema } from '~/contracts/menu.schemas'
import { isMenuCategory } from '~/lib/constants'
import { requireStaff } from '../guard'
import { NotFoundError } from '../services/errors'
import { createMenuItem, deleteMenuItem, listMenu, listMenuByCategory, updateMenuItem } from '../services/menu'
import type { AppDeps, AppEnv } from './context'
import { sendSharedRead } from './shared-read'
import { idParam, readJson } from './validate'

/** What guests read, answered from the read cache. */
export function menuReadRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/', (c) => sendSharedRead(c, deps, 'api menu', () => listMenu(db)))
    .get('/:category', (c) => {
      const category = c.req.param('category')
      if (!isMenuCategory(category)) throw new NotFoundError(`Unknown menu category: ${category}`)
      return sendSharedRead(c, deps, `api menu ${category}`, () => listMenuByCategory(db, category))
    })
}

/** What staff change. */
export function menuRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', staffOnly, async (c) => c.json(await createMenuItem(db, await readJson(c, menuItemInputSchema)), 201))
    .put('/:id', staffOnly, async (c) => c.json(await updateMenuItem(db, idParam(c), await readJson(c, menuItemInputSchema))))
    .delete('/:id', staffOnly, async (c) => {
      await deleteMenuItem(db, idParam(c))
      return c.body(null, 204)
    })
}
