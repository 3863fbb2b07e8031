import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { offerItems } from '~/.server/db/schema'
import { listBackups } from '~/.server/services/backup-files'
import { backedUpOffers } from '../support/backup-cli'
import { createTestDatabase } from '../support/test-db'

// Two app processes on one PostgreSQL database reach the same BACKUP_TIME slot: one backup is made, not two.
const root = path.resolve(import.meta.dirname, '../..')
const work = mkdtempSync(path.join(tmpdir(), 'backup-processes-'))
const dropLater: Array<() => Promise<void>> = []

afterAll(async () => {
  for (const drop of dropLater) await drop()
  rmSync(work, { recursive: true, force: true })
})

function scheduledBackup(env: Record<string, string>, slot: Date): Promise<{ outcome: unknown }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/scheduled-backup.ts', slot.toISOString()], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout.trim().split('\n').at(-1)!)) : reject(new Error(`exit ${code}: ${stderr}`))))
  })
}

describe('the scheduled backup across processes', () => {
  it('is made once when two processes ask for the same slot at once', async () => {
    const source = await createTestDatabase()
    dropLater.push(() => source.close())
    await source.handle.db.insert(offerItems).values(backedUpOffers)
    const backupDir = path.join(work, 'backups')
    const env = { DATABASE_URL: source.url!, BACKUP_DIR: backupDir, LOG_LEVEL: 'silent' }
    const slot = new Date(Date.now() - 60_000)

    const outcomes = (await Promise.all([scheduledBackup(env, slot), scheduledBackup(env, slot)])).map((run) => run.outcome)
    expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(1)
    expect(outcomes.find((outcome) => outcome !== 'skipped')).toMatchObject({ ok: true, file: expect.stringMatching(/^backup-\d{8}-\d{6}\.sql$/) })
    const backups = await listBackups(backupDir)
    expect(backups).toHaveLength(1)
    expect(readdirSync(backupDir).filter((name) => name !== backups[0].file)).toEqual([])
    // The scratch database of the check is gone.
    const { rows } = (await source.handle.db.execute(`select count(*)::int as n from pg_database where datname like 'backup_check_%'`)) as unknown as {
      rows: Array<{ n: number }>
    }
    expect(rows[0].n).toBe(0)
  }, 120_000)
})
