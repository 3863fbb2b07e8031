import { eq, lt, sql } from 'drizzle-orm'
import type { VisitorStats } from '~/contracts/visitor-stats'
import { addDays } from '~/lib/dates'
import type { Database } from '../db/client'
import { visitors } from '../db/schema'

/** How long a visitor unseen is remembered: the visitor cookie's own lifetime. */
export const VISITOR_RETENTION_DAYS = 400

/** What recording a visit did: a new visitor added, a known one counted, or a new one not added (`mayAdd` false). */
export type VisitRecorded = 'added' | 'counted' | 'not-added'

/**
 * Records that the visitor (an id this server signed, sent back by their browser) was here on the venue-local `day`:
 * one row per visitor, its first and last day and the number of days seen. With `mayAdd` false only a known visitor
 * is counted (the per-address limit on new visitors is used up).
 */
export async function recordVisit(db: Database, visitorId: string, day: string, { mayAdd = true } = {}): Promise<VisitRecorded> {
  const seenAgain = {
    daysSeen: sql`${visitors.daysSeen} + case when ${visitors.lastDay} < ${day}::date then 1 else 0 end`,
    lastDay: sql`greatest(${visitors.lastDay}, ${day}::date)`,
  }
  if (!mayAdd) {
    const known = await db.update(visitors).set(seenAgain).where(eq(visitors.visitorId, visitorId)).returning({ id: visitors.visitorId })
    return known.length > 0 ? 'counted' : 'not-added'
  }
  const [row] = await db
    .insert(visitors)
    .values({ visitorId, firstDay: day, lastDay: day, daysSeen: 1 })
    .onConflictDoUpdate({ target: visitors.visitorId, set: seenAgain })
    // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has.
    .returning({ inserted: sql<boolean>`(xmax = 0)` })
  return row.inserted ? 'added' : 'counted'
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
