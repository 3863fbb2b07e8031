import { type Context, Hono } from 'hono'
import { barSeatsSchema, tableInputSchema, tableUpdateSchema } from '~/contracts/tables.schemas'
import { requireStaff } from '../auth/session'
import { createTable, deleteTable, getBarSeats, listTables, setBarSeats, updateTable } from '../services/tables'
import { seatingCall } from './booking-errors'
import type { AppDeps, AppEnv } from './context'
import { fail } from './errors'
import { idParam, readJson } from './validate'

/** Staff: the venue's tables (/api/tables). */
export function tableRoutes(deps: AppDeps) {
  const { db, config } = deps
  const timeZone = config.VENUE_TIMEZONE
  const staffOnly = requireStaff(deps)
  const update = async (c: Context<AppEnv>) => {
    const id = idParam(c)
    const change = await readJson(c, tableUpdateSchema)
    // `?confirm=true` is the same as a body `confirm: true`.
    const confirm = change.confirm ?? c.req.query('confirm') === 'true'
    const result = await seatingCall(() => updateTable(db, id, { ...change, confirm }, { timeZone }))
    if (!result) fail(404, 'Table not found')
    return c.json(result)
  }
  return new Hono<AppEnv>()
    .use(staffOnly)
    .get('/', async (c) => c.json(await listTables(db, { timeZone })))
    .post('/', async (c) => {
      const input = await readJson(c, tableInputSchema)
      return c.json(await seatingCall(() => createTable(db, input)), 201)
    })
    .patch('/:id', update)
    .put('/:id', update)
    .delete('/:id', async (c) => {
      const id = idParam(c)
      if (!(await seatingCall(() => deleteTable(db, id)))) fail(404, 'Table not found')
      return c.body(null, 204)
    })
}

/** Staff: the number of bar seats (/api/bar-seats). */
export function barSeatRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json({ barSeats: await getBarSeats(db) }))
    .put('/', async (c) => {
      const { barSeats } = await readJson(c, barSeatsSchema)
      return c.json({ barSeats: await seatingCall(() => setBarSeats(db, barSeats, { timeZone: config.VENUE_TIMEZONE })) })
    })
}
