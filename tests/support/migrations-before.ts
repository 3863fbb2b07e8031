import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrationsFolder } from './database-admin'

/**
 * The app's migrations before the one tagged `tag` ('0010_seating_engine'), in a folder of their own: a test migrates
 * a database up to there, writes rows as that schema allowed them, then runs the rest.
 */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), `migrations-before-${tag}-`))
  cpSync(migrationsFolder, folder, { recursive: true })
  rmSync(path.join(folder, `${tag}.sql`))
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] }
  const entry = journal.entries.find((candidate) => candidate.tag === tag)
  if (!entry) throw new Error(`${tag} is not in the journal`)
  journal.entries = journal.entries.filter((candidate) => candidate.idx < entry.idx)
  writeFileSync(journalFile, JSON.stringify(journal))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
