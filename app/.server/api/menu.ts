import { Hono } from 'hono'
import { isMenuCategory } from '~/lib/constants'
import { menuItemInputSchema } from '~/contracts/menu.schemas'
import { requireStaff } from '../auth/session'
import { createMenuItem, deleteMenuItem, listMenu, listMenuByCategory, updateMenuItem } from '../services/menu'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'
import { idParam, readJson } from './validate'

export function menuRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listMenu(db)))
    .get('/:category', async (c) => {
      const category = c.req.param('category')
      if (!isMenuCategory(category)) fail(404, `Unknown menu category: ${category}`)
      return c.json(await listMenuByCategory(db, category))
    })
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, menuItemInputSchema)
      return c.json(await createMenuItem(db, input), 201)
    })
    .put('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const input = await readJson(c, menuItemInputSchema)
      const item = await updateMenuItem(db, id, input)
      if (!item) fail(404, 'Menu item not found')
      return c.json(item)
    })
    .delete('/:id', staffOnly, async (c) => {
      if (!(await deleteMenuItem(db, idParam(c)))) fail(404, 'Menu item not found')
      return c.body(null, 204)
    })
}
