import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { visitorDays } from '../db/schema'
import type { VisitorStats } from '~/contracts/visitor-stats'

/** Records that the visitor (a random cookie id) was here on the venue-local `day`. */
export async function recordVisit(db: Database, visitorId: string, day: string): Promise<void> {
  await db.insert(visitorDays).values({ visitorId, day }).onConflictDoNothing()
}

/**
 * Returning = seen on two or more different days; new today = first seen today;
 * returning today = seen today and first seen on an earlier day.
 */
export async function visitorStats(db: Database, today: string): Promise<VisitorStats> {
  const result = (await db.execute(sql`
    with per_visitor as (
      select visitor_id, min(day) as first_day, count(*) as days,
             bool_or(day = ${today}::date) as seen_today
      from ${visitorDays}
      group by visitor_id
    )
    select count(*)::int as total,
           count(*) filter (where days >= 2)::int as returning,
           count(*) filter (where first_day = ${today}::date)::int as new_today,
           count(*) filter (where seen_today and first_day < ${today}::date)::int as returning_today
    from per_visitor`)) as unknown as {
    rows: Array<{ total: number; returning: number; new_today: number; returning_today: number }>
  }
  const row = result.rows[0]
  return {
    totalUniqueVisitors: Number(row.total),
    returningVisitors: Number(row.returning),
    newVisitorsToday: Number(row.new_today),
    returningVisitorsToday: Number(row.returning_today),
  }
}

