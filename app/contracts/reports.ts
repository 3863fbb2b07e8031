/**
 * The Reports page's contract (managers and owners where roles exist): GET /api/reports/summary and the CSV exports.
 * Every date is a venue day ('yyyy-MM-dd', the day guests call the booking by: a booking at 1 AM belongs to the night
 * before); every hour is the venue's wall clock.
 *
 * How a booking is counted (one rule for every figure):
 * - a booking that stands: status pending, confirmed, arrived or completed. Its guests are covers.
 * - a booking made: one that stands, or was cancelled, or was a no-show. Rates divide by bookings made. Group requests
 *   not yet accepted ('requested', 'declined') and waitlist offers ('offered', 'lapsed') are not bookings made.
 * - seated: arrived or completed.
 */

import type { ReportRange } from '~/lib/report-range'

// The range's rules live with its pure checks (app/lib/report-range.ts); the API's clients read them here.
export { REPORT_MAX_DAYS, reportMessages, type ReportRange } from '~/lib/report-range'

export type ReportSource = 'online' | 'phone' | 'walk-in'

export interface ReportDayJson {
  date: string
  /** Guests of the bookings that stand. */
  covers: number
  /** Bookings that stand. */
  bookings: number
  /** Unique visitors of the website that day (a visitor counted once a day). */
  visitors: number
}

export interface HeatmapCellJson {
  /** ISO weekday of the venue day: 1 = Monday … 7 = Sunday. */
  weekday: number
  /** The hour (0-23) of the real start on the venue's clock: a 1 AM start on Friday's night is weekday 5, hour 1. */
  hour: number
  /** Guests of seated bookings. */
  covers: number
  /** Online requests the venue could not seat: a booking refused as full (409), and a full time shown to a guest. */
  refused: number
}

export interface ReportSummaryJson {
  from: string
  to: string
  /** The period of the same length just before. */
  previous: ReportRange
  covers: {
    total: number
    /** The same count over the previous period. */
    previous: number
    /** One entry per day of the range, in order, zeros included. */
    byDay: ReportDayJson[]
    bySource: Record<ReportSource, number>
    bySeating: { table: number; bar: number }
  }
  noShows: { count: number; rate: number; bySource: Record<ReportSource, number> }
  /** `late`: cancelled less than 24 hours before the start. */
  cancellations: { count: number; rate: number; late: number; bySource: Record<ReportSource, number> }
  /** Only cells with covers or refusals, by weekday then hour. */
  heatmap: HeatmapCellJson[]
  /** From the moment a booking was made to its start, in days (one decimal), over bookings made that are not walk-ins; null without any. */
  leadTimeDays: { median: number | null; p90: number | null }
  /** Bookings that stand, by party size: { "2": 14, "4": 3 }. */
  partySizes: Record<string, number>
  /** Minutes from arrived to completed, over the seated bookings that have both; null without any. */
  stay: { averageMinutes: number | null; measured: number }
  /**
   * Seated guests, matched as the guest history matches them (e-mail in any case, or the phone's core digits): a guest
   * seated in the range who was seated before is returning, else new. A guest with neither is new each time.
   */
  returningGuests: number
  newGuests: number
  /** Unique visitors over the range (each counted once), and those among them seen on two days or more up to its end. */
  visitors: { unique: number; returning: number }
  /** Outbox messages created in the range: sent, and failed (given up). */
  emails: { sent: number; failed: number }
}

export const reportKeys = { all: ['reports'] as const, summary: (range: ReportRange) => ['reports', 'summary', range] as const }

export const reportPaths = {
  summary: '/api/reports/summary',
  reservationsCsv: '/api/reports/reservations.csv',
  dailyCsv: '/api/reports/daily.csv',
  /** Owners only: the guest list is personal data. */
  guestsCsv: '/api/reports/guests.csv',
}
