/** The host stand's reads: the bookings from today on a page at a time, one venue day's bookings, a search across all dates, a booking's history and its guest's. */
import { and, asc, desc, eq, gte, ilike, ne, or, type SQL, sql } from 'drizzle-orm'
import {
  DEFAULT_RESERVATION_PAGE,
  type GuestHistoryJson,
  type GuestNoteJson,
  type ReservationJson,
  type ReservationSummaryJson,
  type StatusChangeJson,
} from '~/contracts/reservations'
import { serviceDay } from '~/lib/bookable-times'
import type { ReservationStatus } from '~/lib/constants'
import { addDays } from '~/lib/dates'
import { dayTotals } from '~/lib/day-totals'
import { isHolding } from '~/lib/reservation-status'
import { PHONE_CORE_MIN_DIGITS, phoneCore } from '~/lib/phone-match'
import { isPhoneText, normalisePhone } from '~/lib/phone-number'
import type { Database } from '../db/client'
import { reservations, reservationStatusChanges, waitlistEntries } from '../db/schema'
import { NotFoundError } from './errors'
import { phoneCoreSql } from './guest-key'
import { readOpeningHours } from './opening-hours'
import { findWithTable, RESERVATION_NOT_FOUND, toReservationJsonList, withTableNumbers } from './reservation-json'

/** At most this many bookings answer a search: the nearest dates first. */
export const SEARCH_LIMIT = 50
/** At most this many earlier notes come with a guest's history. */
const GUEST_NOTES_LIMIT = 10

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A page of the bookings from a venue date on, and the cursor of the next page (null on the last). */
export interface ReservationPage {
  reservations: ReservationJson[]
  nextCursor: string | null
}

/**
 * The bookings of `today` (venue date) and after, in start order (id breaks a tie), `limit` at a time: each page
 * starts after the `cursor` ('<startsAt>_<id>') of the one before, so a walk sees every booking once.
 */
export async function reservationsFrom(db: Database, today: string, page: { cursor?: string; limit?: number }): Promise<ReservationPage> {
  const limit = page.limit ?? DEFAULT_RESERVATION_PAGE
  const after = page.cursor ? readCursor(page.cursor) : null
  const rows = await db
    .select(withTableNumbers)
    .from(reservations)
    .where(
      and(
        gte(reservations.date, today),
        after ? sql`(${reservations.startsAt}, ${reservations.id}) > (${after.startsAt}::timestamp, ${after.id}::int)` : undefined,
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
    .limit(limit + 1)
  const shown = rows.slice(0, limit)
  const last = shown.at(-1)?.row
  return { reservations: toReservationJsonList(shown), nextCursor: rows.length > limit && last ? cursorOf(last) : null }
}

function cursorOf(row: { startsAt: string; id: number }): string {
  return `${row.startsAt.replace(' ', 'T').slice(0, 19)}_${row.id}`
}

function readCursor(cursor: string): { startsAt: string; id: number } {
  const [startsAt, id] = cursor.split('_')
  return { startsAt: startsAt.replace('T', ' '), id: Number(id) }
}

/** One venue day's bookings, every status, by time. */
export async function reservationsOn(db: Database, date: string): Promise<ReservationJson[]> {
  const rows = await db
    .select(withTableNumbers)
    .from(reservations)
    .where(eq(reservations.date, date))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
  return toReservationJsonList(rows)
}

/**
 * How many bookings there are (every date and status) and how many of them are pending, counted by the database; and
 * the totals of the venue day `now` is in (after midnight, the night still running), by the host stand's rule.
 */
export async function reservationSummary(db: Database, now: { today: string; time: string }): Promise<ReservationSummaryJson> {
  const date = serviceDay(await readOpeningHours(db, addDays(now.today, -1)), now)
  const [[row], day, [waitlist]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${reservations.status} = 'pending'))::int`,
      })
      .from(reservations),
    db.select({ status: reservations.status, guests: reservations.guests }).from(reservations).where(eq(reservations.date, date)),
    db
      .select({ waited: sql<number>`count(*)::int`, seated: sql<number>`(count(*) filter (where ${waitlistEntries.status} = 'seated'))::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.date, date)),
  ])
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    today: { date, ...dayTotals(day) },
    waitlist: { waited: Number(waitlist.waited), seated: Number(waitlist.seated) },
  }
}

