/**
 * Backups of a PostgreSQL database: pg_dump of a snapshot exported by a REPEATABLE READ transaction that counted the
 * rows in the same snapshot and stays open until the dump is written. Checked by restoring it with psql into a scratch
 * database on the same server (its user needs CREATEDB), dropped afterwards. One at a time across processes: a
 * session advisory lock, held on a connection of its own for the whole backup.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { type BackupEngine, countRows } from './backup-engine'

const BACKUP_LOCK_KEY = 7_261_011

async function connect(connectionString: string): Promise<pg.Client> {
  const { default: postgres } = await import('pg')
  const client = new postgres.Client({ connectionString })
  // A dropped connection fails the backup's statement, never the process.
  client.on('error', () => {})
  await client.connect()
  return client
}

/** Runs a PostgreSQL client tool without blocking the server; rejects with what it printed on failure. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString()
    })
    child.on('error', (error) => reject(new Error(`${command} could not run (${error.message}): install the PostgreSQL client tools.`)))
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim().split('\n')[0] ?? code}`))))
  })
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString)
  url.pathname = `/${database}`
  return url.toString()
}

export function postgresBackups(connectionString: string): BackupEngine {
  const rowsOf = (client: pg.Client) => async (text: string) => (await client.query(text)).rows as Array<Record<string, unknown>>
  return {
    extension: 'sql',
    async lock(wait) {
      const client = await connect(connectionString)
      try {
        if (wait) await client.query('select pg_advisory_lock($1)', [BACKUP_LOCK_KEY])
        else if (!(await client.query('select pg_try_advisory_lock($1) as taken', [BACKUP_LOCK_KEY])).rows[0].taken) {
          await client.end()
          return null
        }
      } catch (error) {
        await client.end().catch(() => {})
        throw error
      }
      // Ending the session releases the lock, also when the process dies.
      return () => client.end().catch(() => {})
    },
    async snapshot(target) {
      const client = await connect(connectionString)
      try {
        await client.query('begin isolation level repeatable read read only')
        const { rows } = await client.query('select pg_export_snapshot() as snapshot')
        const counts = await countRows(rowsOf(client))
        await run('pg_dump', ['--no-owner', '--no-privileges', `--snapshot=${rows[0].snapshot}`, '--file', target, '--dbname', connectionString])
        await client.query('commit')
        return counts
      } finally {
        await client.end().catch(() => {})
      }
    },
    async restoredCounts(file) {
      const scratch = `backup_check_${process.pid}_${randomBytes(4).toString('hex')}`
      const admin = await connect(connectionString)
      try {
        await admin.query(`create database ${scratch}`)
        try {
          await run('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--file', file, '--dbname', withDatabase(connectionString, scratch)])
          const restored = await connect(withDatabase(connectionString, scratch))
          try {
            return await countRows(rowsOf(restored))
          } finally {
            await restored.end().catch(() => {})
          }
        } finally {
          await admin.query(`drop database if exists ${scratch} with (force)`).catch(() => {})
        }
      } finally {
        await admin.end().catch(() => {})
      }
    },
  }
}
