/**
 * The Reports summary over a busy year on the embedded database: 50,000 bookings and 200,000 visitor days
 * (tests/support/busy-year.ts), then GET /api/reports/summary for the year. Its figures come from SQL aggregates: the
 * process receives a handful of rows however many bookings there are, never the bookings themselves. The answer is
 * timed and the time reported (median of 3 after warming up); whether it stays within the 300 ms target is measured by
 * `npm run bench:reports` on a quiet machine, not asserted here, where a loaded machine would make it a coin toss.
 */
import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import type { ReportSummaryJson } from '~/contracts/reports'
import { reportPaths } from '~/contracts/reports'
import { BUSY_YEAR, seedBusyYear } from '../support/busy-year'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** Counts the statements the embedded engine runs and the rows it hands to the process while `work` runs. */
async function countingRows<T>(client: PGlite, work: () => Promise<T>): Promise<{ result: T; statements: number; rows: number }> {
  const query = client.query.bind(client)
  let statements = 0
  let rows = 0
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    const results = await query(...args)
    statements += 1
    rows += results.rows.length
    return results
  }) as PGlite['query']
  try {
    return { result: await work(), statements, rows }
  } finally {
    client.query = query
  }
}

describe('GET /api/reports/summary over a busy year', () => {
  it('answers from SQL aggregates for 50,000 bookings and 200,000 visitor days, and reports its time', async () => {
    const source = t.database.handle.backupSource
    if (source.engine !== 'pglite') throw new Error('this test runs on the embedded database')
    await seedBusyYear(t.database.handle.db)
    const cookie = await signInAs(t, 'manager')
    const path = `${reportPaths.summary}?from=${BUSY_YEAR.from}&to=${BUSY_YEAR.to}`
    const summary = async () => {
      const started = performance.now()
      const res = await t.request('GET', path, { cookie })
      expect(res.status).toBe(200)
      const json = (await res.json()) as ReportSummaryJson
      return { ms: performance.now() - started, json }
    }

    const counted = await countingRows(source.client, summary)
    // The session's check and the one statement of every figure: a few rows in all, not a year of bookings.
    expect(counted.statements).toBeLessThanOrEqual(3)
    expect(counted.rows).toBeLessThanOrEqual(3)

    const { json } = counted.result
    expect(json.covers.byDay).toHaveLength(BUSY_YEAR.days)
    expect(json.covers.byDay.every((day) => day.bookings > 0 && day.visitors > 0)).toBe(true)
    expect(json.visitors.unique).toBe(BUSY_YEAR.visitors)
    // Booking n has status (n mod 13) of the seed's list and 1 + (n mod 8) guests: those that stand, counted here.
    const standing = new Set([0, 1, 2, 3, 6, 7, 12])
    let bookings = 0
    let covers = 0
    for (let n = 1; n <= BUSY_YEAR.bookings; n++) {
      if (!standing.has(n % 13)) continue
      bookings += 1
      covers += 1 + (n % 8)
    }
    expect(json.covers.byDay.reduce((sum, day) => sum + day.bookings, 0)).toBe(bookings)
    expect(json.covers.total).toBe(covers)

    // Warmed up (V8 compiles the engine's hot WebAssembly in the background), then timed for the report.
    for (let run = 0; run < 2; run++) await summary()
    const times: number[] = []
    for (let run = 0; run < 3; run++) times.push((await summary()).ms)
    const median = [...times].sort((a, b) => a - b)[1]
    const line = `reports summary, a busy year: median ${median.toFixed(0)} ms of ${times.map((ms) => ms.toFixed(0)).join(', ')} (target 300 ms, measured by npm run bench:reports)`
    console.log(line)
  }, 240_000)
})
