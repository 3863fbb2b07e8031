/**
 * The Reports figures per venue day, from one grouped query: the summary's days and totals (reports.ts) and the
 * daily CSV are both read from it, so the two cannot disagree.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { ReportRange } from '~/contracts/reports'
import type { Database } from '../db/client'

/** The counting rules of app/contracts/reports.ts: the statuses of bookings that stand, that were made, that were seated. */
const STANDING = `('pending', 'confirmed', 'arrived', 'completed')`
const MADE = `('pending', 'confirmed', 'arrived', 'completed', 'cancelled', 'no-show')`
const SEATED = `('arrived', 'completed')`

/** The counting rules as conditions on `reservations`. */
export const STANDS_SQL = sql.raw(`reservations.status in ${STANDING}`)
export const MADE_SQL = sql.raw(`reservations.status in ${MADE}`)
export const SEATED_SQL = sql.raw(`reservations.status in ${SEATED}`)

/** A booking's venue day within `range`. */
export const inRangeSql = (range: ReportRange) => sql`reservations.date between ${range.from}::date and ${range.to}::date`

export interface ReportDay {
  date: string
  /** ISO weekday, 1 = Monday. */
  weekday: number
  /** Bookings that stand, and their guests. */
  bookings: number
  covers: number
  coversOnline: number
  coversPhone: number
  coversWalkIn: number
  coversTable: number
  coversBar: number
  /** Bookings made: what rates divide by. */
  made: number
  noShows: number
  noShowsOnline: number
  noShowsPhone: number
  noShowsWalkIn: number
  cancellations: number
  cancellationsOnline: number
  cancellationsPhone: number
  cancellationsWalkIn: number
  /** Cancelled less than 24 hours before the start (the latest cancellation, on the venue's clock). */
  lateCancellations: number
  /** Distinct visitors of the website that day. */
  visitors: number
  /**
   * Visitors counted once over the range, on their first day in it: those whose day before was outside it, and those
   * returning (seen on two days or more up to the range's end). Their sums over the days are the range's figures.
   */
  firstInRange: number
  returningInRange: number
}

const STANDS = `status in ${STANDING}`
const bookingsWhere = (condition: string) => sql.raw(`coalesce(sum(bookings) filter (where ${condition}), 0)::int`)
const guestsWhere = (condition: string) => sql.raw(`coalesce(sum(guests) filter (where ${condition}), 0)::int`)

/**
 * One row per day of `range`, in order, zeros included: the daily CSV's lines and the summary's days and totals.
 * `timeZone` is the venue's. The bookings are grouped first by day, status, source and seating (a few dozen groups a
 * day), and the day's figures summed from those groups: far cheaper than weighing every condition for every booking.
 */
