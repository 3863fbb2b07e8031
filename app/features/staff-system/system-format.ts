import { type BackupJson, LOW_DISK_BYTES, type SystemJson } from '~/contracts/system'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** Time a scheduled backup may take before the page calls it missed. */
const BACKUP_GRACE_MS = HOUR_MS

/** '512 B', '4.2 kB', '31.0 MB', '412.3 GB' (powers of 1000, as disks are sold). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`
}

/** How long the server has run: '45 min', '3 h 12 min', '12 days 4 h'. */
export function uptimeText(startedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 60_000))
  const days = Math.floor(minutes / (24 * 60))
  const hours = Math.floor((minutes % (24 * 60)) / 60)
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`
  if (hours > 0) return `${hours} h ${minutes % 60} min`
  return `${minutes} min`
}

export type BackupHealth =
  | { kind: 'ok' }
  | { kind: 'off' }
  | { kind: 'none' }
  | { kind: 'missed'; latest: BackupJson }
  | { kind: 'failed' }

/**
 * What the owner is told about the backups. Missed: the scheduled slot before `next` passed (and the hour a backup
 * may take) without a checked backup from it. Failed: the newest attempt failed after the latest good one.
 */
export function backupHealth(backups: SystemJson['backups'], now: number): BackupHealth {
  const { latest, next, failed } = backups
  const newestFailure = failed[0]
  if (newestFailure && (!latest || Date.parse(newestFailure.at) > Date.parse(latest.at))) return { kind: 'failed' }
  if (next === null) return { kind: 'off' }
  const previousSlot = Date.parse(next) - DAY_MS
  const due = now > previousSlot + BACKUP_GRACE_MS
  if (!latest) return due ? { kind: 'none' } : { kind: 'ok' }
  if (due && Date.parse(latest.at) < previousSlot - BACKUP_GRACE_MS) return { kind: 'missed', latest }
  return { kind: 'ok' }
}

export const BACKUP_HEALTH_TEXT: Record<BackupHealth['kind'], string | null> = {
  ok: null,
  off: 'Automatic backups are off (BACKUP_TIME=off). Back up by hand, or set a time.',
  none: 'No backup has been made yet. Back up now, and check the server log if the next one does not appear.',
  missed: 'The last scheduled backup did not happen. Back up now, and check the server log.',
  failed: 'The last backup failed its check (see below). The latest good backup is still kept. Back up again now.',
}

/** Free space where the backups go: a warning below LOW_DISK_BYTES, nothing when it cannot be read. */
export function diskWarning(diskFreeBytes: number | null): string | null {
  if (diskFreeBytes === null || diskFreeBytes >= LOW_DISK_BYTES) return null
  return `Only ${formatBytes(diskFreeBytes)} left on the backup disk. Free some space or move BACKUP_DIR, or the next backups will fail.`
}

/** The backup `file` asked for is done: checked (the latest) or failed; undefined while it runs. */
export function backupOutcome(backups: SystemJson['backups'], file: string): 'checked' | 'failed' | undefined {
  if (backups.latest?.file === file) return 'checked'
  if (backups.failed.some((failure) => failure.file === file)) return 'failed'
  return undefined
}
