import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The layering rule's findings for a probe file at `file` (which need not exist) holding `code`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

const use = (specifier: string) => `import * as probe from '${specifier}'\nexport default probe\n`

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a feature importing another feature', 'app/features/menu/probe.ts', '~/features/booking/use-debounced-value'],
    ['a feature importing a service', 'app/features/menu/probe.ts', '~/.server/services/menu'],
    ['a feature importing the database schema', 'app/features/staff-menu/probe.ts', '~/.server/db/schema'],
    ['a route importing the database schema', 'app/routes/probe.tsx', '~/.server/db/schema'],
    ['a route importing the database client', 'app/routes/probe.tsx', '~/.server/db/client'],
    ['a component importing a feature', 'app/components/probe.tsx', '~/features/menu/queries'],
    ['a component importing server code', 'app/components/probe.tsx', '~/.server/guard'],
    ['a contract importing server code', 'app/contracts/probe.ts', '~/.server/services/errors'],
    ['lib importing a contract', 'app/lib/probe.ts', '~/contracts/menu'],
    ['lib importing a component', 'app/lib/probe.ts', '~/components/venue'],
    ['a feature importing a route', 'app/features/menu/probe.ts', '~/routes/menu'],
    ['a service importing the API', 'app/.server/services/probe.ts', '../api/errors'],
    ['a service importing the guard', 'app/.server/services/probe.ts', '~/.server/guard'],
    ['a service importing start-up code', 'app/.server/services/probe.ts', '~/.server/startup'],
    ['the database layer importing a service', 'app/.server/db/probe.ts', '../services/menu'],
  ])('refuses %s', async (_what, file, specifier) => {
    expect(await boundaryErrors(file, use(specifier))).toHaveLength(1)
  })

  it.each([
    ['a feature importing its own module', 'app/features/menu/probe.ts', './queries'],
    ['a feature importing components, lib and contracts', 'app/features/menu/probe.ts', '~/components/venue'],
    ['a feature importing a contract', 'app/features/menu/probe.ts', '~/contracts/menu'],
    ['a route importing a feature', 'app/routes/probe.tsx', '~/features/menu/queries'],
    ['a route loader reading through a service', 'app/routes/probe.tsx', '~/.server/services/menu'],
    ['a route guarding with the guard module', 'app/routes/probe.tsx', '~/.server/guard'],
    ['lib reading the error envelope type', 'app/lib/probe.ts', '~/contracts/errors'],
    ['a contract importing lib', 'app/contracts/probe.ts', '~/lib/constants'],
    ['a service importing the database', 'app/.server/services/probe.ts', '../db/schema'],
    ['the API importing a service', 'app/.server/api/probe.ts', '../services/menu'],
  ])('allows %s', async (_what, file, specifier) => {
    expect(await boundaryErrors(file, use(specifier))).toEqual([])
  })
})
