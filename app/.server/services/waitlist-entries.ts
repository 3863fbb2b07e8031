/** The waitlist's rows as staff and guests read them: the day's line, places, and walk-ins' quoted waits (issue 31). */
import { and, asc, eq, inArray, lt } from 'drizzle-orm'
import type { WaitlistEntryJson, WaitlistKind, WaitlistStatus } from '~/contracts/waitlist'
import type { SeatingPreference } from '~/lib/constants'
import { minutesSinceDayStart, openSpan, QUARTER_MINUTES, serviceDay, walkInStay } from '~/lib/bookable-times'
import { addDays } from '~/lib/dates'
import { localePath, type Language } from '~/lib/languages'
import { stayMinutesFor } from '~/lib/seating-rules'
import type { VenueClock, VenueMoment } from '~/lib/venue-clock'
import { isInLine, linePositions } from '~/lib/waitlist-line'
import { QUOTE_STEP_MINUTES, quotedWaits, withArrivedStaying } from '~/lib/waitlist-wait'
import type { Database } from '../db/client'
import { reservations, waitlistEntries } from '../db/schema'
import { loadDayState } from './booking-locks'
import { readBookingDay } from './booking-day'
import { readOpeningHours } from './opening-hours'

export type WaitlistRow = typeof waitlistEntries.$inferSelect

/** The venue day a walk-in at the door waits for: tonight's, past midnight too. */
export async function currentServiceDay(db: Database, clock: VenueClock): Promise<string> {
  const now = clock.read()
  return serviceDay(await readOpeningHours(db, addDays(now.today, -1)), now)
}

/** Walk-ins still in line on a night already over leave the line (expired): nobody waits at the door for it. */
export async function expireWalkInsOfPastNights(db: Database, clock: VenueClock): Promise<void> {
  const tonight = await currentServiceDay(db, clock)
  await db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: clock.read().instant })
    .where(and(eq(waitlistEntries.kind, 'walk-in'), lt(waitlistEntries.date, tonight), inArray(waitlistEntries.status, ['waiting', 'notified'])))
}

/** The guest's private page: '/waitlist/<token>' under their language's prefix (as a booking's link). */
export function statusPathOf(language: string, token: string): string {
  return localePath(language as Language, `/waitlist/${token}`)
}

/** One day's entries in joining order, of one kind when asked. */
export function dayRows(db: Database, date: string, kind?: WaitlistKind): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), kind ? eq(waitlistEntries.kind, kind) : undefined))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
}

/**
 * The quoted wait of every walk-in still in line (id -> minutes, null when nothing fits tonight), from the floor now:
 * before opening, from the opening.
 */
export async function walkInQuotes(db: Database, now: VenueMoment, date: string, rows: readonly WaitlistRow[]): Promise<Map<number, number | null>> {
  const waiting = rows.filter((row) => row.kind === 'walk-in' && isInLine(row.status as WaitlistStatus))
  if (waiting.length === 0) return new Map()
  const day = await readBookingDay(db, date)
  const nowMinute = minutesSinceDayStart(date, now)
  const floor = await loadDayState(db, date)
  const arrived = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.status, 'arrived'), inArray(reservations.id, floor.bookings.map((booking) => booking.id).concat(-1))))
  const state = withArrivedStaying(floor, new Set(arrived.map((row) => row.id)), nowMinute)
  const from = Math.max(nowMinute, openSpan(day.day)?.from ?? nowMinute)
  const head = Math.ceil((from - nowMinute) / QUOTE_STEP_MINUTES) * QUOTE_STEP_MINUTES
  const grid = from - (from % QUARTER_MINUTES)
  const parties = waiting.map((row) => ({
    guests: row.guests,
    seatingPreference: row.seatingPreference as SeatingPreference,
    stay: walkInStay(day.day, grid, stayMinutesFor(day.rules, row.guests)),
  }))
  const quotes = quotedWaits(state, from, parties)
  return new Map(waiting.map((row, index) => [row.id, quotes[index] === null ? null : quotes[index]! + head]))
}

export function toEntryJson(row: WaitlistRow, position: number | null, quotedMinutes: number | null): WaitlistEntryJson {
  return {
    id: row.id,
    kind: row.kind as WaitlistKind,
    date: row.date,
    name: row.name,
    guests: row.guests,
    seatingPreference: row.seatingPreference as SeatingPreference,
    phone: row.phone,
    email: row.email,
    note: row.note,
    from: row.windowFrom,
    to: row.windowTo,
    joinedAt: row.joinedAt.toISOString(),
    status: row.status as WaitlistStatus,
    position,
    quotedMinutes: row.kind === 'walk-in' && position !== null ? quotedMinutes : null,
    offerExpiresAt: row.status === 'offered' && row.offerExpiresAt ? row.offerExpiresAt.toISOString() : null,
    reservationId: row.reservationId,
  }
}

/** One day's line as staff read it: walk-ins first, then online guests, each in joining order. */
export async function dayLine(db: Database, now: VenueMoment, date: string): Promise<WaitlistEntryJson[]> {
  const rows = await dayRows(db, date)
  const positions = linePositions(rows)
  const quotes = await walkInQuotes(db, now, date, rows)
  const kindOrder = (row: WaitlistRow) => (row.kind === 'walk-in' ? 0 : 1)
  return [...rows]
    .sort((a, b) => kindOrder(a) - kindOrder(b))
    .map((row) => toEntryJson(row, positions.get(row.id) ?? null, quotes.get(row.id) ?? null))
}
