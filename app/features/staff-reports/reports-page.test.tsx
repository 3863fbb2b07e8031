import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ReportSummaryJson } from '~/contracts/reports'
import { datesOf } from '~/lib/report-range'
import type { Role } from '~/lib/roles'
import type { RangeProblem } from './range-picker'
import { FIXTURE_TODAY, fixtureSummary } from './report-fixture'
import { HOW_COUNTED } from './report-format'
import { REPORTS_TEXT, ReportsPage } from './reports-page'

/** The page as the server renders it at /admin/reports (its range form needs a data router around it). */
async function render(summary: ReportSummaryJson, { role = 'owner', problem }: { role?: Role; problem?: RangeProblem } = {}) {
  const routes = [{ id: 'reports', path: '/admin/reports', Component: () => <ReportsPage summary={summary} today={FIXTURE_TODAY} role={role} problem={problem} /> }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://localhost/admin/reports'))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").trim()

interface Figure {
  title: string
  html: string
  /** The data table's rows, each as its cells' text (the header row first). */
  table: string[][]
}

/** Each chart of the page: its title, its markup, its table of numbers. */
function figures(html: string): Figure[] {
  return [...html.matchAll(/<figure[^>]*>(.*?)<\/figure>/g)].map(([, inner]) => {
    const caption = /<figcaption[^>]*><span id="([^"]+)"[^>]*>(.*?)<\/span>/.exec(inner)
    const table = [...inner.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => text(cell)))
    return { title: caption ? text(caption[2]) : '', html: inner, table }
  })
}

const byTitle = (all: Figure[], title: string) => {
  const figure = all.find((f) => f.title === title)
  if (!figure) throw new Error(`no chart titled ${title}: ${all.map((f) => f.title).join(', ')}`)
  return figure
}

const CHARTS = [
  'Covers and bookings per day',
  'Covers by source',
  'Covers by seating',
  'No-shows and cancellations',
  'Party sizes',
  'Booked ahead and stays',
  'When guests are seated',
  'When requests were refused',
  'Returning and new guests',
  'Visitors and bookings per day',
  'E-mails',
]

