import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { offerItems } from '~/.server/db/schema'
import type { Database } from '~/.server/db/client'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs `scripts/backup.ts` (what npm run db:backup / db:restore run) with these settings. */
export function backupCli(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

/** What a backup must bring back: two offers, one inactive. */
export const backedUpOffers = [
  { name: 'San Miguel', price: 7000, isActive: true },
  { name: 'Mango shake', price: 12000, isActive: false },
]

export function readOffers(db: Database) {
  return db.select({ name: offerItems.name, price: offerItems.price, isActive: offerItems.isActive }).from(offerItems)
}
