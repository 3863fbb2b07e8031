/** Migration 0020 on a database with visitors: each visitor's first and last day become days the Reports count. */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readReportSummary } from '~/.server/services/reports'
import { recordVisit } from '~/.server/services/visitors'
import { migrationsBefore } from '../support/migrations-before'
import { sqlRows } from '../support/report-data'
import { createTestDatabase, migrationsFolder, type TestDatabase } from '../support/test-db'

describe('migration 0020 on a database with visitors', () => {
  let database: TestDatabase
  let before: ReturnType<typeof migrationsBefore>

  beforeAll(async () => {
    before = migrationsBefore('0020_reports')
    database = await createTestDatabase({ migrate: false })
    await database.handle.migrate(before.folder)
    await database.handle.db.execute(sql`
      insert into visitors (visitor_id, first_day, last_day, days_seen)
      values ('once', '2026-11-20', '2026-11-20', 1), ('twice', '2026-11-18', '2026-11-21', 2), ('often', '2026-10-01', '2026-11-22', 9)`)
    await database.handle.migrate(migrationsFolder)
  })

  afterAll(async () => {
    await database?.close()
    before?.remove()
  })

  it('keeps their first and last days, the last with the first as its day before', async () => {
    expect(await sqlRows(database.handle.db, sql`select visitor_id, to_char(day, 'YYYY-MM-DD') as day, to_char(previous_day, 'YYYY-MM-DD') as previous, days_before from visitor_days order by visitor_id, day`)).toEqual([
      { visitor_id: 'often', day: '2026-10-01', previous: null, days_before: 0 },
      { visitor_id: 'often', day: '2026-11-22', previous: '2026-10-01', days_before: 1 },
      { visitor_id: 'once', day: '2026-11-20', previous: null, days_before: 0 },
      { visitor_id: 'twice', day: '2026-11-18', previous: null, days_before: 0 },
      { visitor_id: 'twice', day: '2026-11-21', previous: '2026-11-18', days_before: 1 },
    ])
  })

  it('counts them as the Reports count visitors, and goes on from their last day', async () => {
    const db = database.handle.db
    await recordVisit(db, 'once', '2026-11-23')
    const week = await readReportSummary(db, { from: '2026-11-17', to: '2026-11-23' }, 'Asia/Manila')
    expect(week.covers.byDay.map((day) => day.visitors)).toEqual([0, 1, 0, 1, 1, 1, 1])
    expect(week.visitors).toEqual({ unique: 3, returning: 3 })
  })
})
