import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '~/.server/config'
import { emailOutbox, reservations } from '~/.server/db/schema'
import { createLogger } from '~/.server/logger'
import type { BackupEngine } from '~/.server/services/backup-engine'
import { listBackups, listFailed } from '~/.server/services/backup-files'
import { backupEngineOf, createSystem } from '~/.server/services/system'
import { venueClock } from '~/lib/venue-clock'
import type { EmailListJson, EmailPreviewJson } from '~/contracts/emails'
import { restoreBackup } from '../support/backup-restore'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

// The backups themselves, on this run's engine: a snapshot under load, the checked restore, the rotation.
const t = useTestApp()
const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function backupsOf(options: { engine?: (real: BackupEngine) => BackupEngine; now?: () => Date; env?: Record<string, string> } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backups-'))
  folders.push(dir)
  const handle = t.database.handle
  const config = loadConfig({ BACKUP_DIR: dir, PUBLIC_URL: 'https://beachbar.example', ...options.env })
  const clock = venueClock(config.VENUE_TIMEZONE, options.now)
  const real = backupEngineOf(handle)
  const system = createSystem(handle, { config, clock, logger: createLogger('silent'), engine: options.engine?.(real) ?? real })
  return { dir, backups: system.backups }
}

const booking = (n: number) => ({ name: `Guest ${n}`, date: '2026-12-05', time: '19:00', startsAt: '2026-12-05 19:00:00', guests: 2, source: 'phone' })

async function noticesQueued() {
  return t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'staff-backup-failed'))
}

describe('a backup while bookings are written', () => {
  it('restores to a database holding every booking acknowledged before it began', async () => {
    const { db } = t.database.handle
    const { backups } = backupsOf()
    const acknowledged: number[] = []
    let writing = true
    let n = 0
    const loop = (async () => {
      while (writing) {
        const [row] = await db.insert(reservations).values(booking(++n)).returning({ id: reservations.id })
        acknowledged.push(row.id)
        // As requests do: PGlite answers without waiting for I/O, so a bare loop would never let the backup's timers run.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5))
    const before = [...acknowledged]
    const started = await backups.start()
    const outcome = await started.done
    writing = false
    await loop
    expect(outcome).toMatchObject({ ok: true, file: started.file })
    // The loop went on while the backup ran.
    expect(acknowledged.length).toBeGreaterThan(before.length)

    const restored = await restoreBackup(path.join(backups.settings.dir, started.file))
    try {
      const rows = await restored.handle.db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.id, before))
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(before)
    } finally {
      await restored.close()
    }
    expect((await listBackups(backups.settings.dir)).map((backup) => backup.file)).toEqual([started.file])
    expect(readdirSync(backups.settings.dir).filter((name) => name.endsWith('.partial'))).toEqual([])
  }, 120_000)
})

describe('the checked restore', () => {
  const corruptions: Array<[string, (file: string) => void]> = [
    ['cut short', (file) => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
    [
      'with bytes flipped',
      (file) => {
        const bytes = readFileSync(file)
        for (let i = Math.floor(bytes.length / 3); i < bytes.length; i += 97) bytes[i] ^= 0xff
        writeFileSync(file, bytes)
      },
    ],
  ]
  it.each(corruptions)('refuses a backup file %s: set aside as failed, never the latest, and the venue e-mailed', async (_, corrupt) => {
    const { backups, dir } = backupsOf({
      engine: (real) => ({ ...real, restoredCounts: (file) => (corrupt(file), real.restoredCounts(file)) }),
    })
    const started = await backups.start()
    const outcome = await started.done
    expect(outcome.ok).toBe(false)
    expect(await listBackups(dir)).toEqual([])
    const [failed] = await listFailed(dir)
    expect(failed).toMatchObject({ file: started.file })
    expect(failed.error).toMatch(/^The backup could not be restored: /)
    expect(existsSync(path.join(dir, 'failed', started.file))).toBe(true)
    const notices = await noticesQueued()
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ recipient: 'hello@boracaybeachbar.com', status: 'queued' })
    expect(notices[0].content).toMatchObject({ notice: 'backup-failed', file: started.file })
  }, 120_000)

  it('refuses a snapshot whose row counts do not match its restored copy', async () => {
    const { db } = t.database.handle
    await db.insert(reservations).values([booking(1), booking(2)])
    const { backups, dir } = backupsOf({
      engine: (real) => ({
        ...real,
        snapshot: async (target) => {
          const counts = await real.snapshot(target)
          return { ...counts, 'public.reservations': counts['public.reservations'] + 1 }
        },
      }),
    })
    const outcome = await (await backups.start()).done
    expect(outcome).toMatchObject({ ok: false, error: 'The restored copy has 2 rows in reservations; the source had 3.' })
    expect(await listBackups(dir)).toEqual([])
    expect((await listFailed(dir))[0].error).toBe('The restored copy has 2 rows in reservations; the source had 3.')
    const [notice] = await noticesQueued()
    expect(notice).toBeDefined()
    // Staff read it in the outbox like any other message.
    const cookie = await signInAs(t, 'owner')
    const listed = (await (await t.request('GET', '/api/emails', { cookie })).json()) as EmailListJson
    expect(listed.emails.find((email) => email.id === notice.id)).toMatchObject({ kind: 'staff-backup-failed', reference: null, subject: expect.stringMatching(/^The backup of .* failed$/) })
    const preview = (await (await t.request('GET', `/api/emails/${notice.id}`, { cookie })).json()) as EmailPreviewJson
    expect(preview.text).toContain('the source had 3.')
  }, 120_000)
})

