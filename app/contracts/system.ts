/**
 * The System page's contract (owners where roles exist, else staff): GET /api/system, POST /api/system/backups,
 * GET /api/system/backups/:file (owners: the file itself, as an attachment).
 */

/** A backup that passed its check: restored into a scratch database, row counts equal to the source's at the snapshot. */
export interface BackupJson {
  /** The file's name in the backup folder (no path), e.g. 'backup-20261127-040000.tar.gz' or '….sql'. */
  file: string
  /** When the snapshot was taken (ISO instant). */
  at: string
  bytes: number
  checked: true
}

/** A backup that failed (the snapshot, the write or the check); kept aside, never counted as the latest. */
export interface FailedBackupJson {
  file: string
  at: string
  /** One line for the owner, e.g. 'The restored copy has 41 reservations; the source had 42.' */
  error: string
}

export interface SystemJson {
  /** The app's version (package.json), with the build's commit where known. */
  version: string
  /** When this server process started (ISO instant). */
  startedAt: string
  engine: 'pglite' | 'postgres'
  databaseBytes: number
  /** The uploaded photos' bytes (they live in the database). */
  imagesBytes: number
  outbox: { queued: number; failed: number }
  backups: {
    /** The backup folder, absolute. */
    dir: string
    /** The next scheduled backup (ISO instant); null when BACKUP_TIME=off. */
    next: string | null
    latest: BackupJson | null
    /** Newest first. */
    failed: FailedBackupJson[]
  }
  /** Free bytes on the disk that holds the backup folder; null where it cannot be read. */
  diskFreeBytes: number | null
}

/** POST /api/system/backups: 202 with the file it is writing; 409 while a backup runs. */
export interface BackupStartedJson {
  file: string
}

export const BACKUP_RUNNING_MESSAGE = 'A backup is already running. Try again when it has finished.'

/** Below this, the System page warns that the backup disk is nearly full. */
export const LOW_DISK_BYTES = 1024 ** 3

export const systemKeys = { all: ['system'] as const }

export const systemPaths = {
  system: '/api/system',
  backups: '/api/system/backups',
  backup: (file: string) => `/api/system/backups/${encodeURIComponent(file)}`,
}
