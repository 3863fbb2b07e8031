// Makes the embedded database template of a build: a new PGlite data folder with every migration applied (without
// initdb's template databases), and beside it <folder>.json naming the PGlite version that made it. The server copies
// it into a new data folder instead of running initdb (seconds, and memory it would keep); a template from another
// PGlite version is not used.
//   node scripts/database-template.js <folder>     (npm run build runs it; the folder must not exist yet)
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const folder = process.argv[2]
if (!folder || existsSync(folder)) {
  console.error('Usage: node scripts/database-template.js <new folder>')
  process.exit(1)
}

const database = new PGlite(folder, { extensions: { btree_gist } })
await database.waitReady
await migrate(drizzle(database), { migrationsFolder: path.join(root, 'drizzle') })
// The app uses the database 'postgres' only. initdb's template0 and template1 are 600 of the folder's 1,100 files,
// each a file for a new data folder to create: a second on a busy disk.
await database.exec("update pg_database set datistemplate = false, datallowconn = true where datname in ('template0', 'template1')")
await database.exec('drop database template0')
await database.exec('drop database template1')
await database.close()

const pglitePackage = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')
const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8'))
writeFileSync(`${folder}.json`, `${JSON.stringify({ pglite: version, createdAt: new Date().toISOString() })}\n`)
