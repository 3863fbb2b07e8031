/**
 * The Reports figures that are not per day, each one aggregate subquery over the range that yields a JSON value.
 * reports.ts asks for all of them in one statement (the embedded engine spends milliseconds on every statement).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { ReportRange } from '~/contracts/reports'
import { guestKeySql } from './guest-key'
import { inRangeSql, MADE_SQL, SEATED_SQL, STANDS_SQL } from './report-daily'

/** Guests of the bookings that stand over `range` (the previous period's covers): a number. */
export function coversSql(range: ReportRange): SQL {
  return sql`(select coalesce(sum(guests), 0)::int from reservations where ${inRangeSql(range)} and ${STANDS_SQL})`
}

/**
 * Covers seated by the venue day's weekday and the start's hour, beside the refused demand of the same cells; only
 * cells with either, by weekday then hour: HeatmapCellJson[].
 */
export function heatmapSql(range: ReportRange): SQL {
  return sql`(
    with cells as (
      select date_part('isodow', date)::int as weekday, date_part('hour', starts_at)::int as hour, guests as covers, 0 as refused
      from reservations where ${inRangeSql(range)} and ${SEATED_SQL}
      union all
      select date_part('isodow', day)::int, hour::int, 0, refused
      from refused_demand where day between ${range.from}::date and ${range.to}::date
    ),
    summed as (
      select weekday, hour, sum(covers)::int as covers, sum(refused)::int as refused
      from cells group by weekday, hour having sum(covers) > 0 or sum(refused) > 0
    )
    select coalesce(json_agg(json_build_object('weekday', weekday, 'hour', hour, 'covers', covers, 'refused', refused) order by weekday, hour), '[]')
    from summed
  )`
}

/** Days from the moment a booking was made (venue clock) to its start: { median, p90 }, one decimal, null without any. */
export function leadTimeSql(range: ReportRange, timeZone: string): SQL {
  return sql`(
    with leads as (
      select date_part('epoch', starts_at - (created_at at time zone ${timeZone})) / 86400 as days
      from reservations where ${inRangeSql(range)} and ${MADE_SQL} and source <> 'walk-in'
    ),
    percentiles as (select percentile_cont(array[0.5, 0.9]) within group (order by days) as at from leads)
    select json_build_object('median', round(at[1]::numeric, 1), 'p90', round(at[2]::numeric, 1)) from percentiles
  )`
}

/** Bookings that stand, by party size: { "2": 14 }. */
export function partySizesSql(range: ReportRange): SQL {
  return sql`(
    select coalesce(json_object_agg(guests, bookings order by guests), '{}')
    from (select guests, count(*)::int as bookings from reservations where ${inRangeSql(range)} and ${STANDS_SQL} group by guests) as sizes
  )`
}

/**
 * Minutes from arrived to completed (the latest of each), over seated bookings that have both in that order: a
 * completion undone (back to arrived) is no finished stay. The status changes are grouped once for the range's seated
 * bookings, not looked up booking by booking: { averageMinutes, measured }.
 */
export function staySql(range: ReportRange): SQL {
  return sql`(
    with stays as (
      select max(changed_at) filter (where status = 'arrived') as came, max(changed_at) filter (where status = 'completed') as done
      from reservation_status_changes
      where status in ('arrived', 'completed')
        and reservation_id in (select id from reservations where ${inRangeSql(range)} and ${SEATED_SQL})
      group by reservation_id
    )
    select json_build_object('averageMinutes', round((avg(date_part('epoch', done - came)) / 60)::numeric), 'measured', count(*)) from stays where done >= came
  )`
}

/**
 * Guests seated in the range (one key per guest, as the guest history matches them): returning when seated before
 * their first seated booking of the range, else new: { returningGuests, newGuests }.
 */
export function guestsSql(range: ReportRange): SQL {
  return sql`(
    with seated as (
      select ${guestKeySql} as guest, starts_at, date from reservations where reservations.date <= ${range.to}::date and ${SEATED_SQL}
    ),
    guests as (
      select min(starts_at) filter (where date >= ${range.from}::date) as first_in_range, min(starts_at) as first_ever
      from seated group by guest
    )
    select json_build_object(
      'returningGuests', count(*) filter (where first_ever < first_in_range),
      'newGuests', count(*) filter (where first_ever = first_in_range)
    ) from guests
  )`
}

/** Outbox messages created in the range's venue days: { sent, failed } (failed: given up). */
export function emailsSql(range: ReportRange, timeZone: string): SQL {
  return sql`(
    select json_build_object('sent', count(*) filter (where status = 'sent'), 'failed', count(*) filter (where status = 'failed'))
    from email_outbox
    where created_at >= (${range.from}::date::timestamp at time zone ${timeZone})
      and created_at < ((${range.to}::date + 1)::timestamp at time zone ${timeZone})
  )`
}
