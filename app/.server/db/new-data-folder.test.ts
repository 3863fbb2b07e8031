import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from './client'
import { holdsDatabase, templateStampFile } from './new-data-folder'

// A new data folder is made outside the server's memory: copied from the build's template, or by initdb in a child.
const root = path.resolve(import.meta.dirname, '../../..')
const work = mkdtempSync(path.join(tmpdir(), 'new-data-folder-'))
const template = path.join(work, 'template')

beforeAll(() => {
  execFileSync(process.execPath, [path.join(root, 'scripts/database-template.js'), template], { cwd: root, stdio: 'pipe' })
}, 60_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

async function open(folder: string, options: { template?: string } = {}) {
  let how: string | undefined
  const handle = await openPglite(folder, { ...options, onCreated: (created) => (how = created) })
  const migrations = (await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).catch(() => ({ rows: [{ n: 0 }] }))) as unknown as {
    rows: Array<{ n: number }>
  }
  await handle.close()
  return { how, migrations: migrations.rows[0].n }
}

describe('a new embedded data folder', () => {
  it("is a copy of the build's template, migrations included", async () => {
    const folder = path.join(work, 'from-template')
    const { how, migrations } = await open(folder, { template })
    expect(how).toBe('template')
    expect(migrations).toBeGreaterThan(0)
    expect(readdirSync(folder)).not.toContain('.new-database')
    // Opened again, it is an existing database: nothing is made.
    expect((await open(folder, { template })).how).toBeUndefined()
  }, 60_000)

  it('is made by initdb in a child process when there is no template, or one from another PGlite version', async () => {
    const stale = path.join(work, 'stale-template')
    execFileSync('cp', ['-r', template, stale])
    writeFileSync(templateStampFile(stale), JSON.stringify({ pglite: '0.0.1' }))
    const folder = path.join(work, 'from-initdb')
    const { how, migrations } = await open(folder, { template: stale })
    expect(how).toBe('initdb')
    expect(migrations).toBe(0)
    expect(holdsDatabase(folder)).toBe(true)
  }, 60_000)

  it('is made again over what an interrupted start left (no PG_VERSION yet)', async () => {
    const folder = path.join(work, 'interrupted')
    mkdirSync(path.join(folder, '.new-database', 'base'), { recursive: true })
    mkdirSync(path.join(folder, 'base', '1'), { recursive: true })
    writeFileSync(path.join(folder, 'base', '1', 'half-copied'), 'x')
    const { how, migrations } = await open(folder, { template })
    expect(how).toBe('template')
    expect(migrations).toBeGreaterThan(0)
    expect(existsSync(path.join(folder, 'base', '1', 'half-copied'))).toBe(false)
  }, 60_000)
})
