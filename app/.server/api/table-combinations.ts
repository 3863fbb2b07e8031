import { Hono } from 'hono'
import { tableCombinationInputSchema } from '~/contracts/table-combinations.schemas'
import { requireStaff } from '../guard'
import { createTableCombination, deleteTableCombination, listTableCombinations } from '../services/table-combinations'
import type { AppDeps, AppEnv } from '../app-deps'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'
import { asStaff } from './staff-write'

/** Staff: joined tables (/api/table-combinations). */
export function tableCombinationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await listTableCombinations(db, clock)))
    .post('/', async (c) => {
      const input = await readJson(c, tableCombinationInputSchema)
      return c.json(await asStaff(c, db, (tx) => createTableCombination(tx, input)), 201)
    })
    .delete('/:id', noContent((c) => asStaff(c, db, (tx) => deleteTableCombination(tx, clock, idParam(c)))))
}
