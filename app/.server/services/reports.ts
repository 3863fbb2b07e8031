/**
 * The Reports page's figures (GET /api/reports/summary), from SQL aggregates over the range: the per-day query
 * (report-daily.ts) gives the days and the totals, the others (report-figures.ts) one figure each.
 */
import type { ReportDayJson, ReportRange, ReportSource, ReportSummaryJson } from '~/contracts/reports'
import { previousRange } from '~/lib/report-range'
import type { Database } from '../db/client'
import { daysSql, type ReportDay, readJsonColumns } from './report-daily'
import { coversSql, emailsSql, guestsSql, heatmapSql, leadTimeSql, partySizesSql, staySql } from './report-figures'

/** A count over the bookings made, to 3 places; 0 without any. */
export function rateOf(count: number, made: number): number {
  return made === 0 ? 0 : Math.round((count / made) * 1000) / 1000
}

function total(days: readonly ReportDay[], figure: (day: ReportDay) => number): number {
  return days.reduce((sum, day) => sum + figure(day), 0)
}

function bySource(days: readonly ReportDay[], online: keyof ReportDay, phone: keyof ReportDay, walkIn: keyof ReportDay): Record<ReportSource, number> {
  return {
    online: total(days, (day) => Number(day[online])),
    phone: total(days, (day) => Number(day[phone])),
    'walk-in': total(days, (day) => Number(day[walkIn])),
  }
}

interface Figures {
  days: ReportDay[]
  previousCovers: number
  heatmap: ReportSummaryJson['heatmap']
  leadTimeDays: ReportSummaryJson['leadTimeDays']
  partySizes: ReportSummaryJson['partySizes']
  stay: ReportSummaryJson['stay']
  guests: { returningGuests: number; newGuests: number }
  emails: ReportSummaryJson['emails']
}

/** `range` is checked (app/lib/report-range.ts checkRange); `timeZone` is the venue's (VENUE_TIMEZONE). */
export async function readReportSummary(db: Database, range: ReportRange, timeZone: string): Promise<ReportSummaryJson> {
  const previous = previousRange(range)
  // One statement for every figure: the embedded engine spends milliseconds on each statement, however small.
  const { days, previousCovers, heatmap, leadTimeDays, partySizes, stay, guests, emails } = await readJsonColumns<Figures>(db, {
    days: daysSql(range, timeZone),
    previousCovers: coversSql(previous),
    heatmap: heatmapSql(range),
    leadTimeDays: leadTimeSql(range, timeZone),
    partySizes: partySizesSql(range),
    stay: staySql(range),
    guests: guestsSql(range),
    emails: emailsSql(range, timeZone),
  })
  const made = total(days, (day) => day.made)
  const noShows = total(days, (day) => day.noShows)
  const cancellations = total(days, (day) => day.cancellations)
  return {
    ...range,
    previous,
    covers: {
      total: total(days, (day) => day.covers),
      previous: previousCovers,
      byDay: days.map(({ date, covers, bookings, visitors }): ReportDayJson => ({ date, covers, bookings, visitors })),
      bySource: bySource(days, 'coversOnline', 'coversPhone', 'coversWalkIn'),
      bySeating: { table: total(days, (day) => day.coversTable), bar: total(days, (day) => day.coversBar) },
    },
    noShows: { count: noShows, rate: rateOf(noShows, made), bySource: bySource(days, 'noShowsOnline', 'noShowsPhone', 'noShowsWalkIn') },
    cancellations: {
      count: cancellations,
      rate: rateOf(cancellations, made),
      late: total(days, (day) => day.lateCancellations),
      bySource: bySource(days, 'cancellationsOnline', 'cancellationsPhone', 'cancellationsWalkIn'),
    },
    heatmap,
    leadTimeDays,
    partySizes,
    stay,
    ...guests,
    visitors: { unique: total(days, (day) => day.firstInRange), returning: total(days, (day) => day.returningInRange) },
    emails,
  }
}
