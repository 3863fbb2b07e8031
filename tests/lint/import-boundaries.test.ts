import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** One rule's findings for a probe file at `file` (which need not exist) holding `code`. */
async function lintErrors(file: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message)
}

const boundaryErrors = (file: string, code: string) => lintErrors(file, code, 'import-x/no-restricted-paths')
const cycleErrors = (file: string, code: string) => lintErrors(file, code, 'import-x/no-cycle')

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
    ['a service importing an edge', 'app/.server/services/probe.ts', '../email-sender'],
    ['the API importing an edge other than the guard', 'app/.server/api/probe.ts', '../startup'],
    ['the API importing the e-mail layer', 'app/.server/api/probe.ts', '../email/booking-email'],
    ['a route importing the e-mail layer', 'app/routes/probe.tsx', '~/.server/email/booking-email'],
    ['the e-mail layer importing a service', 'app/.server/email/probe.ts', '../services/venue'],
    ['the e-mail layer importing the database', 'app/.server/email/probe.ts', '../db/schema'],
    ['the e-mail layer importing the API', 'app/.server/email/probe.ts', '../api/errors'],
    ['the e-mail layer importing a .server helper', 'app/.server/email/probe.ts', '../config'],
    // A .server root file that is not an edge is a helper (the probes stand in for existing ones).
    ['a .server helper importing a service', 'app/.server/config.ts', './services/menu'],
    ['a .server helper importing the database schema', 'app/.server/logger.ts', './db/schema'],
    ['a .server helper importing the API', 'app/.server/read-cache.ts', './api/errors'],
    ['a .server helper importing the e-mail layer', 'app/.server/prepared-answer.ts', './email/booking-email'],
    ['a .server helper importing an edge', 'app/.server/security-headers.ts', './guard'],
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
    ['the API using a .server helper', 'app/.server/api/probe.ts', '../read-cache'],
    ['a service importing the e-mail layer', 'app/.server/services/probe.ts', '../email/booking-email'],
    ['the e-mail layer importing lib', 'app/.server/email/probe.ts', '~/lib/plural'],
    ['the e-mail layer importing a contract', 'app/.server/email/probe.ts', '~/contracts/emails'],
    ['an edge importing a service', 'app/.server/startup.ts', './services/menu'],
    ['an edge importing the API', 'app/.server/pages.ts', './api/errors'],
    ['the sender (an edge) importing the e-mail layer', 'app/.server/email-sender.ts', './email/booking-email'],
    ['a .server helper importing another', 'app/.server/page-cache.ts', './prepared-answer'],
    ['a .server helper importing the database handle', 'app/.server/app-deps.ts', './db/client'],
    ['a .server helper importing the staff service (for its type)', 'app/.server/load-context.ts', './services/staff'],
  ])('allows %s', async (_what, file, specifier) => {
    expect(await boundaryErrors(file, use(specifier))).toEqual([])
  })

  // The probe stands in for services/errors.ts, which menu.ts imports: importing menu back closes a circle.
  it('refuses an import circle', async () => {
    expect(await cycleErrors('app/.server/services/errors.ts', use('./menu'))).toHaveLength(1)
  })

  it('allows a circle made only of type imports', async () => {
    expect(await cycleErrors('app/.server/services/errors.ts', `import type * as probe from './menu'\nexport type Probe = typeof probe\n`)).toEqual([])
  })

  it('allows the import without a circle', async () => {
    expect(await cycleErrors('app/.server/services/menu.ts', use('./errors'))).toEqual([])
  })
})
