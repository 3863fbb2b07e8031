import type { ReportSummaryJson } from '~/contracts/reports'
import { datesOf, previousRange } from '~/lib/report-range'

// A report of four weeks with something in every figure, for the render tests (and a look at the page in a browser).

export const FIXTURE_RANGE = { from: '2026-11-03', to: '2026-11-30' }
export const FIXTURE_TODAY = '2026-11-30'

/** 412 covers over the four weeks (9 to 21 a day, 1 on the first), 368 in the four before. */
export function fixtureSummary(): ReportSummaryJson {
  const byDay = datesOf(FIXTURE_RANGE).map((date, i) => {
    const covers = i === 0 ? 1 : 9 + 2 * (i % 7)
    return { date, covers, bookings: Math.ceil(covers / 3), visitors: 40 + ((i * 13) % 30) }
  })
  return {
    ...FIXTURE_RANGE,
    previous: previousRange(FIXTURE_RANGE),
    covers: {
      total: byDay.reduce((sum, day) => sum + day.covers, 0),
      previous: 368,
      byDay,
      bySource: { online: 251, phone: 97, 'walk-in': 64 },
      bySeating: { table: 338, bar: 74 },
    },
    noShows: { count: 6, rate: 0.041, bySource: { online: 5, phone: 1, 'walk-in': 0 } },
    cancellations: { count: 14, rate: 0.098, late: 5, bySource: { online: 9, phone: 4, 'walk-in': 1 } },
    heatmap: [
      { weekday: 5, hour: 23, covers: 38, refused: 2 },
      { weekday: 5, hour: 0, covers: 12, refused: 0 },
      { weekday: 6, hour: 1, covers: 9, refused: 1 },
      { weekday: 6, hour: 20, covers: 44, refused: 6 },
      { weekday: 6, hour: 21, covers: 51, refused: 3 },
      { weekday: 2, hour: 18, covers: 16, refused: 0 },
      { weekday: 7, hour: 11, covers: 7, refused: 0 },
      { weekday: 3, hour: 19, covers: 0, refused: 1 },
    ],
    leadTimeDays: { median: 2.5, p90: 11.3 },
    partySizes: { '2': 58, '4': 31, '3': 12, '1': 4, '8': 2 },
    stay: { averageMinutes: 104.6, measured: 97 },
    returningGuests: 23,
    newGuests: 89,
    visitors: { unique: 1093, returning: 187 },
    emails: { sent: 131, failed: 2 },
  }
}
