/**
 * The build's demo database template: a copy of the migrated template with the demo data loaded but its events (they
 * are dated from the day of the start). A new data folder with SEED_DEMO_DATA starts as a copy of it, so the first
 * start does not insert a menu row by row and six photos' bytes: it adds the events only (demo-seed.ts).
 */
import { copyFileSync, existsSync } from 'node:fs'
import { openPglite } from './client'
import { prepareDemoDatabase } from './demo-seed'
import { templateStampFile } from './new-data-folder'

/** Writes `target` (a new folder) from `template`, with the prepared demo photos of `galleryFile`; the stamp last. */
export async function writeDemoDatabaseTemplate(template: string, target: string, galleryFile?: string): Promise<void> {
  if (existsSync(target)) throw new Error(`${target} already exists`)
  let how: string | undefined
  const handle = await openPglite(target, { template, onCreated: (created) => (how = created) })
  try {
    if (how !== 'template') throw new Error(`${template} is not a usable database template`)
    await prepareDemoDatabase(handle.db, galleryFile)
  } finally {
    await handle.close()
  }
  copyFileSync(templateStampFile(template), templateStampFile(target))
}
