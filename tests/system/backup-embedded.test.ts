import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '~/.server/db/client'
import { offerItems } from '~/.server/db/schema'
import { migrationsFolder } from '../support/test-db'

// npm run db:backup / db:restore on the embedded database, round trip.
const root = path.resolve(import.meta.dirname, '../..')
const work = mkdtempSync(path.join(tmpdir(), 'backup-'))

afterAll(async () => {
  rmSync(work, { recursive: true, force: true })
})

function backupCli(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

const offers = [
  { name: 'San Miguel', price: 7000, isActive: true },
  { name: 'Mango shake', price: 12000, isActive: false },
]

describe('backup of the embedded database', () => {
  it('writes a snapshot and restores it into an empty folder; refuses a folder in use or not empty', async () => {
    const dataDir = path.join(work, 'data')
    const source = await openPglite(dataDir)
    await source.migrate(migrationsFolder)
    await source.db.insert(offerItems).values(offers)
    // While a process holds the folder, no backup is taken from under it.
    const refused = backupCli({ DATA_DIR: dataDir }, 'backup', path.join(work, 'refused.tar.gz'))
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain('is in use by process')
    await source.close()

    const file = path.join(work, 'snapshot.tar.gz')
    const backup = backupCli({ DATA_DIR: dataDir }, 'backup', file)
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`Backup written to ${file}`)

    const restoredDir = path.join(work, 'restored')
    const restore = backupCli({ DATA_DIR: restoredDir }, 'restore', file)
    expect(restore.status, restore.stderr).toBe(0)
    const restored = await openPglite(restoredDir)
    expect(await restored.db.select({ name: offerItems.name, price: offerItems.price, isActive: offerItems.isActive }).from(offerItems)).toEqual(offers)
    await restored.close()

    const again = backupCli({ DATA_DIR: restoredDir }, 'restore', file)
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('is not empty: restore into a new, empty data folder.')
  }, 120_000)
})
