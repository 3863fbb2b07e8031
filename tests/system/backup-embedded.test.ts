import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '~/.server/db/client'
import { offerItems } from '~/.server/db/schema'
import { backedUpOffers, backupCli, readOffers } from '../support/backup-cli'
import { migrationsFolder } from '../support/test-db'

// npm run db:backup / db:restore on the embedded database, round trip.
const work = mkdtempSync(path.join(tmpdir(), 'backup-'))

afterAll(async () => {
  rmSync(work, { recursive: true, force: true })
})

describe('backup of the embedded database', () => {
  it('writes a snapshot and restores it into an empty folder; refuses a folder in use or not empty', async () => {
    const dataDir = path.join(work, 'data')
    const source = await openPglite(dataDir)
    await source.migrate(migrationsFolder)
    await source.db.insert(offerItems).values(backedUpOffers)
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
    expect(await readOffers(restored.db)).toEqual(backedUpOffers)
    await restored.close()

    const again = backupCli({ DATA_DIR: restoredDir }, 'restore', file)
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('is not empty: restore into a new, empty data folder.')
  }, 120_000)
})
