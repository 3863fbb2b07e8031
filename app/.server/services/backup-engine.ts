/** What the backup runner (backups.ts) needs of an engine, and the row counts a backup is checked by. */

/** Rows per table ('public.reservations' -> 42). */
export type RowCounts = Record<string, number>

export interface BackupEngine {
  extension: 'tar.gz' | 'sql'
  /**
   * Takes the one backup lock across processes: `wait` until it is free (the scheduled backup), or null at once while
   * another holds it (one asked for now). Resolves to its release.
   */
  lock(wait: boolean): Promise<(() => Promise<void>) | null>
  /** Writes a consistent snapshot to `target`, and returns the row counts of that same snapshot. */
  snapshot(target: string): Promise<RowCounts>
  /** Restores the backup in `file` into a scratch database, and returns its row counts. */
  restoredCounts(file: string): Promise<RowCounts>
}

type Query = (text: string) => Promise<Array<Record<string, unknown>>>

/** Every table of the database but the system's, schema-qualified and quoted. */
const TABLES = `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' order by 1`

/** The row count of every table, in two statements (within one snapshot when the caller holds one). */
export async function countRows(query: Query): Promise<RowCounts> {
  const names = (await query(TABLES)).map((row) => String(row.name))
  if (names.length === 0) return {}
  const counts = names.map((name) => `select '${name.replace(/'/g, "''")}' as name, count(*)::bigint as n from ${name}`).join(' union all ')
  return Object.fromEntries((await query(counts)).map((row) => [String(row.name), Number(row.n)]))
}

/** 'public.reservations' -> 'reservations'; other schemas stay named. */
function tableName(name: string): string {
  return name.replace(/^public\./, '').replace(/"/g, '')
}

/** Why the restored copy does not match the source, in one line; null when every table's count is the same. */
export function countsMismatch(source: RowCounts, restored: RowCounts): string | null {
  for (const name of Object.keys(source).sort()) {
    if (!(name in restored)) return `The restored copy has no table ${tableName(name)}.`
    if (restored[name] !== source[name]) return `The restored copy has ${restored[name]} rows in ${tableName(name)}; the source had ${source[name]}.`
  }
  const extra = Object.keys(restored).find((name) => !(name in source))
  return extra ? `The restored copy has a table the source did not: ${tableName(extra)}.` : null
}