describe('the rotation, service level, over 60 simulated days', () => {
  it('keeps the newest daily and weekly backups of a nightly run, and makes one backup per slot', async () => {
    let now = new Date()
    // The engine is not what is tested here: a small file that checks.
    const engine = (real: BackupEngine): BackupEngine => ({
      ...real,
      snapshot: async (target) => (writeFileSync(target, 'snapshot'), {}),
      restoredCounts: async () => ({}),
    })
    const { backups, dir } = backupsOf({ engine, now: () => now, env: { BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '2' } })
    for (let day = 0; day < 60; day++) {
      // 04:00 in Manila, 2 September to 31 October; the backup is taken 5 s after its slot.
      const slot = new Date(Date.UTC(2026, 8, 1 + day, 20))
      now = new Date(slot.getTime() + 5000)
      expect(await backups.runScheduled(slot)).toMatchObject({ ok: true })
      // A second ask for the same slot (another process, a restart) makes none.
      expect(await backups.runScheduled(slot)).toBe('skipped')
    }
    const kept = (await listBackups(dir)).map((backup) => backup.file.replace(/\.(tar\.gz|sql)$/, ''))
    // The last 3 venue days (Thursday 29 to Saturday 31 October) and the newest of the 2 newest ISO weeks: Saturday
    // 31 October's (kept already) and Sunday 25 October's. The names are UTC.
    expect(kept).toEqual(['backup-20261030-200005', 'backup-20261029-200005', 'backup-20261028-200005', 'backup-20261024-200005'])
  }, 120_000)
})

describe('a missed backup', () => {
  it('is made soon after the start, and the venue is told once', async () => {
    let now = new Date('2026-11-24T20:00:05Z')
    const engine = (real: BackupEngine): BackupEngine => ({
      ...real,
      snapshot: async (target) => (writeFileSync(target, 'snapshot'), {}),
      restoredCounts: async () => ({}),
    })
    const { backups, dir } = backupsOf({ engine, now: () => now })
    expect(await backups.runScheduled(new Date('2026-11-24T20:00:00Z'))).toMatchObject({ ok: true })
    // The server was down at the next two slots; it starts on the 27th at 09:00 in Manila.
    now = new Date('2026-11-27T01:00:00Z')
    const lastSlot = new Date('2026-11-26T20:00:00Z')
    expect(await backups.runScheduled(lastSlot, { catchUp: true })).toMatchObject({ ok: true })
    expect(await backups.runScheduled(lastSlot, { catchUp: true })).toBe('skipped')
    const notices = await noticesQueued()
    expect(notices).toHaveLength(1)
    expect(notices[0].content).toMatchObject({ notice: 'backup-missed', file: null, at: lastSlot.toISOString() })
    const extension = backupEngineOf(t.database.handle).extension
    expect((await listBackups(dir)).map((backup) => backup.file)).toEqual([`backup-20261127-010000.${extension}`, `backup-20261124-200005.${extension}`])
  })
})
