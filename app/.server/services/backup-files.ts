/**
 * The backup folder is the record of the backups (decision 021): a file with a backup's name is one that passed its
 * check (it is written under a temporary name and renamed only then); failed/ holds the ones that did not, each with a
 * .json of its error. Every process, and the command line, reads the same state from the folder.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BackupJson, FailedBackupJson } from '~/contracts/system'
import { backupsToKeep } from '~/lib/backup-schedule'

/** 'backup-20261127-040000.tar.gz' (the embedded database's folder) or '….sql' (pg_dump); the time is UTC. */
export const BACKUP_FILE = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d{1,3}))?\.(?:tar\.gz|sql)$/
const PARTIAL_SUFFIX = '.partial'
export const FAILED_FOLDER = 'failed'
/** Failed backups kept aside for the owner to look at; older ones are deleted. */
export const FAILED_KEPT = 5

export type BackupExtension = 'tar.gz' | 'sql'

/** When the backup named `file` was taken (from its name); null for a name that is not a backup's. */
export function backupTime(file: string): Date | null {
  const match = BACKUP_FILE.exec(file)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
}

/** A new backup's name for the instant `at`, not yet used in the folder (nor among its failed ones). */
export function newBackupName(dir: string, at: Date, extension: BackupExtension): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  for (let n = 0; n < 1000; n++) {
    const file = `backup-${stamp}${n === 0 ? '' : `-${n}`}.${extension}`
    const used = [file, `${file}${PARTIAL_SUFFIX}`, path.join(FAILED_FOLDER, file), path.join(FAILED_FOLDER, `${file}.json`)]
    if (!used.some((name) => existsSync(path.join(dir, name)))) return file
  }
  throw new Error('Too many backups in one second.')
}

/** Where a backup is written until it has passed its check. */
export function partialPath(dir: string, file: string): string {
  return path.join(dir, `${file}${PARTIAL_SUFFIX}`)
}

/** The checked backups in the folder, newest first. */
export async function listBackups(dir: string): Promise<BackupJson[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const backups: BackupJson[] = []
  for (const file of names) {
    const at = backupTime(file)
    if (!at) continue
    const info = await stat(path.join(dir, file)).catch(() => undefined)
    if (info?.isFile()) backups.push({ file, at: at.toISOString(), bytes: info.size, checked: true })
  }
  return backups.sort((a, b) => b.at.localeCompare(a.at) || b.file.localeCompare(a.file))
}

/** The failed backups kept aside, newest first. */
export async function listFailed(dir: string): Promise<FailedBackupJson[]> {
  const folder = path.join(dir, FAILED_FOLDER)
  const names = await readdir(folder).catch(() => [] as string[])
  const failed: FailedBackupJson[] = []
  for (const name of names) {
    const file = name.replace(/\.json$/, '')
    if (name === file || !backupTime(file)) continue
    try {
      const record = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { at?: unknown; error?: unknown }
      failed.push({ file, at: String(record.at), error: String(record.error) })
    } catch {
      // A record cut short (a power cut while it was written) still says that this backup failed.
      failed.push({ file, at: backupTime(file)!.toISOString(), error: 'The record of this failure could not be read.' })
    }
  }
  return failed.sort((a, b) => b.at.localeCompare(a.at) || b.file.localeCompare(a.file))
}

/** Moves a failed backup aside (what was written of it, if anything) with a record of its error. */
export async function setAsideFailed(dir: string, file: string, at: Date, error: string) {
  const folder = path.join(dir, FAILED_FOLDER)
  await mkdir(folder, { recursive: true })
  const partial = partialPath(dir, file)
  if (existsSync(partial)) await rename(partial, path.join(folder, file))
  await writeFile(path.join(folder, `${file}.json`), `${JSON.stringify({ at: at.toISOString(), error })}\n`)
}

/** Deletes the failed backups beyond the newest FAILED_KEPT. */
export async function pruneFailed(dir: string) {
  const folder = path.join(dir, FAILED_FOLDER)
  for (const old of (await listFailed(dir)).slice(FAILED_KEPT)) {
    await rm(path.join(folder, old.file), { force: true })
    await rm(path.join(folder, `${old.file}.json`), { force: true })
  }
}

/** Deletes what a backup cut short left (the caller holds the backup lock, so none is being written). */
export async function removePartials(dir: string) {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.endsWith(PARTIAL_SUFFIX)) await rm(path.join(dir, name), { force: true })
  }
}

/** Deletes the checked backups the rotation no longer keeps; returns their names. */
export async function rotateBackups(dir: string, keep: { daily: number; weekly: number }, timeZone: string): Promise<string[]> {
  const backups = await listBackups(dir)
  const kept = backupsToKeep(
    backups.map((backup) => ({ file: backup.file, at: new Date(backup.at) })),
    keep,
    timeZone,
  )
  const removed = backups.filter((backup) => !kept.has(backup.file)).map((backup) => backup.file)
  for (const file of removed) await rm(path.join(dir, file), { force: true })
  return removed
}

/** The path of a checked backup the owner may download; null for any other name (a path, a partial, a failed one). */
export async function downloadablePath(dir: string, file: string): Promise<{ path: string; bytes: number } | null> {
  if (!BACKUP_FILE.test(file)) return null
  const found = path.join(dir, file)
  const info = await stat(found).catch(() => undefined)
  return info?.isFile() ? { path: found, bytes: info.size } : null
}

/** Free bytes on the disk of the folder (or of its nearest existing parent); null where it cannot be read. */
export async function diskFreeBytes(dir: string): Promise<number | null> {
  let folder = path.resolve(dir)
  while (!existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder)
  try {
    const info = await statfs(folder)
    return info.bavail * info.bsize
  } catch {
    return null
  }
}
