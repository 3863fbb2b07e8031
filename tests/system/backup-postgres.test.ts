import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPostgres } from '~/.server/db/client'
import { offerItems } from '~/.server/db/schema'
import { backedUpOffers, backupCli, readOffers } from '../support/backup-cli'
import { createTestDatabase } from '../support/test-db'

// npm run db:backup / db:restore on PostgreSQL (pg_dump and psql), round trip.
const work = mkdtempSync(path.join(tmpdir(), 'backup-'))
const dropLater: Array<() => Promise<void>> = []

afterAll(async () => {
  for (const drop of dropLater) await drop()
  rmSync(work, { recursive: true, force: true })
})

describe('backup of a PostgreSQL database', () => {
  it('writes a pg_dump SQL file and restores it into an empty database; refuses a database that is not empty', async () => {
    const source = await createTestDatabase()
    const target = await createTestDatabase({ migrate: false })
    dropLater.push(() => source.close(), () => target.close())
    await source.handle.db.insert(offerItems).values(backedUpOffers)

    const file = path.join(work, 'dump.sql')
    const backup = backupCli({ DATABASE_URL: source.url!, BACKUP_DIR: path.join(work, 'backups') }, 'backup', file)
    expect(backup.status, backup.stderr).toBe(0)
    const restore = backupCli({ DATABASE_URL: target.url! }, 'restore', file)
    expect(restore.status, restore.stderr).toBe(0)

    const restored = await openPostgres(target.url!, { max: 1 })
    expect(await readOffers(restored.db)).toEqual(backedUpOffers)
    await restored.close()

    const again = backupCli({ DATABASE_URL: source.url! }, 'restore', file)
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('is not empty')
  }, 120_000)
})
