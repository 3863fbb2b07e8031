import { lt, sql } from 'drizzle-orm'
import type { VisitorStats } from '~/contracts/visitor-stats'
import { addDays } from '~/lib/dates'
import type { Database } from '../db/client'
import { visitors } from '../db/schema'

/** How long a visitor unseen is remembered: the visitor cookie's own lifetime. */
export const VISITOR_RETENTION_DAYS = 400

/**
 * Records that the visitor (a random cookie id their browser sent back) was here on the venue-local `day`: one row
 * per visitor, its first and last day and the number of days seen.
 */
export async function recordVisit(db: Database, visitorId: string, day: string): Promise<void> {
  await db
    .insert(visitors)
    .values({ visitorId, firstDay: day, lastDay: day, daysSeen: 1 })
    .onConflictDoUpdate({
      target: visitors.visitorId,
      set: {
        daysSeen: sql`${visitors.daysSeen} + case when ${visitors.lastDay} < ${day}::date then 1 else 0 end`,
        lastDay: sql`greatest(${visitors.lastDay}, ${day}::date)`,
      },
    })
}

/**
 * Returning = seen on two or more different days; new today = first seen today;
 * returning today = seen today and first seen on an earlier day.
 */
export async function visitorStats(db: Database, today: string): Promise<VisitorStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      returning: sql<number>`(count(*) filter (where ${visitors.daysSeen} >= 2))::int`,
      newToday: sql<number>`(count(*) filter (where ${visitors.firstDay} = ${today}::date))::int`,
      returningToday: sql<number>`(count(*) filter (where ${visitors.lastDay} = ${today}::date and ${visitors.firstDay} < ${today}::date))::int`,
    })
    .from(visitors)
  return {
    totalUniqueVisitors: Number(row.total),
    returningVisitors: Number(row.returning),
    newVisitorsToday: Number(row.newToday),
    returningVisitorsToday: Number(row.returningToday),
  }
}

/** Forgets visitors not seen for VISITOR_RETENTION_DAYS (their cookie has expired too). Returns how many went. */
export async function purgeOldVisitors(db: Database, today: string): Promise<number> {
  const gone = await db
    .delete(visitors)
    .where(lt(visitors.lastDay, addDays(today, -VISITOR_RETENTION_DAYS)))
    .returning({ id: visitors.visitorId })
  return gone.length
}
