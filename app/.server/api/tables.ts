import { type Context, Hono } from 'hono'
import { barSeatsSchema, tableInputSchema, tableUpdateSchema } from '~/contracts/tables.schemas'
import { requireStaff } from '../guard'
import { createTable, deleteTable, getBarSeats, listTables, setBarSeats, updateTable } from '../services/tables'
import type { AppDeps, AppEnv } from '../app-deps'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'
import { asStaff } from './staff-write'

/** Staff: the venue's tables (/api/tables). */
export function tableRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const update = async (c: Context<AppEnv>) => {
    const id = idParam(c)
    const change = await readJson(c, tableUpdateSchema)
    // `?confirm=true` is the same as a body `confirm: true`.
    const confirm = change.confirm ?? c.req.query('confirm') === 'true'
    return c.json(await asStaff(c, db, (tx) => updateTable(tx, clock, id, { ...change, confirm })))
  }
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await listTables(db, clock)))
    .post('/', async (c) => {
      const input = await readJson(c, tableInputSchema)
      return c.json(await asStaff(c, db, (tx) => createTable(tx, input)), 201)
    })
    .patch('/:id', update)
    .put('/:id', update)
    .delete('/:id', noContent((c) => asStaff(c, db, (tx) => deleteTable(tx, idParam(c)))))
}

/** Staff: the number of bar seats (/api/bar-seats). */
export function barSeatRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json({ barSeats: await getBarSeats(db) }))
    .put('/', async (c) => {
      const { barSeats } = await readJson(c, barSeatsSchema)
      return c.json({ barSeats: await asStaff(c, db, (tx) => setBarSeats(tx, clock, barSeats)) })
    })
}
