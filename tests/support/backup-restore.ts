import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type DatabaseHandle, openPglite } from '~/.server/db/client'
import { createTestDatabase, testEngine } from './test-db'

/** A backup file of this run's engine restored into a new database, to read what it holds. */
export async function restoreBackup(file: string): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (testEngine() === 'pglite') {
    const handle = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) })
    return { handle, close: () => handle.close() }
  }
  const target = await createTestDatabase({ migrate: false })
  const psql = spawnSync('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--file', file, '--dbname', target.url!], { encoding: 'utf8' })
  if (psql.status !== 0) throw new Error(`psql failed: ${psql.stderr}`)
  return { handle: target.handle, close: () => target.close() }
}
