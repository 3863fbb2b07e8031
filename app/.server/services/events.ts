import { asc, gte } from 'drizzle-orm'
import { venueDateTime, venueToday } from '~/lib/venue-time'
import type { Database } from '../db/client'
import { events } from '../db/schema'
import type { EventJson } from '~/contracts/events'

/** Events from the start of today (venue time) on, soonest first. */
export async function listUpcomingEvents(db: Database, timeZone: string, now = new Date()): Promise<EventJson[]> {
  const startOfToday = venueDateTime(venueToday(timeZone, now), '00:00', timeZone)
  const rows = await db.select().from(events).where(gte(events.date, startOfToday)).orderBy(asc(events.date))
  return rows.map((e) => ({ ...e, date: e.date.toISOString() }))
}

