/** "Add to calendar": an event, or a guest's booking, as an iCalendar file in the venue's time zone. */
import { eq } from 'drizzle-orm'
import { eventMessages } from '~/contracts/events'
import { bookingCalendar, type CalendarFileAnswer, venueLocation } from '~/lib/booking-calendar-file'
import type { ReservationStatus } from '~/lib/constants'
import { calendarFile } from '~/lib/ics'
import { localePath } from '~/lib/languages'
import { slugify } from '~/lib/slug'
import type { VenueClock } from '~/lib/venue-clock'
import type { Database } from '../db/client'
import { events } from '../db/schema'
import { calendarWords } from '../email/localized-words'
import { NotFoundError } from './errors'
import { languageOf, startDateOf } from './reservation-json'
import { findByToken } from './guest-bookings'
import { readVenue } from './venue'

/** An event staff gave no end: the calendar holds it for three hours. */
export const EVENT_DEFAULT_HOURS = 3
const HOUR_MS = 3_600_000

/** The event from its row; `origin` is the site's (PUBLIC_URL, else the request's): the file links back to /events. */
export async function eventCalendarFile(db: Database, clock: VenueClock, id: number, origin: string): Promise<CalendarFileAnswer> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  if (!row) throw new NotFoundError(eventMessages.notFound)
  const venue = await readVenue(db)
  const body = calendarFile({
    uid: `event-${row.id}@${new URL(origin).hostname}`,
    stamp: clock.read().instant,
    start: row.date,
    end: row.endsAt ?? new Date(row.date.getTime() + EVENT_DEFAULT_HOURS * HOUR_MS),
    timeZone: clock.timeZone,
    summary: row.title,
    location: venueLocation(venue),
    description: row.description,
    url: `${origin}/events`,
    status: 'CONFIRMED',
  })
  return { fileName: `${slugify(row.title) || `event-${row.id}`}.ics`, body }
}

/**
 * The guest's booking behind the private token (NotFoundError, as for GET /api/bookings/:token, otherwise). A cancelled
 * booking still answers, with STATUS:CANCELLED, so a calendar that imports it again shows it as cancelled.
 */
export async function bookingCalendarFile(db: Database, clock: VenueClock, token: string, origin: string): Promise<CalendarFileAnswer> {
  const row = await findByToken(db, token)
  const venue = await readVenue(db)
  const lang = languageOf(row)
  return bookingCalendar(
    { ...row, date: startDateOf(row), status: row.status as ReservationStatus },
    venue,
    { origin, privateLink: `${origin}${localePath(lang, `/booking/${token}`)}`, stamp: clock.read().instant, timeZone: clock.timeZone },
    calendarWords(lang),
  )
}