/**
 * Bookings whose name, e-mail or reference contains `q` (any case), or whose phone contains its digits (written any
 * way: '0917 555', '+63917555'); `date` narrows to one venue day. The dates nearest `today` come first.
 */
export async function searchReservations(db: Database, q: string, today: string, date?: string): Promise<ReservationJson[]> {
  const text = containing(q)
  const matches: SQL[] = [ilike(reservations.name, text), ilike(reservations.email, text), ilike(reservations.reference, text)]
  const number = normalisePhone(q)
  const core = phoneCore(number)
  if (core.length >= 3 && isPhoneText(number)) matches.push(sql`${phoneCoreSql} like ${containing(core)}`)
  const rows = await db
    .select(withTableNumbers)
    .from(reservations)
    .where(and(or(...matches), date ? eq(reservations.date, date) : undefined))
    .orderBy(sql`abs(${reservations.date} - ${today}::date)`, desc(reservations.date), asc(reservations.startsAt), asc(reservations.id))
    .limit(SEARCH_LIMIT)
  return toReservationJsonList(rows)
}

/** Every status the booking has had, oldest first, its creation included, and the guest's own changes (with a note). */
export async function statusHistory(db: Database, id: number): Promise<StatusChangeJson[]> {
  await findWithTable(db, id)
  const rows = await db
    .select()
    .from(reservationStatusChanges)
    .where(eq(reservationStatusChanges.reservationId, id))
    .orderBy(asc(reservationStatusChanges.changedAt), asc(reservationStatusChanges.id))
  return rows.map((r) => ({ status: r.status as ReservationStatus, changedBy: r.changedBy, changedAt: r.changedAt.toISOString(), note: r.note }))
}

/**
 * The guest's other bookings, matched by e-mail (any case) or phone (its core digits, at least 7): how many there are
 * at all (none: a first booking), those on the same day that hold seats (a second booking of the same guest), and of
 * the ones before this one how many they came to, how many they missed, when they last came, and the notes written then.
 */
export async function guestHistory(db: Database, id: number): Promise<GuestHistoryJson> {
  const [booking] = await db.select().from(reservations).where(eq(reservations.id, id))
  if (!booking) throw new NotFoundError(RESERVATION_NOT_FOUND)
  const sameGuest: SQL[] = []
  if (booking.email) sameGuest.push(sql`lower(${reservations.email}) = ${booking.email.toLowerCase()}`)
  const core = booking.phone ? phoneCore(booking.phone) : ''
  if (core.length >= PHONE_CORE_MIN_DIGITS) sameGuest.push(sql`${phoneCoreSql} = ${core}`)
  if (sameGuest.length === 0) return { visits: 0, noShows: 0, lastVisit: null, notes: [], otherBookings: 0, sameDay: [] }
  const others = await db
    .select({
      date: reservations.date,
      time: reservations.time,
      reference: reservations.reference,
      status: reservations.status,
      notes: reservations.notes,
      staffNote: reservations.staffNote,
      earlier: sql<boolean>`${reservations.startsAt} < ${booking.startsAt}::timestamp`,
    })
    .from(reservations)
    .where(and(ne(reservations.id, id), or(...sameGuest)))
    .orderBy(desc(reservations.startsAt))
  const earlier = others.filter((b) => b.earlier)
  const visits = earlier.filter((b) => b.status === 'arrived' || b.status === 'completed')
  const notes: GuestNoteJson[] = earlier.flatMap((b) => [
    ...(b.staffNote ? [{ date: b.date, reference: b.reference, text: b.staffNote, from: 'staff' as const }] : []),
    ...(b.notes ? [{ date: b.date, reference: b.reference, text: b.notes, from: 'guest' as const }] : []),
  ])
  const sameDay = others
    .filter((b) => b.date === booking.date && isHolding(b.status))
    .reverse()
    .map((b) => ({ reference: b.reference, time: b.time, status: b.status as ReservationStatus }))
  return {
    visits: visits.length,
    noShows: earlier.filter((b) => b.status === 'no-show').length,
    lastVisit: visits[0]?.date ?? null,
    notes: notes.slice(0, GUEST_NOTES_LIMIT),
    otherBookings: others.length,
    sameDay,
  }
}
