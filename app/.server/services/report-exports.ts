/**
 * The Reports page's CSV exports of bookings and guests (GET /api/reports/reservations.csv, /api/reports/guests.csv).
 * SQL picks, orders and groups the rows; the process holds one file's rows at a time (a year of 50,000 bookings is
 * about 10 MB). Counting rules: app/contracts/reports.ts.
 */
import { asc, between, sql } from 'drizzle-orm'
import type { ReportRange } from '~/contracts/reports'
import { csvFile } from '~/lib/csv'
import { asActor } from '../db/actor'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'
import { recordAudit } from './audit'
import { guestKeySql } from './guest-key'
import { MADE_SQL, SEATED_SQL } from './report-daily'
import { tableNumbersSql } from './reservation-json'


export const RESERVATIONS_CSV_HEADER = [
  'Reference',
  'Date',
  'Time',
  'Guests',
  'Name',
  'E-mail',
  'Phone',
  'Source',
  'Seating',
  'Tables',
  'Status',
  'Stay minutes',
  'Made at',
  'Notes',
  'Staff note',
] as const

export const GUESTS_CSV_HEADER = ['Name', 'E-mail', 'Phone', 'Visits', 'No-shows', 'Bookings', 'Last visit', 'First booking'] as const

/** The file names the answers suggest: reservations-<from>-<to>.csv and guests-<venue today>.csv. */
export const reservationsFileName = (range: ReportRange) => `reservations-${range.from}-${range.to}.csv`
export const guestsFileName = (today: string) => `guests-${today}.csv`

/**
 * Every booking whose venue day is in `range` (checked: app/lib/report-range.ts), whatever its status, ordered by
 * its real start. `timeZone` is the venue's: when a booking was made is written on its clock.
 */
export async function reservationsCsv(db: Database, range: ReportRange, timeZone: string): Promise<string> {
  const rows = await db
    .select({
      reference: reservations.reference,
      date: sql<string>`${reservations.date}::text`,
      time: reservations.time,
      guests: reservations.guests,
      name: reservations.name,
      email: reservations.email,
      phone: reservations.phone,
      source: reservations.source,
      seating: reservations.seatingPreference,
      tableNumbers: tableNumbersSql,
      status: reservations.status,
      stayMinutes: reservations.stayMinutes,
      madeAt: sql<string>`to_char(${reservations.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`,
      notes: reservations.notes,
      staffNote: reservations.staffNote,
    })
    .from(reservations)
    .where(between(reservations.date, range.from, range.to))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
  return csvFile(
    RESERVATIONS_CSV_HEADER,
    rows.map((r) => [
      r.reference,
      r.date,
      r.time,
      r.guests,
      r.name,
      r.email,
      r.phone,
      r.source,
      r.seating,
      r.tableNumbers.join('+'),
      r.status,
      r.stayMinutes,
      r.madeAt,
      r.notes,
      r.staffNote,
    ]),
  )
}

/** The latest non-empty value of `column` among a guest's bookings (latest by start). */
const latest = (column: typeof reservations.name | typeof reservations.email | typeof reservations.phone) =>
  sql<string | null>`(array_agg(${column} order by ${reservations.startsAt} desc, ${reservations.id} desc) filter (where nullif(${column}, '') is not null))[1]`

const lastVisitSql = sql`max(${reservations.date}) filter (where ${SEATED_SQL})`

/**
 * One line per guest (as the guest history tells guests apart: guest-key.ts), over their bookings made: the name,
 * e-mail and phone of their latest, how many were seated, no-shows and made, the last seated day and the first
 * booking's day. Ordered by last visit, newest first; guests never seated after, by their latest booking.
 */
export async function readGuestRows(db: Database) {
  return db
    .select({
      name: latest(reservations.name),
      email: latest(reservations.email),
      phone: latest(reservations.phone),
      visits: sql<number>`(count(*) filter (where ${SEATED_SQL}))::int`,
      noShows: sql<number>`(count(*) filter (where ${reservations.status} = 'no-show'))::int`,
      bookings: sql<number>`count(*)::int`,
      lastVisit: sql<string | null>`(${lastVisitSql})::text`,
      firstBooking: sql<string>`min(${reservations.date})::text`,
    })
    .from(reservations)
    .where(MADE_SQL)
    .groupBy(guestKeySql)
    .orderBy(sql`${lastVisitSql} desc nulls last`, sql`max(${reservations.date}) desc`, guestKeySql)
}

/**
 * The guest list as a file, and its export in the audit trail in the same transaction: personal data leaves the
 * system only when the trail says who took it. The entry names the file and the number of guests, none of their data.
 */
export async function exportGuestList(db: Database, actor: string, today: string): Promise<string> {
  const file = guestsFileName(today)
  return asActor(db, actor, async (tx) => {
    const rows = await readGuestRows(tx)
    await recordAudit(tx, { action: 'create', resource: 'guest-export', resourceId: file, before: null, after: { file, guests: rows.length } })
    return csvFile(
      GUESTS_CSV_HEADER,
      rows.map((r) => [r.name, r.email, r.phone, r.visits, r.noShows, r.bookings, r.lastVisit, r.firstBooking]),
    )
  })
}
