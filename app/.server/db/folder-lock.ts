/**
 * One process owns an embedded database folder: two PGlite instances writing one folder corrupt it. The owner
 * keeps a lock file in the folder naming itself; a lock left by a process that no longer runs (a crash, a power
 * cut) is taken over.
 *
 * A process id alone does not name a process for long: after a reboot the lock's pid may belong to any process
 * (a PostgreSQL backend, a shell), and the server would refuse to start until someone deleted the file. So the
 * lock records `<pid> <start time> <boot id>`: the process's start time in clock ticks since boot
 * (/proc/<pid>/stat, field 22) and the kernel's boot id (/proc/sys/kernel/random/boot_id). The holder is live
 * only when a process with that pid runs, in this boot, and started at that tick. Without /proc (not Linux) the
 * lock holds the bare pid and only the pid is checked. A lock in that bare form written before the machine last
 * booted is stale however its pid is used now.
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'app.lock'
const PROC = '/proc'

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${pid} (the running server?). ` +
        'Stop that process first, or use PostgreSQL (DATABASE_URL) to run several processes at once.',
    )
  }
}

export interface LockHolder {
  pid: number
  /** Clock ticks after boot at which the process started; absent in a bare-pid lock. */
  startTime?: string
  bootId?: string
}

function readProcFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** The kernel's id of this boot, or null without /proc. */
export function bootId(procRoot = PROC): string | null {
  return readProcFile(path.join(procRoot, 'sys/kernel/random/boot_id'))?.trim() || null
}

/** When the machine booted (ms since the epoch, from /proc/stat's btime), or null without /proc. */
function bootedAtMs(procRoot: string): number | null {
  const btime = /^btime (\d+)$/m.exec(readProcFile(path.join(procRoot, 'stat')) ?? '')
  return btime ? Number(btime[1]) * 1000 : null
}

/** Field 22 of /proc/<pid>/stat (start time in ticks after boot), or null when it cannot be read. */
export function processStartTime(pid: number, procRoot = PROC): string | null {
  const stat = readProcFile(path.join(procRoot, String(pid), 'stat'))
  if (!stat) return null
  // Field 2 is the command name in parentheses and may itself hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const startTime = fields[22 - 3]
  return startTime && /^\d+$/.test(startTime) ? startTime : null
}

/** What this process writes into the lock. */
export function lockContent(pid = process.pid, procRoot = PROC): string {
  const startTime = processStartTime(pid, procRoot)
  const boot = bootId(procRoot)
  return startTime && boot ? `${pid} ${startTime} ${boot}\n` : `${pid}\n`
}

/** The lock's holder, in either form (`<pid> <start time> <boot id>` or a bare pid), or null for anything else. */
export function parseLock(text: string): LockHolder | null {
  const [pidText, startTime, boot] = text.trim().split(/\s+/)
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0) return null
  return startTime && boot ? { pid, startTime, bootId: boot } : { pid }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** True while the process that wrote the lock (at writtenAtMs) still runs. */
export function isHolderLive(holder: LockHolder, writtenAtMs: number, procRoot = PROC): boolean {
  if (!isRunning(holder.pid)) return false
  const currentBoot = bootId(procRoot)
  if (currentBoot === null) return true
  if (holder.startTime && holder.bootId) {
    if (holder.bootId !== currentBoot) return false
    // Unreadable (/proc mounted with hidepid): the pid check decides, on the side of refusing.
    const startTime = processStartTime(holder.pid, procRoot)
    return startTime === null || startTime === holder.startTime
  }
  const bootedAt = bootedAtMs(procRoot)
  return bootedAt === null || writtenAtMs >= bootedAt
}

/** The live holder of the folder's lock file, or null when there is none or it is stale. */
function liveHolder(file: string, procRoot: string): LockHolder | null {
  let text: string
  let writtenAtMs: number
  try {
    text = readFileSync(file, 'utf8')
    writtenAtMs = statSync(file).mtimeMs
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const holder = parseLock(text)
  return holder && holder.pid !== process.pid && isHolderLive(holder, writtenAtMs, procRoot) ? holder : null
}

/** Takes the folder for this process (FolderInUseError while another live process holds it); returns the release. */
export function lockDataFolder(folder: string, procRoot = PROC): () => void {
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, lockContent(process.pid, procRoot))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        try {
          unlinkSync(file)
        } catch {
          // Already gone.
        }
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = liveHolder(file, procRoot)
      if (holder) throw new FolderInUseError(path.resolve(folder), holder.pid)
      // A stale lock: its process is gone, or its pid now names another process.
      try {
        unlinkSync(file)
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError
      }
    }
  }
  throw new Error(`Could not lock ${folder}`)
}
