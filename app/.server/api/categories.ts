import { Hono } from 'hono'
import { categoryCreateSchema, categoryDeleteQuerySchema, categoryUpdateSchema } from '~/contracts/categories.schemas'
import { requireStaff } from '../guard'
import { createCategory, deleteCategory, listCategories, updateCategory } from '../services/categories'
import type { AppDeps, AppEnv } from '../app-deps'
import { sharedReadRoutes } from './shared-read'
import { readJson, readQuery } from './validate'

/** GET /api/categories: every category in display order, from the read cache. */
export const categoryReadRoutes = (deps: AppDeps) => sharedReadRoutes(deps, '/', 'api categories', listCategories)

/** Staff add, rename, reorder and delete categories. */
export function categoryRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', staffOnly, async (c) => c.json(await createCategory(db, await readJson(c, categoryCreateSchema)), 201))
    .put('/:slug', staffOnly, async (c) => c.json(await updateCategory(db, c.req.param('slug'), await readJson(c, categoryUpdateSchema))))
    .delete('/:slug', staffOnly, async (c) => {
      const { moveTo } = readQuery(c, categoryDeleteQuerySchema)
      await deleteCategory(db, c.req.param('slug'), moveTo)
      return c.body(null, 204)
    })
}
