/**
 * The backup runner (decision 021): one backup at a time (in this process, and across processes through the engine's
 * lock); each is written under a temporary name, restored into a scratch database and its row counts compared with
 * the snapshot's, and only then renamed to its backup name. One that fails is set aside in failed/ and the venue is
 * e-mailed. The scheduled one runs once per BACKUP_TIME slot, however many processes ask.
 */
import { mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { type BackupEngine, countsMismatch } from './backup-engine'
import {
  listBackups,
  listFailed,
  newBackupName,
  partialPath,
  pruneFailed,
  removePartials,
  rotateBackups,
  setAsideFailed,
} from './backup-files'
import { type BackupNotice, queueBackupNotice } from './backup-notices'

export interface BackupSettings {
  /** BACKUP_DIR, absolute. */
  dir: string
  keepDaily: number
  keepWeekly: number
  timeZone: string
  /** Where the venue's notice links to (PUBLIC_URL, else the server's own address). */
  origin: string
}

export type BackupOutcome = { ok: true; file: string; bytes: number } | { ok: false; file: string; error: string }

/** A backup is already running, here or in another process. */
export class BackupRunningError extends Error {}

export interface Backups {
  readonly settings: BackupSettings
  /** Starts a backup now: its file, and its outcome when it ends (never a rejection). BackupRunningError while one runs. */
  start(): Promise<{ file: string; done: Promise<BackupOutcome> }>
  /**
   * The scheduled backup of `slot`: waits for one running to end, then makes one unless a checked backup from the slot
   * on exists. `catchUp`: the slot passed while no server ran; the venue hears of it (unless a backup of the slot
   * failed, which it heard of then).
   */
  runScheduled(slot: Date, options?: { catchUp?: boolean }): Promise<BackupOutcome | 'skipped'>
  /** True while this process makes one. */
  isRunning(): boolean
}

export interface BackupDeps {
  engine: BackupEngine
  db: Database
  settings: BackupSettings
  logger: Logger
  now?: () => Date
}

function firstLine(error: unknown): string {
  // PGlite's file system throws plain objects ({ errno, code }), not Errors.
  const message = error instanceof Error ? error.message : typeof error === 'object' && error ? JSON.stringify(error) : String(error)
  return message.split('\n')[0].trim().slice(0, 300) || 'Unknown error'
}

export function createBackups({ engine, db, settings, logger, now = () => new Date() }: BackupDeps): Backups {
  let running: Promise<unknown> | null = null
  const { dir } = settings

  const notify = (notice: BackupNotice) =>
    queueBackupNotice(db, notice, { origin: settings.origin, timeZone: settings.timeZone, now: now() }).catch((error: Error) =>
      logger.error({ err: { message: error.message } }, 'could not queue the e-mail about a backup'),
    )

  /** Writes, checks and keeps (or sets aside) one backup; the caller holds the lock. */
  async function make(file: string, at: Date): Promise<BackupOutcome> {
    const temporary = partialPath(dir, file)
    let stage = 'The snapshot could not be written'
    try {
      await mkdir(dir, { recursive: true })
      await removePartials(dir)
      const counts = await engine.snapshot(temporary)
      stage = 'The backup could not be restored'
      const restored = await engine.restoredCounts(temporary)
      const mismatch = countsMismatch(counts, restored)
      if (mismatch) {
        stage = ''
        throw new Error(mismatch)
      }
      stage = 'The checked backup could not be kept'
      await rename(temporary, path.join(dir, file))
      const { size } = await stat(path.join(dir, file))
      const removed = await rotateBackups(dir, { daily: settings.keepDaily, weekly: settings.keepWeekly }, settings.timeZone)
      logger.info({ file, bytes: size, tables: Object.keys(counts).length, removed }, 'backup written and checked')
      return { ok: true, file, bytes: size }
    } catch (cause) {
      const error = stage ? `${stage}: ${firstLine(cause)}` : firstLine(cause)
      logger.error({ file, err: { message: error } }, 'backup failed')
      await setAsideFailed(dir, file, at, error).catch((e: Error) => logger.error({ err: { message: e.message } }, 'could not set the failed backup aside'))
      await pruneFailed(dir).catch(() => {})
      await notify({ notice: 'backup-failed', file, at, error })
      return { ok: false, file, error }
    }
  }

  /** Holds this process's guard until the returned function is called. */
  function hold(): () => void {
    let finish: () => void = () => {}
    running = new Promise<void>((resolve) => (finish = resolve))
    return () => {
      running = null
      finish()
    }
  }

  return {
    settings,
    isRunning: () => running !== null,
    async start() {
      if (running) throw new BackupRunningError()
      const end = hold()
      let release: (() => Promise<void>) | null = null
      try {
        release = await engine.lock(false)
        if (!release) throw new BackupRunningError()
        const at = now()
        const file = newBackupName(dir, at, engine.extension)
        const unlock = release
        // The answer goes now; the backup goes on, and the lock and the guard are held until it ends.
        const done = make(file, at).finally(async () => {
          await unlock()
          end()
        })
        return { file, done }
      } catch (error) {
        await release?.()
        end()
        throw error
      }
    },
    async runScheduled(slot, options = {}) {
      while (running) await running
      const end = hold()
      try {
        const release = await engine.lock(true)
        try {
          const [latest] = await listBackups(dir)
          if (latest && new Date(latest.at).getTime() >= slot.getTime()) return 'skipped'
          if (options.catchUp && latest) {
            // A slot whose backup failed was e-mailed about then: its catch-up says nothing more.
            const failedSince = (await listFailed(dir)).some((failed) => new Date(failed.at).getTime() >= slot.getTime())
            if (!failedSince) await notify({ notice: 'backup-missed', file: null, at: slot, error: 'The server was not running at the backup time.' })
          }
          const at = now()
          return await make(newBackupName(dir, at, engine.extension), at)
        } finally {
          await release?.()
        }
      } finally {
        end()
      }
    },
  }
}
