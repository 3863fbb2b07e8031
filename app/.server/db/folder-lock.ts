/**
 * One process owns an embedded database folder: two PGlite instances writing one folder corrupt it. The owner
 * keeps a lock file with its process id in the folder; a lock left by a process that no longer runs (a crash, a
 * power cut) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'app.lock'

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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the folder for this process (FolderInUseError while another live process holds it); returns the release. */
export function lockDataFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
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
      const holder = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new FolderInUseError(path.resolve(folder), holder)
      }
      // A stale lock: its process is gone.
      unlinkSync(file)
    }
  }
  throw new Error(`Could not lock ${folder}`)
}
