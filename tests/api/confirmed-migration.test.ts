import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { venueDateFromToday } from '../support/dates'
import { createTestDatabase, migrationsFolder, type TestDatabase } from '../support/test-db'

const MIGRATION = '0012_bookings_confirmed_at_once'

/** The app's migrations before 0012, in a folder of their own. */
function migrationsBefore(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-0011-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  rmSync(path.join(folder, `${MIGRATION}.sql`))
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag < MIGRATION)
  writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

describe('migration 0012: bookings still pending from today on become confirmed', () => {
  let database: TestDatabase
  let before: string
  const today = venueDateFromToday(0)
  const later = venueDateFromToday(10)
  const past = '2025-01-15'

  beforeAll(async () => {
    before = migrationsBefore()
    database = await createTestDatabase({ migrate: false })
    await database.handle.migrate(before)
    const insert = (id: number, date: string, status: string) =>
      database.handle.db.execute(sql`
        insert into reservations (id, name, email, date, time, starts_at, guests, status)
        values (${id}, 'Guest', 'guest@example.com', ${date}::date, '19:00', ${date}::date + time '19:00', 2, ${status})`)
    await insert(1, today, 'pending')
    await insert(2, later, 'pending')
    await insert(3, past, 'pending')
    await insert(4, later, 'cancelled')
    await database.handle.migrate(migrationsFolder)
  })

  afterAll(async () => {
    await database?.close()
    rmSync(before, { recursive: true, force: true })
  })

  it("confirms today's and later pending bookings, leaves past ones and other statuses, and records 'system' in the history", async () => {
    const rows = (await database.handle.db.execute(sql`select id, status from reservations order by id`)) as unknown as { rows: { id: number; status: string }[] }
    expect(rows.rows.map((r) => [r.id, r.status])).toEqual([
      [1, 'confirmed'],
      [2, 'confirmed'],
      [3, 'pending'],
      [4, 'cancelled'],
    ])
    const history = (await database.handle.db.execute(
      sql`select reservation_id, status, changed_by from reservation_status_changes where status = 'confirmed' order by reservation_id`,
    )) as unknown as { rows: { reservation_id: number; status: string; changed_by: string | null }[] }
    expect(history.rows).toEqual([
      { reservation_id: 1, status: 'confirmed', changed_by: 'system' },
      { reservation_id: 2, status: 'confirmed', changed_by: 'system' },
    ])
  })
})
