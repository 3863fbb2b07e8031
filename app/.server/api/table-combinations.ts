import { Hono } from 'hono'
import { tableCombinationInputSchema } from '~/contracts/table-combinations.schemas'
import { requireStaff } from '../guard'
import { createTableCombination, deleteTableCombination, listTableCombinations } from '../services/table-combinations'
import type { AppDeps, AppEnv } from '../app-deps'
import { noContent } from './no-content'
import { idParam, readJson } from './validate'

/** Staff: joined tables (/api/table-combinations). */
export function tableCombinationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await listTableCombinations(db, clock)))
    .post('/', async (c) => c.json(await createTableCombination(db, await readJson(c, tableCombinationInputSchema)), 201))
    .delete('/:id', noContent((c) => deleteTableCombination(db, clock, idParam(c))))
}
