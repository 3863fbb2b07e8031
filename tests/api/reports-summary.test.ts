/**
 * GET /api/reports/summary: every figure the database adds up, compared field by field with the same figures counted
 * booking by booking in JS over random bookings (seeded) of every source, status and seating, late-night starts,
 * creation times around midnight UTC and venue time, cancellations around 24 hours before, stays and their undoing.
 */
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { type ReportSummaryJson, reportMessages, reportPaths } from '~/contracts/reports'
import { datesOf } from '~/lib/report-range'
import type { ErrorEnvelope } from '~/contracts/errors'
import { insertModel } from '../support/report-data'
import { expectedSummary, generateData, isLateCancellation } from '../support/report-model'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const summaryPath = (from: string, to: string) => `${reportPaths.summary}?from=${from}&to=${to}`

async function readSummary(cookie: string, from: string, to: string): Promise<ReportSummaryJson> {
  const res = await t.request('GET', summaryPath(from, to), { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as ReportSummaryJson
}

/** Field by field, so that a difference names its figure. */
function expectSameFigures(actual: ReportSummaryJson, expected: ReportSummaryJson) {
  for (const key of Object.keys(expected) as Array<keyof ReportSummaryJson>) expect(actual[key], key).toEqual(expected[key])
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort())
}

describe('GET /api/reports/summary', () => {
  it('adds up every figure as a booking-by-booking count of random bookings does', async () => {
    const data = generateData(20261201, '2026-02-01', '2026-03-31', 700)
    await insertModel(t.database.handle.db, data)
    const cookie = await signInAs(t, 'manager')
    // The data covers what the comparison needs: every status, late and early cancellations, undone completions.
    expect(new Set(data.bookings.map((b) => b.status)).size).toBe(10)
    const cancelled = data.bookings.filter((b) => b.status === 'cancelled')
    expect(cancelled.some(isLateCancellation) && cancelled.some((b) => !isLateCancellation(b))).toBe(true)

    for (const [from, to] of [
      ['2026-03-02', '2026-03-15'],
      ['2026-02-01', '2026-03-31'],
      ['2026-03-10', '2026-03-10'],
      ['2026-03-28', '2026-04-06'],
    ]) {
      const actual = await readSummary(cookie, from, to)
      const expected = expectedSummary(data, { from, to })
      expectSameFigures(actual, expected)
      // Not a comparison of zeros: the ranges within the data have bookings of every kind.
      if (to <= '2026-03-31' && from < to) {
        expect(actual.covers.total).toBeGreaterThan(0)
        expect(actual.cancellations.late).toBeGreaterThan(0)
        expect(actual.heatmap.some((cell) => cell.refused > 0) && actual.heatmap.some((cell) => cell.hour < 6 && cell.covers > 0)).toBe(true)
        expect(actual.stay.measured).toBeGreaterThan(0)
        expect(actual.returningGuests + actual.newGuests).toBeGreaterThan(0)
        expect(actual.visitors.unique).toBeGreaterThan(0)
        expect(actual.emails.sent + actual.emails.failed).toBeGreaterThan(0)
      }
    }
  })

  it('compares with the period of the same length just before', async () => {
    const data = generateData(7, '2026-02-01', '2026-03-31', 300)
    await insertModel(t.database.handle.db, data)
    const cookie = await signInAs(t, 'owner')
    const summary = await readSummary(cookie, '2026-03-16', '2026-03-29')
    expect(summary.previous).toEqual({ from: '2026-03-02', to: '2026-03-15' })
    const before = await readSummary(cookie, '2026-03-02', '2026-03-15')
    expect(summary.covers.previous).toBe(before.covers.total)
    expect(summary.covers.previous).toBeGreaterThan(0)
  })

  it('answers zeros and nulls for a range without anything, one day per date', async () => {
    const cookie = await signInAs(t, 'manager')
    const summary = await readSummary(cookie, '2026-02-26', '2026-03-03')
    const bySource = { online: 0, phone: 0, 'walk-in': 0 }
    expect(summary).toEqual({
      from: '2026-02-26',
      to: '2026-03-03',
      previous: { from: '2026-02-20', to: '2026-02-25' },
      covers: {
        total: 0,
        previous: 0,
        byDay: ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03'].map((date) => ({ date, covers: 0, bookings: 0, visitors: 0 })),
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
    } satisfies ReportSummaryJson)
  })

  it('refuses a bad range with 400 naming the field', async () => {
    const cookie = await signInAs(t, 'manager')
    const cases: Array<[string, string, string, string]> = [
      [reportPaths.summary, 'from', 'from must be a date (yyyy-MM-dd)', ''],
      [summaryPath('2026-02-30', '2026-03-01'), 'from', 'from must be a date (yyyy-MM-dd)', ''],
      [summaryPath('2026-03-01', 'tomorrow'), 'to', 'to must be a date (yyyy-MM-dd)', ''],
      [summaryPath('2026-03-02', '2026-03-01'), 'from', reportMessages.fromAfterTo, ''],
      [summaryPath('2025-01-01', '2026-02-05'), 'to', reportMessages.rangeTooLong, ''],
    ]
    for (const [path, field, message, note] of cases) {
      const res = await t.request('GET', path, { cookie })
      expect(res.status, `${path} ${note}`).toBe(400)
      expect((await res.json()) as ErrorEnvelope).toEqual({ message, details: [{ path: field, message }] })
    }
    // 400 days is the longest range.
    expect((await t.request('GET', summaryPath('2025-01-01', '2026-02-04'), { cookie })).status).toBe(200)
  })

  it('is for managers and owners', async () => {
    const path = summaryPath('2026-03-01', '2026-03-07')
    expect((await t.request('GET', path)).status).toBe(401)
    const host = await t.request('GET', path, { cookie: await signInAs(t, 'host') })
    expect(host.status).toBe(403)
    expect(await host.json()).toEqual({ message: 'Your role (host) cannot see the reports. Ask a manager or the owner.' })
  })
})

describe('GET /api/reports/daily.csv', () => {
  it('has a line per day with the figures a booking-by-booking count gives, zeros included', async () => {
    const data = generateData(33, '2026-03-01', '2026-03-20', 250)
    await insertModel(t.database.handle.db, data)
    const cookie = await signInAs(t, 'manager')
    const res = await t.request('GET', `${reportPaths.dailyCsv}?from=2026-03-14&to=2026-03-22`, { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily-2026-03-14-2026-03-22.csv"')
    // The bytes as sent: Response.text() would drop the byte-order mark.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    expect(text.startsWith('\uFEFFDate,Weekday,')).toBe(true)
    const [header, ...lines] = parse(text, { bom: true }) as string[][]
    expect(header).toEqual(['Date', 'Weekday', 'Bookings', 'Covers', 'Covers online', 'Covers phone', 'Covers walk-in', 'Covers table', 'Covers bar', 'No-shows', 'Cancellations', 'Late cancellations', 'Visitors'])
    const weekdays = { '2026-03-14': 'Saturday', '2026-03-16': 'Monday', '2026-03-22': 'Sunday' } as Record<string, string>
    expect(lines.map((line) => line[0])).toEqual(datesOf({ from: '2026-03-14', to: '2026-03-22' }))
    for (const line of lines) {
      const day = expectedSummary(data, { from: line[0], to: line[0] })
      const { covers, noShows, cancellations } = day
      expect(line.slice(2).map(Number), line[0]).toEqual([
        day.covers.byDay[0].bookings,
        covers.total,
        covers.bySource.online,
        covers.bySource.phone,
        covers.bySource['walk-in'],
        covers.bySeating.table,
        covers.bySeating.bar,
        noShows.count,
        cancellations.count,
        cancellations.late,
        day.covers.byDay[0].visitors,
      ])
      if (weekdays[line[0]]) expect(line[1]).toBe(weekdays[line[0]])
    }
    // The days after the data are lines of zeros; the days within it are not.
    expect(lines.at(-1)!.slice(2).every((cell) => cell === '0')).toBe(true)
    expect(lines.slice(0, 7).some((line) => Number(line[3]) > 0)).toBe(true)
  })

  it('refuses a bad range and a host like the summary', async () => {
    const cookie = await signInAs(t, 'manager')
    const res = await t.request('GET', `${reportPaths.dailyCsv}?from=2026-03-02&to=2026-03-01`, { cookie })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: reportMessages.fromAfterTo, details: [{ path: 'from', message: reportMessages.fromAfterTo }] })
    const host = await t.request('GET', `${reportPaths.dailyCsv}?from=2026-03-01&to=2026-03-02`, { cookie: await signInAs(t, 'host') })
    expect(host.status).toBe(403)
  })
})
