import { Hono } from 'hono'
import type { CategoryKind } from '~/contracts/categories'
import { menuItemFlagsSchema, menuItemInputSchema } from '~/contracts/menu.schemas'
import { requireStaff } from '../guard'
import { NotFoundError } from '../services/errors'
import { createMenuItem, deleteMenuItem, listCategoryItems, listDrinks, listMenu, setMenuItemFlags, updateMenuItem } from '../services/menu'
import type { AppDeps, AppEnv } from '../app-deps'
import { sendSharedRead } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'

/**
 * What guests read, answered from the read cache. Keyed by the venue day too: "sold out today" ends with it.
 * GET /api/menu/:category answers for a category of any kind; /api/drinks/:category only for drink categories.
 */
function itemReadRoutes(deps: AppDeps, kind: CategoryKind) {
  const { db, clock } = deps
  const name = kind === 'food' ? 'menu' : 'drinks'
  const listAll = kind === 'food' ? listMenu : listDrinks
  return new Hono<AppEnv>()
    .get('/', (c) => sendSharedRead(c, deps, (today) => `api ${name} ${today}`, () => listAll(db, clock.read().instant)))
    .get('/:category', (c) => {
      const category = c.req.param('category')
      return sendSharedRead(c, deps, (today) => `api ${name} ${category} ${today}`, async () => {
        const items = await listCategoryItems(db, clock.read().instant, category, kind === 'drink' ? 'drink' : undefined)
        if (!items) throw new NotFoundError(`Unknown ${kind === 'drink' ? 'drinks' : 'menu'} category: ${category}`)
        return items
      })
    })
}

export const menuReadRoutes = (deps: AppDeps) => itemReadRoutes(deps, 'food')
export const drinkReadRoutes = (deps: AppDeps) => itemReadRoutes(deps, 'drink')

/** What staff change. */
export function menuRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const staffOnly = requireStaff(deps)
  return new Hono<AppEnv>()
    .post('/', staffOnly, async (c) => c.json(await createMenuItem(db, clock, await readJson(c, menuItemInputSchema)), 201))
    .put('/:id', staffOnly, async (c) => c.json(await updateMenuItem(db, clock, idParam(c), await readJson(c, menuItemInputSchema))))
    .patch('/:id', staffOnly, async (c) => c.json(await setMenuItemFlags(db, clock, idParam(c), await readJson(c, menuItemFlagsSchema))))
    .delete('/:id', staffOnly, noContent((c) => deleteMenuItem(db, idParam(c))))
}
