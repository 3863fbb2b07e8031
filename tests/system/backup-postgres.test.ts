import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPostgres } from '~/.server/db/client'
import { offerItems } from '~/.server/db/schema'
import { createTestDatabase } from '../support/test-db'

// npm run db:backup / db:restore on PostgreSQL (pg_dump and psql), round trip.
const root = path.resolve(import.meta.dirname, '../..')
const work = mkdtempSync(path.join(tmpdir(), 'backup-'))
const dropLater: Array<() => Promise<void>> = []

afterAll(async () => {
  for (const drop of dropLater) await drop()
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

describe('backup of a PostgreSQL database', () => {
  it('writes a pg_dump SQL file and restores it into an empty database; refuses a database that is not empty', async () => {
    const source = await createTestDatabase()
    const target = await createTestDatabase({ migrate: false })
    dropLater.push(() => source.close(), () => target.close())
    await source.handle.db.insert(offerItems).values(offers)

    const file = path.join(work, 'dump.sql')
    const backup = backupCli({ DATABASE_URL: source.url! }, 'backup', file)
    expect(backup.status, backup.stderr).toBe(0)
    const restore = backupCli({ DATABASE_URL: target.url! }, 'restore', file)
    expect(restore.status, restore.stderr).toBe(0)

    const restored = openPostgres(target.url!, { max: 1 })
    expect(await restored.db.select({ name: offerItems.name, price: offerItems.price, isActive: offerItems.isActive }).from(offerItems)).toEqual(offers)
    await restored.close()

    const again = backupCli({ DATABASE_URL: source.url! }, 'restore', file)
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('is not empty')
  }, 120_000)
})
