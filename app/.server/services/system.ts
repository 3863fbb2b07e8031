/** The System page's facts (GET /api/system) and the backups of this process, made once at start-up. */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { version } from '../../../package.json'
import type { SystemJson } from '~/contracts/system'
import { nextBackupAt } from '~/lib/backup-schedule'
import type { VenueClock } from '~/lib/venue-clock'
import type { Config } from '../config'
import type { Database, DatabaseHandle } from '../db/client'
import type { Logger } from '../logger'
import type { BackupEngine } from './backup-engine'
import { diskFreeBytes, listBackups, listFailed } from './backup-files'
import { pgliteBackups } from './backup-pglite'
import { postgresBackups } from './backup-postgres'
import { type Backups, createBackups } from './backups'
import { emailSummary } from './email-admin'

export interface SystemDeps {
  engine: 'pglite' | 'postgres'
  startedAt: Date
  /** BACKUP_TIME: 'HH:mm' venue time, or 'off'. */
  backupTime: string
  backups: Backups
}

export function backupEngineOf(handle: DatabaseHandle): BackupEngine {
  const source = handle.backupSource
  return source.engine === 'pglite' ? pgliteBackups(source.client) : postgresBackups(source.connectionString)
}

/** This process's backups, as its settings say (`engine`: another one, in tests). */
export function createSystem(
  handle: DatabaseHandle,
  options: { config: Config; clock: VenueClock; logger: Logger; startedAt?: Date; engine?: BackupEngine },
): SystemDeps {
  const { config, clock, logger } = options
  const backups = createBackups({
    engine: options.engine ?? backupEngineOf(handle),
    db: handle.db,
    logger,
    now: () => new Date(clock.now()),
    settings: {
      dir: path.resolve(config.BACKUP_DIR),
      keepDaily: config.BACKUP_KEEP_DAILY,
      keepWeekly: config.BACKUP_KEEP_WEEKLY,
      timeZone: clock.timeZone,
      origin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    },
  })
  return { engine: handle.engine, startedAt: options.startedAt ?? new Date(), backupTime: config.BACKUP_TIME, backups }
}

export async function readSystem(db: Database, system: SystemDeps, clock: VenueClock): Promise<SystemJson> {
  const now = clock.read()
  const { dir } = system.backups.settings
  const [sizes] = (
    (await db.execute(
      sql`select pg_database_size(current_database())::bigint as database, (select coalesce(sum(octet_length(bytes)), 0) from image_variants)::bigint as images`,
    )) as unknown as { rows: Array<{ database: string | number; images: string | number }> }
  ).rows
  const outbox = await emailSummary(db, now.instant, now.today, false)
  const [latest, failed, diskFree] = await Promise.all([listBackups(dir), listFailed(dir), diskFreeBytes(dir)])
  return {
    version,
    startedAt: system.startedAt.toISOString(),
    engine: system.engine,
    databaseBytes: Number(sizes.database),
    imagesBytes: Number(sizes.images),
    outbox: { queued: outbox.queued, failed: outbox.failed },
    backups: {
      dir,
      next: nextBackupAt(system.backupTime, clock.timeZone, now.instant)?.toISOString() ?? null,
      latest: latest[0] ?? null,
      failed,
    },
    diskFreeBytes: diskFree,
  }
}
