import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { backupSocketPath } from '~/.server/backup-socket'
import { openPglite } from '~/.server/db/client'
import { offerItems } from '~/.server/db/schema'
import { backedUpOffers, backupCli, readOffers } from '../support/backup-cli'
import { spawnServer } from '../support/spawn-server'
import { migrationsFolder } from '../support/test-db'

// npm run db:backup / db:restore on the embedded database: through the running server, and with it stopped.
const work = mkdtempSync(path.join(tmpdir(), 'backup-'))

afterAll(async () => {
  rmSync(work, { recursive: true, force: true })
})

async function restoredOffers(file: string, folder: string) {
  const restore = backupCli({ DATA_DIR: folder }, 'restore', file)
  expect(restore.status, restore.stderr).toBe(0)
  const restored = await openPglite(folder)
  try {
    return await readOffers(restored.db)
  } finally {
    await restored.close()
  }
}

describe('backup of the embedded database', () => {
  it('asks the running server for a checked backup, and copies the folder itself once the server has stopped', async () => {
    const dataDir = path.join(work, 'data')
    const backupDir = path.join(work, 'backups')
    const source = await openPglite(dataDir)
    await source.migrate(migrationsFolder)
    await source.db.insert(offerItems).values(backedUpOffers)
    await source.close()

    const server = await spawnServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, SEED_DEMO_DATA: 'false' })
    try {
      // Only this account may talk to the server through its socket.
      expect(statSync(backupSocketPath(dataDir, backupDir)).mode & 0o777).toBe(0o600)
      const asked = backupCli({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, 'backup')
      expect(asked.status, asked.stderr).toBe(0)
      const made = /Backup written to (\S+)/.exec(asked.stdout)?.[1] ?? ''
      expect(path.dirname(made)).toBe(backupDir)
      expect(path.basename(made)).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/)
      expect(existsSync(made)).toBe(true)
      // Still serving.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect(await restoredOffers(made, path.join(work, 'from-server'))).toEqual(backedUpOffers)
    } finally {
      expect(await server.stop()).toBe(0)
    }
    expect(existsSync(backupSocketPath(dataDir, backupDir))).toBe(false)

    const file = path.join(work, 'snapshot.tar.gz')
    const backup = backupCli({ DATA_DIR: dataDir }, 'backup', file)
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`Backup written to ${file}`)
    const restoredDir = path.join(work, 'restored')
    expect(await restoredOffers(file, restoredDir)).toEqual(backedUpOffers)

    const again = backupCli({ DATA_DIR: restoredDir }, 'restore', file)
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('is not empty: restore into a new, empty data folder.')
  }, 180_000)
})
