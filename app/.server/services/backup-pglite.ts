/**
 * Backups of the embedded database, taken by the process that owns it: PGlite runs one statement at a time, so the
 * snapshot holds its transaction lock while it counts the rows and dumps the folder, and every other statement waits
 * for that moment only. Checked by loading the dump into a new in-memory PGlite.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import type { PGlite } from '@electric-sql/pglite'
import { type BackupEngine, countRows, type RowCounts } from './backup-engine'

export function pgliteBackups(client: PGlite): BackupEngine {
  return {
    extension: 'tar.gz',
    // One process owns the folder (folder-lock.ts); within it, the runner lets one backup run at a time.
    lock: async () => async () => {},
    async snapshot(target) {
      // Written to the data files first, so the copy's restore has little of the log to replay.
      await client.query('checkpoint')
      let counts: RowCounts = {}
      let dump: Blob | undefined
      await client.transaction(async (tx) => {
        counts = await countRows(async (text) => (await tx.query<Record<string, unknown>>(text)).rows)
        // Between statements of this transaction, nothing else runs: the dump is of the moment just counted.
        dump = await client.dumpDataDir('gzip')
      })
      await writeFile(target, Buffer.from(await dump!.arrayBuffer()))
      return counts
    },
    async restoredCounts(file) {
      const [{ PGlite }, { btree_gist }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/btree_gist')])
      // Unpacked here, where a damaged file is an error to report: inside PGlite it is one nobody can catch.
      const tar = await promisify(gunzip)(await readFile(file))
      const scratch = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: { btree_gist } })
      try {
        return await countRows(async (text) => (await scratch.query<Record<string, unknown>>(text)).rows)
      } finally {
        await scratch.close().catch(() => {})
      }
    },
  }
}
