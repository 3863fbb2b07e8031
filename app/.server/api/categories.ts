import { Hono } from 'hono'
import { categoryCreateSchema, categoryDeleteQuerySchema, categoryUpdateSchema } from '~/contracts/categories.schemas'
import { requireStaff } from '../guard'
import { createCategory, deleteCategory, listCategories, updateCategory } from '../services/categories'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { readJson, readQuery } from './validate'
import { asStaff } from './staff-write'

/** GET /api/categories: every category in display order, from the read cache. */
export const categoryReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/', 'api categories', listCategories)

/** Staff add, rename, reorder and delete categories. */
export function categoryRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, categoryCreateSchema)
      return c.json(await asStaff(c, db, (tx) => createCategory(tx, input)), 201)
    })
    .put('/:slug', staffOnly, async (c) => {
      const change = await readJson(c, categoryUpdateSchema)
      return c.json(await asStaff(c, db, (tx) => updateCategory(tx, c.req.param('slug'), change)))
    })
    .delete('/:slug', staffOnly, async (c) => {
      const { moveTo } = readQuery(c, categoryDeleteQuerySchema)
      await asStaff(c, db, (tx) => deleteCategory(tx, c.req.param('slug'), moveTo))
      return c.body(null, 204)
    })
}
