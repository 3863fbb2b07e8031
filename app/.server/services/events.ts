import { and, asc, eq, gte, isNotNull, notExists, or } from 'drizzle-orm'
import type { EventJson, EventListsJson, UpcomingEventJson } from '~/contracts/events'
import { eventMessages } from '~/contracts/events'
import type { EventInput } from '~/contracts/events.schemas'
import type { ImageJson } from '~/contracts/images'
import { addDays } from '~/lib/dates'
import { eventClosure } from '~/lib/event-opening'
import { eventTimes, eventWallClock, isUpcomingEvent, upcomingCutoff } from '~/lib/event-times'
import type { Language } from '~/lib/languages'
import { translateFields } from '~/lib/translated-content'
import { venueToday } from '~/lib/venue-time'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { events, galleryPhotos, images } from '../db/schema'
import { InputError, NotFoundError } from './errors'
import { loadImageJson } from './images'
import { readOpeningHours } from './opening-hours'

type EventRow = typeof events.$inferSelect
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The one serializer of an event: `imageUrl` is the uploaded photo's fallback URL, else a URL from before uploads. */
export function toEventJson(row: EventRow, timeZone: string, image: ImageJson | null = null): EventJson {
  const { time, endTime } = eventWallClock({ start: row.date, end: row.endsAt }, timeZone)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date.toISOString(),
    time,
    endTime,
    imageUrl: image?.url ?? row.imageUrl,
    image,
  }
}

/** Rows as JSON, with their uploaded photos (read in one query, never their bytes). */
async function toEventsJson(db: Database, rows: EventRow[], timeZone: string): Promise<EventJson[]> {
  const photos = await loadImageJson(
    db,
    rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])),
  )
  return rows.map((row) => toEventJson(row, timeZone, row.imageId === null ? null : (photos.get(row.imageId) ?? null)))
}

const isUpcomingRow = (row: EventRow, today: string, timeZone: string) => isUpcomingEvent({ start: row.date, end: row.endsAt }, today, timeZone)

/**
 * Events still listed on the venue's today (app/lib/event-times.ts: until the day an event ends on is over), soonest
 * first, each saying whether the venue is closed when it starts (no table can be booked for it then).
 */
export async function listUpcomingEvents(db: Database, clock: VenueClock, lang: Language = 'en'): Promise<UpcomingEventJson[]> {
  const today = clock.today()
  const cutoff = upcomingCutoff(today, clock.timeZone)
  // The index narrows to events that start or end from today's 00:00 on; the rule itself decides.
  const [rows, hours] = await Promise.all([
    db
      .select()
      .from(events)
      .where(or(gte(events.date, cutoff), and(isNotNull(events.endsAt), gte(events.endsAt, cutoff))))
      .orderBy(asc(events.date), asc(events.id)),
    // From yesterday: an event still running today may have started then.
    readOpeningHours(db, addDays(today, -1)),
  ])
  const upcomingRows = rows.filter((row) => isUpcomingRow(row, today, clock.timeZone))
  const upcoming = await toEventsJson(db, upcomingRows, clock.timeZone)
  return upcoming.map((event, i) =>
    translateFields(
      { ...event, closedNotice: eventClosure(hours, venueToday(clock.timeZone, new Date(event.date)), event.time) },
      upcomingRows[i].translations,
      lang,
      ['title', 'description'],
    ),
  )
}

/** Every event, for staff: the upcoming ones soonest first, the past ones most recent first. */
export async function listAllEvents(db: Database, clock: VenueClock): Promise<EventListsJson> {
  const today = clock.today()
  const rows = await db.select().from(events).orderBy(asc(events.date), asc(events.id))
  const all = await toEventsJson(db, rows, clock.timeZone)
  const upcoming = all.filter((_, i) => isUpcomingRow(rows[i], today, clock.timeZone))
  const past = all.filter((_, i) => !isUpcomingRow(rows[i], today, clock.timeZone)).reverse()
  return { upcoming, past }
}

/** The event's columns from what staff entered (the photo is handled apart). */
function eventValues(input: EventInput, timeZone: string) {
  const { start, end } = eventTimes(input.date, input.time, input.endTime, timeZone)
  // An end that a daylight-saving change puts at or before the start (venues that have one) is no end.
  if (end && end <= start) throw InputError.field('endTime', eventMessages.endSame)
  // Translations left out of a PUT (undefined) are not written: the event keeps its own.
  return { title: input.title, description: input.description, date: start, endsAt: end, translations: input.translations }
}

/** Holds the uploaded image until the transaction ends (a delete waits), or refuses an id that is not one. */
async function holdImage(tx: Transaction, imageId: number): Promise<void> {
  const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, imageId)).for('share')
  if (!image) throw InputError.field('imageId', eventMessages.unknownImage)
}

/** Deletes an image no longer shown anywhere: not in the gallery, not on another event. */
async function dropImageIfUnused(tx: Transaction, imageId: number): Promise<void> {
  await tx
    .delete(images)
    .where(
      and(
        eq(images.id, imageId),
        notExists(tx.select({ id: galleryPhotos.id }).from(galleryPhotos).where(eq(galleryPhotos.imageId, imageId))),
        notExists(tx.select({ id: events.id }).from(events).where(eq(events.imageId, imageId))),
      ),
    )
}

async function eventJsonById(db: Database, id: number, timeZone: string): Promise<EventJson> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  if (!row) throw new NotFoundError(eventMessages.notFound)
  const [json] = await toEventsJson(db, [row], timeZone)
  return json
}

export async function createEvent(db: Database, timeZone: string, input: EventInput): Promise<EventJson> {
  const values = eventValues(input, timeZone)
  const id = await db.transaction(async (tx) => {
    const imageId = input.imageId ?? null
    if (imageId !== null) await holdImage(tx, imageId)
    const [row] = await tx
      .insert(events)
      .values({ ...values, imageId })
      .returning({ id: events.id })
    return row.id
  })
  return eventJsonById(db, id, timeZone)
}

/**
 * Replaces the event. `imageId` null removes its photo, a new id replaces it, omitted keeps it; a photo no longer
 * shown anywhere is deleted (never served again).
 */
export async function updateEvent(db: Database, timeZone: string, id: number, input: EventInput): Promise<EventJson> {
  const values = eventValues(input, timeZone)
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ imageId: events.imageId }).from(events).where(eq(events.id, id)).for('update')
    if (!current) throw new NotFoundError(eventMessages.notFound)
    if (input.imageId === undefined) {
      await tx.update(events).set(values).where(eq(events.id, id))
      return
    }
    if (input.imageId !== null) await holdImage(tx, input.imageId)
    // A photo set or removed here replaces a URL from before uploads too.
    await tx
      .update(events)
      .set({ ...values, imageId: input.imageId, imageUrl: null })
      .where(eq(events.id, id))
    if (current.imageId !== null && current.imageId !== input.imageId) await dropImageIfUnused(tx, current.imageId)
  })
  return eventJsonById(db, id, timeZone)
}

/** Deletes the event, and its photo unless the gallery or another event shows it. */
export async function deleteEvent(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning({ imageId: events.imageId })
    if (!row) throw new NotFoundError(eventMessages.notFound)
    if (row.imageId !== null) await dropImageIfUnused(tx, row.imageId)
  })
}

