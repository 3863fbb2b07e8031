/**
 * The Reports page's figures (GET /api/reports/summary), from SQL aggregates over the range.
 * STUB until the reports work lands: zeros of the right shape, so the page can be built beside it.
 */
import type { ReportRange, ReportSummaryJson } from '~/contracts/reports'
import { datesOf, previousRange } from '~/lib/report-range'
import type { Database } from '../db/client'

/** `range` is checked (app/lib/report-range.ts checkRange); `timeZone` is the venue's (VENUE_TIMEZONE). */
export async function readReportSummary(_db: Database, range: ReportRange, _timeZone: string): Promise<ReportSummaryJson> {
  const bySource = { online: 0, phone: 0, 'walk-in': 0 }
  return {
    ...range,
    previous: previousRange(range),
    covers: {
      total: 0,
      previous: 0,
      byDay: datesOf(range).map((date) => ({ date, covers: 0, bookings: 0, visitors: 0 })),
      bySource,
      bySeating: { table: 0, bar: 0 },
    },
    noShows: { count: 0, rate: 0, bySource },
    cancellations: { count: 0, rate: 0, late: 0, bySource },
    heatmap: [],
    leadTimeDays: { median: null, p90: null },
    partySizes: {},
    stay: { averageMinutes: null, measured: 0 },
    returningGuests: 0,
    newGuests: 0,
    visitors: { unique: 0, returning: 0 },
    emails: { sent: 0, failed: 0 },
  }
}
