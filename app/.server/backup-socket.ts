/**
 * `npm run db:backup` while the server owns the embedded database's folder: it asks the server for a backup over a
 * Unix socket in the backup folder, `<BACKUP_DIR>/.server-<hash of DATA_DIR>.sock` (mode 0600, so only the server's
 * account can connect; nothing on the network). Not in the data folder: the snapshot copies that folder, and cannot
 * copy a socket. Not beside it: the service may write only its data and backup folders (deploy/). The
 * socket takes one request, the line "backup", and answers JSON lines: {"file"} when the backup has started, then
 * its outcome ({"ok": true, "file", "bytes", "path"} or {"ok": false, "error"}).
 */
import { createHash } from 'node:crypto'
import { chmod, mkdir, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { BACKUP_RUNNING_MESSAGE } from '~/contracts/system'
import type { Logger } from './logger'
import { type Backups, BackupRunningError } from './services/backups'

/** How long a client may take to send its request. */
const REQUEST_TIMEOUT_MS = 5_000

/** The socket of the server that owns `dataDir`, in `backupDir` (named by the data folder: one backup folder may serve two). */
export function backupSocketPath(dataDir: string, backupDir: string): string {
  const owner = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)
  return path.join(path.resolve(backupDir), `.server-${owner}.sock`)
}

export type SocketAnswer = { file: string } | { ok: true; file: string; bytes: number; path: string } | { ok: false; error: string }

async function answer(socket: net.Socket, backups: Backups) {
  const send = (line: SocketAnswer) => socket.write(`${JSON.stringify(line)}\n`)
  try {
    const started = await backups.start()
    send({ file: started.file })
    const outcome = await started.done
    send(outcome.ok ? { ...outcome, path: path.join(backups.settings.dir, outcome.file) } : { ok: false, error: outcome.error })
  } catch (error) {
    send({ ok: false, error: error instanceof BackupRunningError ? BACKUP_RUNNING_MESSAGE : (error as Error).message })
  }
  socket.end()
}

/** Listens on the folder's socket (the caller owns the folder, so a socket left by a dead server is removed). */
export async function listenForBackupRequests(dataDir: string, backups: Backups, logger: Logger): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir, backups.settings.dir)
  const server = net.createServer((socket) => {
    let request = ''
    socket.setEncoding('utf8')
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy())
    socket.on('error', () => {})
    socket.on('data', (chunk: string) => {
      if (request.includes('\n')) return
      request += chunk
      if (request.length > 64) return socket.destroy()
      if (!request.includes('\n')) return
      socket.setTimeout(0)
      if (request.trim() !== 'backup') {
        socket.end(`${JSON.stringify({ ok: false, error: 'The only request is: backup' })}\n`)
        return
      }
      void answer(socket, backups)
    })
  })
  server.on('error', (error) => logger.warn({ err: { message: error.message } }, 'the backup socket failed'))
  try {
    await mkdir(path.dirname(socketPath), { recursive: true })
    await rm(socketPath, { force: true })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socketPath, () => resolve())
    })
    await chmod(socketPath, 0o600)
  } catch (error) {
    // A backup folder that cannot be written, a path too long for a socket: npm run db:backup then says the folder
    // is in use, as before.
    logger.warn({ err: { message: (error as Error).message }, socketPath }, 'npm run db:backup cannot reach this server')
    server.close()
    return async () => {}
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      void rm(socketPath, { force: true })
    })
}

/**
 * Asks the server that owns `dataDir` (its socket in `backupDir`) for a backup; null when no server listens there. Rejects with the server's
 * error when the backup failed or one is already running.
 */
export function requestBackup(dataDir: string, backupDir: string): Promise<{ file: string; path: string; bytes: number } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir, backupDir))
    let received = ''
    let connected = false
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      connected = true
      socket.write('backup\n')
    })
    socket.on('data', (chunk: string) => {
      received += chunk
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null)
      else reject(error)
    })
    socket.on('close', () => {
      if (!connected) return
      const lines = received.trim().split('\n').filter(Boolean)
      const last = lines.length > 0 ? (JSON.parse(lines[lines.length - 1]) as { ok?: boolean; file?: string; path?: string; bytes?: number; error?: string }) : {}
      if (last.ok === true) resolve({ file: String(last.file), path: String(last.path), bytes: Number(last.bytes) })
      else reject(new Error(last.error ?? 'The server closed the connection before the backup ended.'))
    })
  })
}
