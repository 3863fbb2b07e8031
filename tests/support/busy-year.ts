/**
 * A busy year of data for the Reports summary (tests/api/reports-busy-year.test.ts and `npm run bench:reports`):
 * 50,000 bookings of every source and status with their status history, 200,000 visitor days of 90,000 visitors,
 * refused demand and 8,000 e-mails, all made by SQL in a few statements.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/.server/db/client'
import { withoutTriggers } from './report-data'

export const BUSY_YEAR = { from: '2026-01-01', to: '2026-12-31', days: 365, bookings: 50_000, visitorDays: 200_000, visitors: 90_000 }

export async function seedBusyYear(db: Database): Promise<void> {
  await withoutTriggers(db, async (tx) => {
    // A year of evenings: starts from 17:00 to 01:15 (after midnight on the next calendar day), every source and status.
    await tx.execute(sql`
      insert into reservations (name, email, phone, date, time, starts_at, guests, seating_preference, status, source, created_at)
      select 'Guest ' || n,
        case when source = 'online' or n % 3 = 0 then 'guest' || (n % 15000) || '@example.com' end,
        '0917 ' || lpad((n % 20000)::text, 7, '0'),
        day, time, day + (case when time < '12:00' then 1 else 0 end) + time::time,
        1 + n % 8, case when n % 7 = 0 then 'bar' else 'table' end,
        (array['confirmed', 'completed', 'completed', 'completed', 'cancelled', 'no-show', 'arrived', 'pending', 'requested', 'declined', 'offered', 'lapsed', 'completed'])[1 + n % 13],
        source,
        (day + time '12:00') at time zone 'Asia/Manila' - (n % 40) * interval '1 day' - (n % 17) * interval '1 hour'
      from generate_series(1, ${BUSY_YEAR.bookings}::int) as n,
        lateral (select ${BUSY_YEAR.from}::date + n % ${BUSY_YEAR.days} as day,
          (array['17:00', '18:30', '19:00', '19:45', '20:15', '21:45', '23:30', '00:30', '01:15'])[1 + n % 9] as time,
          (array['online', 'online', 'phone', 'walk-in'])[1 + n % 4] as source) as drawn`)
    await tx.execute(sql`
      insert into reservation_status_changes (reservation_id, status, changed_by, changed_at)
      select id, 'confirmed', 'guest', created_at from reservations
      union all select id, 'arrived', 'host', (starts_at at time zone 'Asia/Manila') + interval '5 minutes' from reservations where status in ('arrived', 'completed')
      union all select id, 'completed', 'host', (starts_at at time zone 'Asia/Manila') + (60 + id % 120) * interval '1 minute' from reservations where status = 'completed'
      union all select id, 'cancelled', 'guest', created_at + (id % 50) * interval '1 hour' from reservations where status = 'cancelled'`)
    await tx.execute(sql`
      insert into visitor_days (day, visitor_id, previous_day, days_before)
      select day, visitor_id, lag(day) over seen, (row_number() over seen - 1)::int
      from (select ${BUSY_YEAR.from}::date + n % ${BUSY_YEAR.days} as day, 'visitor-' || (n % ${BUSY_YEAR.visitors}) as visitor_id
        from generate_series(1, ${BUSY_YEAR.visitorDays}::int) as n) as visits
      window seen as (partition by visitor_id order by day)`)
    await tx.execute(sql`
      insert into refused_demand (day, hour, refused)
      select ${BUSY_YEAR.from}::date + n / 4, (array[19, 20, 21, 0])[1 + n % 4], 1 + n % 9 from generate_series(0, 1459) as n`)
    await tx.execute(sql`
      insert into email_outbox (kind, recipient, content, status, created_at)
      select 'booking-confirmation', 'guest' || n || '@example.com', '{}'::jsonb, (array['sent', 'sent', 'failed', 'queued'])[1 + n % 4],
        timestamptz '2026-01-01 00:00+08' + n * interval '1 hour'
      from generate_series(1, 8000) as n`)
  })
  await db.execute(sql`analyze`)
}