describe('the Reports page', () => {
  it('draws every chart as a titled, labelled image with its numbers beside it', async () => {
    const html = await render(fixtureSummary())
    const all = figures(html)
    expect(all.map((f) => f.title)).toEqual(CHARTS)
    for (const figure of all) {
      const svg = /<svg viewBox="[^"]+" role="img" aria-labelledby="([^"]+)"/.exec(figure.html)
      expect(svg, figure.title).not.toBeNull()
      // Every id the image is named by is in the figure's caption, the title first.
      for (const id of svg![1].split(' ')) expect(figure.html, figure.title).toContain(`id="${id}"`)
      expect(figure.html).toContain('Show the numbers')
      expect(figure.table.length, figure.title).toBeGreaterThan(1)
    }
  })

  it('compares the covers with the previous period in the headline', async () => {
    const html = await render(fixtureSummary())
    expect(text(byTitle(figures(html), CHARTS[0]).html)).toContain('412 covers, +12% on the previous 4 weeks')
    expect(text(html)).toContain('Nov 3 – Nov 30, 2026')
  })

  it('lists the fixture’s numbers in each table', async () => {
    const summary = fixtureSummary()
    const all = figures(await render(summary))
    const daily = byTitle(all, 'Covers and bookings per day').table
    expect(daily[0]).toEqual(['Day', 'Covers', 'Bookings'])
    expect(daily.slice(1)).toEqual(summary.covers.byDay.map((day) => [expect.any(String), String(day.covers), String(day.bookings)]))
    expect(daily[1]).toEqual(['Nov 3', '1', '1'])
    expect(daily.at(-1)).toEqual(['Nov 30', '21', '7'])
    expect(byTitle(all, 'Covers by source').table.slice(1)).toEqual([
      ['Online', '251', '60.9%'],
      ['Phone', '97', '23.5%'],
      ['Walk-in', '64', '15.5%'],
    ])
    expect(byTitle(all, 'Covers by seating').table.slice(1)).toEqual([['Tables', '338', '82%'], ['Bar', '74', '18%']])
    expect(byTitle(all, 'No-shows and cancellations').table.slice(1)).toEqual([['Online', '5', '9'], ['Phone', '1', '4'], ['Walk-in', '0', '1'], ['All', '6', '14']])
    expect(text(byTitle(all, 'No-shows and cancellations').html)).toContain('4.1% no-shows (6), 9.8% cancelled (14, 5 late)')
    expect(byTitle(all, 'Party sizes').table.slice(1)).toEqual([['1 guest', '4'], ['2 guests', '58'], ['3 guests', '12'], ['4 guests', '31'], ['8 guests', '2']])
    expect(byTitle(all, 'Booked ahead and stays').table.slice(1)).toEqual([
      ['Lead time, median', '2.5 days'],
      ['Lead time, 90th percentile', '11.3 days'],
      ['Average stay', '1 h 45 min'],
      ['Stays measured', '97'],
    ])
    expect(byTitle(all, 'Returning and new guests').table.slice(1)).toEqual([['Returning', '23'], ['New', '89']])
    expect(byTitle(all, 'Visitors and bookings per day').table[1]).toEqual(['Nov 3', '40', '1', '2.5%'])
    expect(byTitle(all, 'E-mails').table.slice(1)).toEqual([['Sent', '131'], ['Failed', '2']])
  })

  it('lays the heatmaps out by weekday and by the night’s hours: evening first, then after midnight', async () => {
    const all = figures(await render(fixtureSummary()))
    const seated = byTitle(all, 'When guests are seated').table
    const hours = ['11 AM', '6 PM', '7 PM', '8 PM', '9 PM', '11 PM', '12 AM', '1 AM']
    expect(seated[0]).toEqual(['Weekday', ...hours])
    expect(seated[5]).toEqual(['Fri', '0', '0', '0', '0', '0', '38', '12', '0'])
    expect(seated[6]).toEqual(['Sat', '0', '0', '0', '44', '51', '0', '0', '9'])
    expect(seated.map((row) => row[0])).toEqual(['Weekday', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    const refused = byTitle(all, 'When requests were refused').table
    expect(refused[0]).toEqual(['Weekday', ...hours])
    expect(refused[3]).toEqual(['Wed', '0', '0', '1', '0', '0', '0', '0', '0'])
    // The drawing's columns are in the same order, and a cell is drawn for every weekday and hour.
    const columns = [...byTitle(all, 'When guests are seated').html.matchAll(/<text[^>]*>(\d+[ap])<\/text>/g)].map(([, label]) => label)
    expect(columns).toEqual(['11a', '6p', '7p', '8p', '9p', '11p', '12a', '1a'])
    expect(byTitle(all, 'When guests are seated').html.match(/<rect [^>]*><title>/g)).toHaveLength(7 * hours.length)
  })

  it('says how each figure is counted', async () => {
    const html = text(await render(fixtureSummary()))
    for (const line of [HOW_COUNTED.daily, HOW_COUNTED.noShows, HOW_COUNTED.coversHeatmap, HOW_COUNTED.refusedHeatmap]) expect(html).toContain(line)
  })

  it('shows the key numbers first', async () => {
    const html = await render(fixtureSummary())
    const keys = text(/<dl[^>]*data-testid="report-key-numbers"[^>]*>(.*?)<\/dl>/.exec(html)![1])
    expect(keys).toContain('Covers412+12% (368 before)')
    expect(keys).toContain('No-shows4.1%')
    expect(keys).toContain('Returning guests20.5%23 of 112 seated')
    expect(html.indexOf('report-key-numbers')).toBeLessThan(html.indexOf('<figure'))
  })

  it('links the ranges and the downloads with the range, the guest list for the owner only', async () => {
    const summary = fixtureSummary()
    const owner = await render(summary)
    expect(owner).toContain('href="/api/reports/reservations.csv?from=2026-11-03&amp;to=2026-11-30"')
    expect(owner).toContain('href="/api/reports/daily.csv?from=2026-11-03&amp;to=2026-11-30"')
    expect(owner).toContain('href="/api/reports/guests.csv?from=2026-11-03&amp;to=2026-11-30"')
    // The fixture's range is the last 4 weeks on its today: that preset is marked chosen.
    expect(owner).toMatch(/<a aria-current="page"[^>]*href="\/admin\/reports\?from=2026-11-03&amp;to=2026-11-30"[^>]*>Last 4 weeks<\/a>/)
    expect(owner).toContain('href="/admin/reports?from=2026-11-01&amp;to=2026-11-30"')
    expect(owner).toMatch(/<form [^>]*action="\/admin\/reports" method="get"/)
    const manager = await render(summary, { role: 'manager' })
    expect(manager).toContain('reservations.csv')
    expect(manager).not.toContain('guests.csv')
  })

  it('says a bad range beside the fields, keeping what was typed', async () => {
    const problem: RangeProblem = { field: 'from', message: 'The start date must be on or before the end date', from: '2026-12-01', to: '2026-11-01' }
    const html = await render(fixtureSummary(), { problem })
    expect(html).toMatch(/<input [^>]*aria-invalid="true" aria-describedby="report-range-error"[^>]*id="report-from"|id="report-from"[^>]*aria-invalid="true"/)
    expect(html).toContain('value="2026-12-01"')
    expect(html).toContain('role="alert"')
    expect(text(html)).toContain('The start date must be on or before the end date. Showing last 4 weeks instead.')
    expect(html).not.toContain('aria-current="page"')
  })

  it('says when nothing was booked, and still shows the visitors and e-mails', async () => {
    const summary = fixtureSummary()
    const empty: ReportSummaryJson = {
      ...summary,
      covers: { ...summary.covers, total: 0, byDay: summary.covers.byDay.map((day) => ({ ...day, covers: 0, bookings: 0 })), bySource: { online: 0, phone: 0, 'walk-in': 0 } },
      noShows: { count: 0, rate: 0, bySource: { online: 0, phone: 0, 'walk-in': 0 } },
      cancellations: { count: 0, rate: 0, late: 0, bySource: { online: 0, phone: 0, 'walk-in': 0 } },
    }
    const html = await render(empty)
    expect(html).toContain(REPORTS_TEXT.empty)
    expect(figures(html).map((f) => f.title)).toEqual(['Visitors and bookings per day', 'E-mails'])
    expect(await render(summary)).not.toContain(REPORTS_TEXT.empty)
  })

  it('draws a year as one thin bar a day', async () => {
    const summary = fixtureSummary()
    const year = { from: '2026-01-01', to: '2026-12-31' }
    const byDay = datesOf(year).map((date, i) => ({ date, covers: i % 17, bookings: i % 5, visitors: 30 }))
    const html = await render({ ...summary, ...year, covers: { ...summary.covers, byDay } })
    const daily = byTitle(figures(html), CHARTS[0])
    expect(daily.html.match(/<rect /g)).toHaveLength(365)
    expect(daily.table).toHaveLength(366)
    expect(daily.table[365]).toEqual(['Dec 31', String(364 % 17), String(364 % 5)])
  })
})
