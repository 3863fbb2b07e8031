/**
 * The Reports summary over a busy year answers fast on the embedded database: 50,000 bookings and 200,000 visitor
 * days made by SQL, then GET /api/reports/summary for the year within 300 ms (the median of 3 after warming up), a
 * budget scaled by how slow this machine is now (a fixed CPU workload timed against a normal core's time).
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ReportSummaryJson } from '~/contracts/reports'
import { reportPaths } from '~/contracts/reports'
import { withoutTriggers } from '../support/report-data'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const BUDGET_MS = 300
/** What cpuWorkload takes on a normal core, warmed up. */
const NORMAL_CORE_MS = 10
const CALIBRATION_RUNS = 25
const BOOKINGS = 50_000
const VISITOR_DAYS = 200_000

function cpuWorkload(): number {
  let x = 0
  for (let i = 0; i < 1e7; i++) x = (x * 31 + i) | 0
  return x
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * How many times slower than a normal core this machine is now (never below 1): the workload run over and over for
 * about as long as the summary takes (0.25 s on a normal core). A shorter burst would run at full speed on a busy
 * machine, whose scheduler favours a process that has just woken up.
 */
function slowness(): number {
  for (let i = 0; i < 3; i++) cpuWorkload()
  const started = performance.now()
  for (let i = 0; i < CALIBRATION_RUNS; i++) cpuWorkload()
  return Math.max(1, (performance.now() - started) / CALIBRATION_RUNS / NORMAL_CORE_MS)
}

async function seedBusyYear() {
  await withoutTriggers(t.database.handle.db, async (tx) => {
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
      from generate_series(1, ${BOOKINGS}::int) as n,
        lateral (select '2026-01-01'::date + n % 365 as day,
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
      from (select '2026-01-01'::date + n % 365 as day, 'visitor-' || (n % 90000) as visitor_id from generate_series(1, ${VISITOR_DAYS}::int) as n) as visits
      window seen as (partition by visitor_id order by day)`)
    await tx.execute(sql`
      insert into refused_demand (day, hour, refused)
      select '2026-01-01'::date + n / 4, (array[19, 20, 21, 0])[1 + n % 4], 1 + n % 9 from generate_series(0, 1459) as n`)
    await tx.execute(sql`
      insert into email_outbox (kind, recipient, content, status, created_at)
      select 'booking-confirmation', 'guest' || n || '@example.com', '{}'::jsonb, (array['sent', 'sent', 'failed', 'queued'])[1 + n % 4],
        timestamptz '2026-01-01 00:00+08' + n * interval '1 hour'
      from generate_series(1, 8000) as n`)
  })
  await t.database.handle.db.execute(sql`analyze`)
}

describe('GET /api/reports/summary over a busy year', () => {
  it('answers within 300 ms (scaled by the machine) for 50,000 bookings and 200,000 visitor days', async () => {
    await seedBusyYear()
    const cookie = await signInAs(t, 'manager')
    const path = `${reportPaths.summary}?from=2026-01-01&to=2026-12-31`
    const timed = async () => {
      const started = performance.now()
      const res = await t.request('GET', path, { cookie })
      const summary = (await res.json()) as ReportSummaryJson
      const ms = performance.now() - started
      expect(res.status).toBe(200)
      return { ms, summary }
    }
    // Warmed up by a few runs: V8 compiles the engine's hot WebAssembly to its optimised tier in the background, which
    // on a busy machine takes a while; a long-running server is long past that.
    const warmUp = await timed()
    for (let run = 0; run < 2; run++) await timed()
    // The data is all there: every day has bookings, the year's stands and visitors are counted.
    expect(warmUp.summary.covers.byDay).toHaveLength(365)
    expect(warmUp.summary.covers.byDay.every((day) => day.bookings > 0 && day.visitors > 0)).toBe(true)
    expect(warmUp.summary.visitors.unique).toBe(90_000)
    // Each run between two calibrations, the slower of which is its machine's: the load changes from moment to moment.
    const runs: Array<{ ms: number; factor: number }> = []
    for (let run = 0; run < 3; run++) {
      const before = slowness()
      const { ms } = await timed()
      runs.push({ ms, factor: Math.max(before, slowness()) })
    }
    const ms = median(runs.map((run) => run.ms))
    const factor = median(runs.map((run) => run.factor))
    const budget = BUDGET_MS * factor
    console.log(`reports summary, a year: median ${ms.toFixed(0)} ms of ${runs.map((run) => `${run.ms.toFixed(0)} (x${run.factor.toFixed(2)})`).join(', ')}; machine factor ${factor.toFixed(2)}; budget ${budget.toFixed(0)} ms`)
    expect(ms).toBeLessThan(budget)
  }, 240_000)
})
