import { Hono } from 'hono'
import type { CategoryKind } from '~/contracts/categories'
import { menuItemFlagsSchema, menuItemInputSchema } from '~/contracts/menu.schemas'
import { requireStaff } from '../guard'
import { NotFoundError } from '../services/errors'
import { createMenuItem, deleteMenuItem, listCategoryItems, listDrinks, listMenu, setMenuItemFlags, updateMenuItem } from '../services/menu'
import type { AppDeps, AppEnv } from '../app-deps'
import { keyInLanguage, readLanguage, sendSharedRead } from './shared-read'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'
import { asStaff } from './staff-write'

/**
 * What guests read, answered from the read cache. Keyed by the venue day too: "sold out today" ends with it.
 * GET /api/menu/:category answers for a category of any kind; /api/drinks/:category only for drink categories.
 */
function itemReadRoutes(deps: AppDeps, kind: CategoryKind) {
  const { db, clock } = deps
  const name = kind === 'food' ? 'menu' : 'drinks'
  const listAll = kind === 'food' ? listMenu : listDrinks
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const lang = readLanguage(c)
      return sendSharedRead(c, deps, (today) => keyInLanguage(lang, `api ${name} ${today}`), () => listAll(db, clock.read().instant, lang))
    })
    .get('/:category', (c) => {
      const category = c.req.param('category')
      const lang = readLanguage(c)
      return sendSharedRead(c, deps, (today) => keyInLanguage(lang, `api ${name} ${category} ${today}`), async () => {
        const items = await listCategoryItems(db, clock.read().instant, category, kind === 'drink' ? 'drink' : undefined, lang)
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
    .post('/', staffOnly, async (c) => {
      const input = await readJson(c, menuItemInputSchema)
      return c.json(await asStaff(c, db, (tx) => createMenuItem(tx, clock, input)), 201)
    })
    .put('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const input = await readJson(c, menuItemInputSchema)
      return c.json(await asStaff(c, db, (tx) => updateMenuItem(tx, clock, id, input)))
    })
    .patch('/:id', staffOnly, async (c) => {
      const id = idParam(c)
      const flags = await readJson(c, menuItemFlagsSchema)
      return c.json(await asStaff(c, db, (tx) => setMenuItemFlags(tx, clock, id, flags)))
    })
    .delete('/:id', staffOnly, noContent((c) => asStaff(c, db, (tx) => deleteMenuItem(tx, idParam(c)))))
}
