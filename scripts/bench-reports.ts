// npm run bench:reports: how fast the Reports summary answers for a busy year on the embedded database (the target:
// within 300 ms). A fresh in-memory database gets 50,000 bookings and 200,000 visitor days (tests/support/busy-year.ts),
// then readReportSummary runs for the year: 3 warm-up runs (V8 compiles the engine's hot WebAssembly in the
// background), then the median of REPORT_RUNS (5). Run it on a quiet machine: it exits 1 when the median misses the
// target. tests/api/reports-busy-year.test.ts checks the same data's figures and that they come from SQL aggregates.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite } from '../app/.server/db/client'
import { loadConfig } from '../app/.server/config'
import { readReportSummary } from '../app/.server/services/reports'
import { BUSY_YEAR, seedBusyYear } from '../tests/support/busy-year'

const TARGET_MS = 300
const RUNS = Number(process.env.REPORT_RUNS ?? 5)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const handle = await openPglite()
await handle.migrate(path.join(root, 'drizzle'))
const seeding = performance.now()
await seedBusyYear(handle.db)
console.log(`seeded ${BUSY_YEAR.bookings.toLocaleString('en')} bookings and ${BUSY_YEAR.visitorDays.toLocaleString('en')} visitor days in ${((performance.now() - seeding) / 1000).toFixed(1)} s`)

const range = { from: BUSY_YEAR.from, to: BUSY_YEAR.to }
const timeZone = loadConfig({}).VENUE_TIMEZONE
const timed = async () => {
  const started = performance.now()
  await readReportSummary(handle.db, range, timeZone)
  return performance.now() - started
}
for (let run = 0; run < 3; run++) await timed()
const times: number[] = []
for (let run = 0; run < RUNS; run++) times.push(await timed())
await handle.close()

const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
const ok = median <= TARGET_MS
console.log(`reports summary, a year: median ${median.toFixed(0)} ms of ${times.map((ms) => ms.toFixed(0)).join(', ')} ${ok ? 'OK' : 'MISSED'} (<= ${TARGET_MS} ms)`)
process.exit(ok ? 0 : 1)
