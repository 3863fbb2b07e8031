import { and, asc, gte, inArray } from 'drizzle-orm'
import {
  type AffectedBookingJson,
  type AffectedEventJson,
  DEFAULT_WEEKLY_HOURS,
  type OpeningHoursCheckJson,
  type OpeningHoursJson,
  type SavedOpeningHoursJson,
  type WeeklyHoursJson,
} from '~/contracts/opening-hours'
import type { OpeningHoursInput } from '~/contracts/opening-hours.schemas'
import type { BookingSource } from '~/lib/constants'
import { eventClosure } from '~/lib/event-opening'
import { eventWallClock, upcomingCutoff } from '~/lib/event-times'
import type { Language } from '~/lib/languages'
import { hoursOn } from '~/lib/opening-hours'
import { translateFields } from '~/lib/translated-content'
import type { SeatingRulesJson } from '~/lib/seating-rules'
import type { Database } from '../db/client'
import { events, openingExceptions, openingHours, reservations } from '../db/schema'
import { HOLDING_STATUSES, withCapacityLock } from './booking-locks'
import { hoursRefusal, rowTiming } from './booking-rules'
import { readSeatingRules } from './seating-rules-read'

/**
 * The weekly hours (seven entries, Sunday first; a weekday without a row has the default hours) and the exceptions
 * from `today` on; in `lang` for guests (exception notes translated where staff did: translated-content.ts).
 */
export async function readOpeningHours(db: Database, today: string, lang: Language = 'en'): Promise<OpeningHoursJson> {
  const [weeklyRows, exceptionRows] = await Promise.all([
    db.select().from(openingHours),
    db.select().from(openingExceptions).where(gte(openingExceptions.date, today)).orderBy(asc(openingExceptions.date)),
  ])
  const weekly: WeeklyHoursJson[] = DEFAULT_WEEKLY_HOURS.map((fallback) => {
    const row = weeklyRows.find((r) => r.weekday === fallback.weekday)
    return row ? { weekday: row.weekday, closed: row.closed, opens: row.opens, closes: row.closes } : fallback
  })
  const exceptions = exceptionRows.map((row) =>
    translateFields(
      {
        date: row.date,
        closed: row.closed,
        ...(row.opens ? { opens: row.opens } : {}),
        ...(row.closes ? { closes: row.closes } : {}),
        ...(row.note ? { note: row.note } : {}),
      },
      row.translations,
      lang,
      ['note'],
    ),
  )
  return { weekly, exceptions }
}

/** The bookings from `today` on that still hold seats, in calendar order: what a change of the hours or rules is checked against. */
export function heldBookingsFrom(db: Database, today: string) {
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      name: reservations.name,
      email: reservations.email,
      phone: reservations.phone,
      date: reservations.date,
      time: reservations.time,
      guests: reservations.guests,
      seatingPreference: reservations.seatingPreference,
      status: reservations.status,
      source: reservations.source,
      startsAt: reservations.startsAt,
      stayMinutes: reservations.stayMinutes,
    })
    .from(reservations)
    .where(and(gte(reservations.date, today), inArray(reservations.status, [...HOLDING_STATUSES])))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
}

export type HeldBookingRow = Awaited<ReturnType<typeof heldBookingsFrom>>[number]

/**
 * Of `rows` (heldBookingsFrom), those that no longer fit `hours` under `rules` (each with its own stay; a walk-in needs
 * only the venue open at its start), with the hours' words.
 */
export function bookingsOutsideHours(rows: readonly HeldBookingRow[], hours: OpeningHoursJson, rules: SeatingRulesJson): AffectedBookingJson[] {
  return rows.flatMap(({ source, startsAt, stayMinutes, ...row }) => {
    const day = { date: row.date, hours, day: hoursOn(hours, row.date), rules }
    const reason = hoursRefusal(day, { ...row, source: source as BookingSource }, rowTiming({ ...row, startsAt, stayMinutes }))
    return reason ? [{ ...row, reason }] : []
  })
}

/** The events starting from `today` on (venue time) that `hours` leave closed, soonest first, with what guests read. */
export async function eventsOutsideHours(db: Database, today: string, timeZone: string, hours: OpeningHoursJson): Promise<AffectedEventJson[]> {
  const rows = await db
    .select({ id: events.id, title: events.title, start: events.date })
    .from(events)
    .where(gte(events.date, upcomingCutoff(today, timeZone)))
    .orderBy(asc(events.date), asc(events.id))
  return rows.flatMap(({ id, title, start }) => {
    const { date, time } = eventWallClock({ start, end: null }, timeZone)
    const reason = eventClosure(hours, date, time)
    return reason ? [{ id, title, date, time, reason }] : []
  })
}

/** What `hours` (as they would be saved from `today` on) leave outside them: the bookings and the events. */
async function outsideHours(db: Database, today: string, timeZone: string, hours: OpeningHoursJson): Promise<OpeningHoursCheckJson> {
  const [held, rules, affectedEvents] = await Promise.all([heldBookingsFrom(db, today), readSeatingRules(db), eventsOutsideHours(db, today, timeZone, hours)])
  return { affectedBookings: bookingsOutsideHours(held, hours, rules), affectedEvents }
}

/** The check before a save: what `input` would leave outside the hours, nothing written. */
export function checkOpeningHours(db: Database, today: string, timeZone: string, input: OpeningHoursInput): Promise<OpeningHoursCheckJson> {
  return outsideHours(db, today, timeZone, input)
}

/**
 * Replaces the weekly hours and the exceptions from `today` on (earlier ones are history and stay). Runs under the
 * capacity lock, taken exclusively, so no booking is decided while the hours change; nothing is cancelled: the
 * bookings that no longer fit are listed for staff to contact, and the events now closed (guests see them so).
 */
export async function saveOpeningHours(db: Database, today: string, timeZone: string, input: OpeningHoursInput): Promise<SavedOpeningHoursJson> {
  return withCapacityLock(db, async (tx) => {
    await tx.delete(openingHours)
    await tx.insert(openingHours).values(input.weekly)
    // An exception sent without translations keeps those its date had.
    const kept = await tx
      .select({ date: openingExceptions.date, translations: openingExceptions.translations })
      .from(openingExceptions)
      .where(gte(openingExceptions.date, today))
    const keptByDate = new Map(kept.map((row) => [row.date, row.translations]))
    await tx.delete(openingExceptions).where(gte(openingExceptions.date, today))
    if (input.exceptions.length > 0) {
      await tx.insert(openingExceptions).values(
        input.exceptions.map((e) => ({
          date: e.date,
          closed: e.closed,
          opens: e.opens ?? null,
          closes: e.closes ?? null,
          note: e.note ?? null,
          translations: e.translations ?? keptByDate.get(e.date) ?? {},
        })),
      )
    }
    const hours = await readOpeningHours(tx, today)
    return { ...hours, ...(await outsideHours(tx, today, timeZone, hours)) }
  })
}
