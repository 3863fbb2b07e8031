// Backups of the site's database:
//   npm run db:backup [FILE]     a consistent snapshot: the embedded database's folder as a .tar.gz, or for
//                                PostgreSQL (DATABASE_URL) a pg_dump SQL file
//   npm run db:restore FILE      into an empty data folder (DATA_DIR) or an empty PostgreSQL database
// While the server runs, the backup is the server's checked one (decision 021), in BACKUP_DIR (and copied to FILE):
// on PostgreSQL made here through the same code and lock; on the embedded database asked of the server that owns the
// folder (its backup socket, in BACKUP_DIR). With the embedded server stopped, the folder is copied here.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import pg from 'pg'
import { BACKUP_RUNNING_MESSAGE } from '../app/contracts/system'
import { requestBackup } from '../app/.server/backup-socket'
import { loadConfig } from '../app/.server/config'
import { openPostgres } from '../app/.server/db/client'
import { lockDataFolder } from '../app/.server/db/folder-lock'
import { createLogger } from '../app/.server/logger'
import { BackupRunningError } from '../app/.server/services/backups'
import { createSystem } from '../app/.server/services/system'
import { venueClock } from '../app/lib/venue-clock'

const usage = 'Usage: npm run db:backup [FILE]   |   npm run db:restore FILE'

function stamp(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): install the PostgreSQL client tools.`)
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`)
}

/** The checked backup's path, copied to `file` when one was named. */
function copiedTo(made: string, file: string | undefined): string {
  if (!file) return made
  copyFileSync(made, path.resolve(file))
  return path.resolve(file)
}

/** A checked backup of PostgreSQL, as the servers make them (the same lock: 409's message while one runs). */
async function checkedPostgresBackup(config: ReturnType<typeof loadConfig>): Promise<string> {
  const handle = await openPostgres(config.DATABASE_URL!, { max: 2 })
  try {
    const system = createSystem(handle, { config, clock: venueClock(config.VENUE_TIMEZONE), logger: createLogger('silent') })
    const outcome = await (await system.backups.start()).done
    if (!outcome.ok) throw new Error(`The backup failed: ${outcome.error} (set aside in ${path.join(system.backups.settings.dir, 'failed')})`)
    return path.join(system.backups.settings.dir, outcome.file)
  } finally {
    await handle.close()
  }
}

async function backup(file: string | undefined) {
  const config = loadConfig()
  if (config.DATABASE_URL) return copiedTo(await checkedPostgresBackup(config).catch(explainRunning), file)
  const target = path.resolve(file ?? `backup-${stamp()}.tar.gz`)
  if (!existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${path.resolve(config.DATA_DIR)}.`)
  // A server owns the folder: it makes the backup.
  const made = await requestBackup(config.DATA_DIR, config.BACKUP_DIR)
  if (made) return copiedTo(made.path, file)
  const release = lockDataFolder(config.DATA_DIR)
  try {
    const database = new PGlite(config.DATA_DIR, { extensions: { btree_gist } })
    await database.waitReady
    const snapshot = await database.dumpDataDir('gzip')
    await database.close()
    writeFileSync(target, Buffer.from(await snapshot.arrayBuffer()))
  } finally {
    release()
  }
  return target
}

function explainRunning(error: Error): never {
  throw error instanceof BackupRunningError ? new Error(BACKUP_RUNNING_MESSAGE) : error
}

async function restore(file: string | undefined) {
  if (!file) throw new Error(usage)
  const source = path.resolve(file)
  if (!existsSync(source)) throw new Error(`There is no backup file ${source}.`)
  const config = loadConfig()
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      )
      if (rows[0].n > 0) throw new Error('The database named by DATABASE_URL is not empty: restore into a new, empty database.')
    } finally {
      await client.end()
    }
    run('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--file', source, config.DATABASE_URL])
    return config.DATABASE_URL.replace(/\/\/[^@]*@/, '//')
  }
  const folder = path.resolve(config.DATA_DIR)
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty: restore into a new, empty data folder.`)
  const release = lockDataFolder(folder)
  try {
    const database = new PGlite(folder, { loadDataDir: new Blob([readFileSync(source)]), extensions: { btree_gist } })
    await database.waitReady
    await database.query('select 1')
    await database.close()
  } finally {
    release()
  }
  return folder
}

async function main() {
  const [command, file] = process.argv.slice(2)
  if (command === 'backup') console.log(`Backup written to ${await backup(file)}`)
  else if (command === 'restore') console.log(`Restored ${file} into ${await restore(file)}`)
  else throw new Error(usage)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
