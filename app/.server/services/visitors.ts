import { eq, lt, sql } from 'drizzle-orm'
import type { VisitorStats } from '~/contracts/visitor-stats'
import { addDays } from '~/lib/dates'
import type { Database } from '../db/client'
import { visitorDays, visitors } from '../db/schema'

/** How long a visitor unseen is remembered: the visitor cookie's own lifetime. */
export const VISITOR_RETENTION_DAYS = 400

/** What recording a visit did: a new visitor added, a known one counted, or a new one not added (`mayAdd` false). */
export type VisitRecorded = 'added' | 'counted' | 'not-added'

/**
 * Records that the visitor (an id this server signed, sent back by their browser) was here on the venue-local `day`:
 * one row per visitor (its first and last day and the number of days seen), and one per visitor and day (the Reports'
 * visitors per day, with the visitor's day before and how many days they were seen before). With `mayAdd` false only
 * a known visitor is counted (the per-address limit on new visitors is used up). Days come in order (today's).
 */
export async function recordVisit(db: Database, visitorId: string, day: string, { mayAdd = true } = {}): Promise<VisitRecorded> {
  const seenAgain = {
    daysSeen: sql`${visitors.daysSeen} + case when ${visitors.lastDay} < ${day}::date then 1 else 0 end`,
    lastDay: sql`greatest(${visitors.lastDay}, ${day}::date)`,
  }
  // What the visitor's row said before this visit: read in the statement that writes it, from its snapshot.
  const before = {
    previousDay: sql<string | null>`(select ${visitors.lastDay} from ${visitors} where ${visitors.visitorId} = ${visitorId})`,
    daysBefore: sql<number | null>`(select ${visitors.daysSeen} from ${visitors} where ${visitors.visitorId} = ${visitorId})`,
  }
  return db.transaction(async (tx) => {
    let recorded: VisitRecorded
    let row: { previousDay: string | null; daysBefore: number | null } | undefined
    if (!mayAdd) {
      const known = await tx.update(visitors).set(seenAgain).where(eq(visitors.visitorId, visitorId)).returning(before)
      row = known[0]
      recorded = row ? 'counted' : 'not-added'
    } else {
      const [upserted] = await tx
        .insert(visitors)
        .values({ visitorId, firstDay: day, lastDay: day, daysSeen: 1 })
        .onConflictDoUpdate({ target: visitors.visitorId, set: seenAgain })
        // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has.
        .returning({ inserted: sql<boolean>`(xmax = 0)`, ...before })
      row = upserted
      recorded = upserted.inserted ? 'added' : 'counted'
    }
    if (row && !(row.previousDay !== null && row.previousDay >= day)) {
      const earlier = row.previousDay !== null
      await tx
        .insert(visitorDays)
        .values({ day, visitorId, previousDay: earlier ? row.previousDay : null, daysBefore: earlier ? Number(row.daysBefore) : 0 })
        .onConflictDoNothing()
    }
    return recorded
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

/** Forgets visitors not seen for VISITOR_RETENTION_DAYS (their cookie has expired too), and days as old. Returns how many visitors went. */
export async function purgeOldVisitors(db: Database, today: string): Promise<number> {
  const oldest = addDays(today, -VISITOR_RETENTION_DAYS)
  await db.delete(visitorDays).where(lt(visitorDays.day, oldest))
  const gone = await db.delete(visitors).where(lt(visitors.lastDay, oldest)).returning({ id: visitors.visitorId })
  return gone.length
}
