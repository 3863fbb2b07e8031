import { asc, gte } from 'drizzle-orm'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson, type WeeklyHoursJson } from '~/contracts/opening-hours'
import type { Database } from '../db/client'
import { openingExceptions, openingHours } from '../db/schema'

/** The weekly hours (seven entries, Sunday first; a weekday without a row has the default hours) and the exceptions from `today` on. */
export async function readOpeningHours(db: Database, today: string): Promise<OpeningHoursJson> {
  const [weeklyRows, exceptionRows] = await Promise.all([
    db.select().from(openingHours),
    db.select().from(openingExceptions).where(gte(openingExceptions.date, today)).orderBy(asc(openingExceptions.date)),
  ])
  const weekly: WeeklyHoursJson[] = DEFAULT_WEEKLY_HOURS.map((fallback) => {
    const row = weeklyRows.find((r) => r.weekday === fallback.weekday)
    return row ? { weekday: row.weekday, closed: row.closed, opens: row.opens, closes: row.closes } : fallback
  })
  const exceptions = exceptionRows.map((row) => ({
    date: row.date,
    closed: row.closed,
    ...(row.opens ? { opens: row.opens } : {}),
    ...(row.closes ? { closes: row.closes } : {}),
    ...(row.note ? { note: row.note } : {}),
  }))
  return { weekly, exceptions }
}
