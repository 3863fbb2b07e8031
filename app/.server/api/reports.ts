import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ReportRange } from '~/contracts/reports'
import { csvFile } from '~/lib/csv'
import { checkRange } from '~/lib/report-range'
import type { AppDeps, AppEnv } from '../app-deps'
import { InputError } from '../services/errors'
import { readReportDays } from '../services/report-daily'
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

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** `?from=&to=` checked as the page checks them: 400 naming the field otherwise. */
function rangeOf(c: Context<AppEnv>): ReportRange {
  const checked = checkRange(c.req.query('from') ?? '', c.req.query('to') ?? '')
  if (!checked.ok) throw InputError.field(checked.field, checked.message)
  return checked.range
}

/** Managers and owners: GET /api/reports/summary (the Reports page's figures) and GET /api/reports/daily.csv. */
export function reportRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/summary', async (c) => c.json(await readReportSummary(db, rangeOf(c), config.VENUE_TIMEZONE)))
    .get('/daily.csv', async (c) => {
      const range = rangeOf(c)
      const days = await readReportDays(db, range, config.VENUE_TIMEZONE)
      const rows = days.map((day) => [
        day.date,
        WEEKDAYS[day.weekday - 1],
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
      return c.body(csvFile(DAILY_CSV_HEADER, rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="daily-${range.from}-${range.to}.csv"`,
      })
    })
}
