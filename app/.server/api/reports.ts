import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ReportRange } from '~/contracts/reports'
import { csvFile } from '~/lib/csv'
import { weekdayName } from '~/lib/opening-hours'
import { checkRange } from '~/lib/report-range'
import type { AppDeps, AppEnv } from '../app-deps'
import { requireStaff } from '../guard'
import { InputError } from '../services/errors'
import { readReportDays } from '../services/report-daily'
import { exportGuestList, guestsFileName, reservationsCsv, reservationsFileName } from '../services/report-exports'
import { readReportSummary } from '../services/reports'

export const DAILY_CSV_HEADER = [
  'Date',
  'Weekday',
  'Bookings',
  'Covers',
  'Covers online',
  'Covers phone',
  'Covers walk-in',
  'Covers table',
  'Covers bar',
  'No-shows',
  'Cancellations',
  'Late cancellations',
  'Visitors',
] as const

/** `?from=&to=` checked as the page checks them: 400 naming the field otherwise. */
function rangeOf(c: Context<AppEnv>): ReportRange {
  const checked = checkRange(c.req.query('from') ?? '', c.req.query('to') ?? '')
  if (!checked.ok) throw InputError.field(checked.field, checked.message)
  return checked.range
}

/** How every export is answered: a download, never kept by a browser or a proxy. */
function csvHeaders(file: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file}"`,
    'Cache-Control': 'no-store',
  }
}

/**
 * The Reports page's API (roles: app/lib/roles.ts): GET /api/reports/summary (its figures), and the CSV files
 * daily.csv and reservations.csv of a range, and guests.csv (owners; recorded in the audit trail).
 */
export function reportRoutes(deps: AppDeps) {
  const { db, config, clock } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/summary', async (c) => c.json(await readReportSummary(db, rangeOf(c), config.VENUE_TIMEZONE)))
    .get('/daily.csv', async (c) => {
      const range = rangeOf(c)
      const days = await readReportDays(db, range, config.VENUE_TIMEZONE)
      const rows = days.map((day) => [
        day.date,
        weekdayName(day.weekday % 7),
        day.bookings,
        day.covers,
        day.coversOnline,
        day.coversPhone,
        day.coversWalkIn,
        day.coversTable,
        day.coversBar,
        day.noShows,
        day.cancellations,
        day.lateCancellations,
        day.visitors,
      ])
      return c.body(csvFile(DAILY_CSV_HEADER, rows), 200, csvHeaders(`daily-${range.from}-${range.to}.csv`))
    })
    .get('/reservations.csv', async (c) => {
      const range = rangeOf(c)
      const headers = csvHeaders(reservationsFileName(range))
      if (c.req.method === 'HEAD') return c.body(null, 200, headers)
      return c.body(await reservationsCsv(db, range, clock.timeZone), 200, headers)
    })
    .get('/guests.csv', async (c) => {
      const today = clock.today()
      const headers = csvHeaders(guestsFileName(today))
      // Only a file that is sent is recorded as taken.
      if (c.req.method === 'HEAD') return c.body(null, 200, headers)
      return c.body(await exportGuestList(db, c.get('staff').username, today), 200, headers)
    })
}
