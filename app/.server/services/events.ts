import { asc, gte } from 'drizzle-orm'
import type { EventJson } from '~/contracts/events'
import type { VenueClock } from '~/lib/venue-clock'
import { venueDateTime, venueTimeNow } from '~/lib/venue-time'
import type { Database } from '../db/client'
import { events } from '../db/schema'

type EventRow = typeof events.$inferSelect

/** The one serializer of an event. */
export function toEventJson(row: EventRow, timeZone: string): EventJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date.toISOString(),
    time: venueTimeNow(timeZone, row.date),
    endTime: row.endsAt ? venueTimeNow(timeZone, row.endsAt) : null,
    imageUrl: row.imageUrl,
    image: null,
  }
}

/** Events from the start of today (venue time) on, soonest first. */
export async function listUpcomingEvents(db: Database, clock: VenueClock): Promise<EventJson[]> {
  const startOfToday = venueDateTime(clock.read().today, '00:00', clock.timeZone)
  const rows = await db.select().from(events).where(gte(events.date, startOfToday)).orderBy(asc(events.date))
  return rows.map((row) => toEventJson(row, clock.timeZone))
}