export function daysSql(range: ReportRange, timeZone: string): SQL {
  return sql`(
    with cancelled as (
      -- Each cancelled booking's latest cancellation, grouped once rather than looked up booking by booking.
      select reservation_id, max(changed_at) at time zone ${timeZone} as at from reservation_status_changes
      where status = 'cancelled' and reservation_id in (select id from reservations where ${inRangeSql(range)} and status = 'cancelled')
      group by reservation_id
    ),
    booked as (
      select date, status, source, seating_preference as seating, count(*) as bookings, sum(guests) as guests,
        count(*) filter (where cancelled.at > starts_at - interval '24 hours') as late
      from reservations left join cancelled on cancelled.reservation_id = reservations.id
      where ${inRangeSql(range)} and ${MADE_SQL}
      group by date, status, source, seating_preference
    ),
    per_day as (
      select date as booked_day,
        ${bookingsWhere(STANDS)} as bookings,
        ${guestsWhere(STANDS)} as covers,
        ${guestsWhere(`${STANDS} and source = 'online'`)} as covers_online,
        ${guestsWhere(`${STANDS} and source = 'phone'`)} as covers_phone,
        ${guestsWhere(`${STANDS} and source = 'walk-in'`)} as covers_walk_in,
        ${guestsWhere(`${STANDS} and seating = 'table'`)} as covers_table,
        ${guestsWhere(`${STANDS} and seating = 'bar'`)} as covers_bar,
        sum(bookings)::int as made,
        ${bookingsWhere(`status = 'no-show'`)} as no_shows,
        ${bookingsWhere(`status = 'no-show' and source = 'online'`)} as no_shows_online,
        ${bookingsWhere(`status = 'no-show' and source = 'phone'`)} as no_shows_phone,
        ${bookingsWhere(`status = 'no-show' and source = 'walk-in'`)} as no_shows_walk_in,
        ${bookingsWhere(`status = 'cancelled'`)} as cancellations,
        ${bookingsWhere(`status = 'cancelled' and source = 'online'`)} as cancellations_online,
        ${bookingsWhere(`status = 'cancelled' and source = 'phone'`)} as cancellations_phone,
        ${bookingsWhere(`status = 'cancelled' and source = 'walk-in'`)} as cancellations_walk_in,
        sum(late)::int as late_cancellations
      from booked group by date
    ),
    seen as (
      select day, count(*)::int as visitors,
        (count(*) filter (where previous_day is null or previous_day < ${range.from}::date))::int as first_in_range,
        (count(*) filter (where previous_day < ${range.from}::date or days_before = 1))::int as returning_in_range
      from visitor_days where day between ${range.from}::date and ${range.to}::date group by day
    )
    -- One JSON value, not 365 rows of 22 columns: the embedded engine hands rows over field by field, slowly.
    select json_agg(json_build_object(
      'date', to_char(days.day, 'YYYY-MM-DD'), 'weekday', date_part('isodow', days.day)::int,
      'bookings', coalesce(bookings, 0), 'covers', coalesce(covers, 0),
      'coversOnline', coalesce(covers_online, 0), 'coversPhone', coalesce(covers_phone, 0), 'coversWalkIn', coalesce(covers_walk_in, 0),
      'coversTable', coalesce(covers_table, 0), 'coversBar', coalesce(covers_bar, 0), 'made', coalesce(made, 0),
      'noShows', coalesce(no_shows, 0), 'noShowsOnline', coalesce(no_shows_online, 0),
      'noShowsPhone', coalesce(no_shows_phone, 0), 'noShowsWalkIn', coalesce(no_shows_walk_in, 0),
      'cancellations', coalesce(cancellations, 0), 'cancellationsOnline', coalesce(cancellations_online, 0),
      'cancellationsPhone', coalesce(cancellations_phone, 0), 'cancellationsWalkIn', coalesce(cancellations_walk_in, 0),
      'lateCancellations', coalesce(late_cancellations, 0), 'visitors', coalesce(visitors, 0),
      'firstInRange', coalesce(first_in_range, 0), 'returningInRange', coalesce(returning_in_range, 0)
    ) order by days.day)
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
    left join per_day on per_day.booked_day = days.day::date
    left join seen on seen.day = days.day::date
  )`
}

/** A JSON value of the database as text, parsed (text on both engines: neither driver then parses it its own way). */
export async function readJsonColumns<T>(db: Database, columns: Record<keyof T & string, SQL>): Promise<T> {
  const selected = Object.entries<SQL>(columns).map(([name, value]) => sql`${value}::text as ${sql.identifier(name)}`)
  const result = await db.execute(sql`select ${sql.join(selected, sql`, `)}`)
  const [row] = (result as unknown as { rows: Array<Record<string, string>> }).rows
  return Object.fromEntries(Object.entries(row).map(([name, text]) => [name, JSON.parse(text)])) as T
}

/** One row per day of `range`, in order, zeros included: the daily CSV's lines (the summary reads daysSql with its other figures). */
export async function readReportDays(db: Database, range: ReportRange, timeZone: string): Promise<ReportDay[]> {
  return (await readJsonColumns<{ days: ReportDay[] }>(db, { days: daysSql(range, timeZone) })).days
}
