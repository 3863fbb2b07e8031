/**
 * The venue's weekly summary e-mail (Mondays, 08:00 venue time), through the outbox like every other message: queued
 * once per ISO week however many processes try, and whenever they try within the week.
 */
import { eq } from 'drizzle-orm'
import type { ReportRange } from '~/contracts/reports'
import { addDays } from '~/lib/dates'
import type { WeeklySummarySlot } from '~/lib/weekly-summary'
import type { Database } from '../db/client'
import { appMeta, emailOutbox } from '../db/schema'
import type { EmailVenue } from '../email/message-parts'
import type { WeeklySummaryContent } from '../email/weekly-summary'
import { readReportDays } from './report-daily'
import { readReportSummary } from './reports'
import { readVenue } from './venue'

/** Where the summary links to (PUBLIC_URL, else the server's own address), the venue's zone, and now. */
export interface WeeklySummaryContext {
  origin: string
  timeZone: string
  now: Date
}

/** queued; sent-already: this week's was queued before (by this process or another); no-address: the venue has none. */
export type WeeklySummaryOutcome = 'queued' | 'sent-already' | 'no-address'

/** The app_meta key that says a week's summary was queued. */
export const weeklySummaryKey = (week: string) => `weekly-summary:${week}`

/** What the summary sent in `slot`'s week says: the week before it, against the week before that, and the week ahead. */
export async function weeklySummaryContent(
  db: Database,
  slot: WeeklySummarySlot,
  context: WeeklySummaryContext,
  venue: EmailVenue,
): Promise<WeeklySummaryContent> {
  const lastWeek: ReportRange = { from: addDays(slot.monday, -7), to: addDays(slot.monday, -1) }
  const weekAhead: ReportRange = { from: slot.monday, to: addDays(slot.monday, 6) }
  const summary = await readReportSummary(db, lastWeek, context.timeZone)
  const ahead = await readReportDays(db, weekAhead, context.timeZone)
  const busiest = summary.heatmap
    .filter((cell) => cell.covers > 0)
    .sort((a, b) => b.covers - a.covers || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, 3)
    .map(({ weekday, hour, covers }) => ({ weekday, hour, covers }))
  return {
    notice: 'weekly-summary',
    venue,
    origin: context.origin,
    timeZone: context.timeZone,
    week: slot.week,
    lastWeek: { ...lastWeek, covers: summary.covers.total, coversWeekBefore: summary.covers.previous, noShows: summary.noShows.count },
    busiest,
    weekAhead: {
      ...weekAhead,
      bookings: ahead.reduce((sum, day) => sum + day.bookings, 0),
      covers: ahead.reduce((sum, day) => sum + day.covers, 0),
    },
  }
}

/**
 * Queues `slot`'s summary to the venue's address unless it was queued already: the week's key in app_meta is written
 * in the outbox row's transaction, so of two processes trying at once one queues it and the other finds it done.
 */
export async function queueWeeklySummary(db: Database, slot: WeeklySummarySlot, context: WeeklySummaryContext): Promise<WeeklySummaryOutcome> {
  const key = weeklySummaryKey(slot.week)
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key))
  if (done) return 'sent-already'
  const { name, address, phone, email } = await readVenue(db)
  if (!email) return 'no-address'
  const content = await weeklySummaryContent(db, slot, context, { name, address, phone, email })
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(appMeta).values({ key, value: context.now.toISOString() }).onConflictDoNothing().returning({ key: appMeta.key })
    if (!claimed) return 'sent-already'
    await tx.insert(emailOutbox).values({ kind: 'staff-weekly-summary', recipient: email, content, sendAfter: context.now, createdAt: context.now })
    return 'queued'
  })
}
