import type { ReportSummaryJson } from '~/contracts/reports'
import { plural } from '~/lib/plural'
import { BAR_FILLS, BarChart, type BarSeries, SeriesLegend } from './bar-chart'
import { ChartFigure, LegendItem } from './chart-figure'
import { DailyChart } from './daily-chart'
import { Heatmap, HeatmapLegend } from './heatmap-chart'
import {
  coversHeadline,
  daysText,
  guestsLabel,
  heatmapGrid,
  hourLabel,
  HOW_COUNTED,
  nightHours,
  partySizeRows,
  ratePercent,
  REPORT_SOURCES,
  sharePercent,
  shortDate,
  SOURCE_LABELS,
  standingBookings,
  stayText,
  WEEKDAY_LABELS,
} from './report-format'

const one = (name: string): BarSeries[] => [{ name, className: BAR_FILLS[0] }]
const COVERS_FILL = 'fill-primary print:fill-black'
const REFUSED_FILL = 'fill-accent-strong print:fill-black'

/** The legend of a daily chart: what its bars and its line are. */
function BarsAndLineLegend({ bars, line }: { bars: string; line: string }) {
  return (
    <p className="flex flex-wrap gap-x-4 text-xs">
      <LegendItem swatch="bg-primary/45 print:bg-neutral-400" label={bars} />
      <LegendItem shape="line" swatch="bg-accent-strong print:bg-black" label={line} />
    </p>
  )
}

/** The covers and bookings of each day, with the covers compared with the previous period in the headline. */
export function DailyCoversFigure({ summary }: { summary: ReportSummaryJson }) {
  const { covers } = summary
  const bookings = standingBookings(summary)
  return (
    <ChartFigure
      title="Covers and bookings per day"
      headline={`${coversHeadline(covers.total, covers.previous, summary)}; ${plural(bookings, 'booking')}`}
      note={HOW_COUNTED.daily}
      legend={<BarsAndLineLegend bars="Covers (bars)" line="Bookings (line)" />}
      table={{
        columns: ['Day', 'Covers', 'Bookings'],
        rows: covers.byDay.map((day) => [shortDate(day.date), day.covers, day.bookings]),
      }}
    >
      {(labelledBy) => (
        <DailyChart points={covers.byDay.map((day) => ({ date: day.date, bar: day.covers, line: day.bookings }))} barName="covers" lineName="bookings" labelledBy={labelledBy} />
      )}
    </ChartFigure>
  )
}

export function SourceFigure({ summary }: { summary: ReportSummaryJson }) {
  const { bySource, total } = summary.covers
  const rows = REPORT_SOURCES.map((source) => ({ label: SOURCE_LABELS[source], values: [bySource[source]] }))
  return (
    <ChartFigure
      title="Covers by source"
      headline={`${sharePercent(bySource.online, total)} booked online`}
      note={HOW_COUNTED.sources}
      table={{ columns: ['Source', 'Covers', 'Share'], rows: rows.map(({ label, values: [v] }) => [label, v, sharePercent(v, total)]) }}
    >
      {(labelledBy) => <BarChart rows={rows} series={one('covers')} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}

export function SeatingFigure({ summary }: { summary: ReportSummaryJson }) {
  const { bySeating, total } = summary.covers
  const rows = [
    { label: 'Tables', values: [bySeating.table] },
    { label: 'Bar', values: [bySeating.bar] },
  ]
  return (
    <ChartFigure
      title="Covers by seating"
      headline={`${sharePercent(bySeating.bar, total)} at the bar`}
      note={HOW_COUNTED.seating}
      table={{ columns: ['Seating', 'Covers', 'Share'], rows: rows.map(({ label, values: [v] }) => [label, v, sharePercent(v, total)]) }}
    >
      {(labelledBy) => <BarChart rows={rows} series={one('covers')} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}

const NO_SHOW_SERIES: BarSeries[] = [
  { name: 'no-shows', className: BAR_FILLS[0] },
  { name: 'cancellations', className: BAR_FILLS[1] },
]

export function NoShowFigure({ summary }: { summary: ReportSummaryJson }) {
  const { noShows, cancellations } = summary
  const rows = REPORT_SOURCES.map((source) => ({ label: SOURCE_LABELS[source], values: [noShows.bySource[source], cancellations.bySource[source]] }))
  return (
    <ChartFigure
      title="No-shows and cancellations"
      headline={`${ratePercent(noShows.rate)} no-shows (${noShows.count}), ${ratePercent(cancellations.rate)} cancelled (${cancellations.count}, ${cancellations.late} late)`}
      note={HOW_COUNTED.noShows}
      legend={<SeriesLegend series={NO_SHOW_SERIES} />}
      table={{
        columns: ['Source', 'No-shows', 'Cancellations'],
        rows: [...rows.map(({ label, values: [a, b] }): [string, number, number] => [label, a, b]), ['All', noShows.count, cancellations.count]],
      }}
    >
      {(labelledBy) => <BarChart rows={rows} series={NO_SHOW_SERIES} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}

/** A weekday × hour heatmap of one measure, its hours those where anything happens (both maps share them). */
export function HeatmapFigure({ summary, measure }: { summary: ReportSummaryJson; measure: 'covers' | 'refused' }) {
  const hours = nightHours(summary.heatmap)
  const grid = heatmapGrid(summary.heatmap, hours, measure)
  const total = grid.flat().reduce((sum, value) => sum + value, 0)
  const max = Math.max(0, ...grid.flat())
  const covers = measure === 'covers'
  const unit = covers ? 'covers' : 'refused'
  const fill = covers ? COVERS_FILL : REFUSED_FILL
  return (
    <ChartFigure
      title={covers ? 'When guests are seated' : 'When requests were refused'}
      headline={covers ? `${plural(total, 'cover')} seated` : `${plural(total, 'request')} refused as full`}
      note={covers ? HOW_COUNTED.coversHeatmap : HOW_COUNTED.refusedHeatmap}
      legend={hours.length > 0 && <HeatmapLegend max={max} unit={unit} fill={fill} />}
      table={{ columns: ['Weekday', ...hours.map(hourLabel)], rows: WEEKDAY_LABELS.map((weekday, row): [string, ...number[]] => [weekday, ...grid[row]]) }}
    >
      {(labelledBy) =>
        hours.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing in this range.</p>
        ) : (
          <Heatmap grid={grid} hours={hours} unit={unit} fill={fill} labelledBy={labelledBy} />
        )
      }
    </ChartFigure>
  )
}

export function PartySizeFigure({ summary }: { summary: ReportSummaryJson }) {
  const sizes = partySizeRows(summary.partySizes)
  const rows = sizes.map(([size, count]) => ({ label: guestsLabel(size), values: [count] }))
  const bookings = sizes.reduce((sum, [, count]) => sum + count, 0)
  const mostCommon = sizes.reduce<[number, number] | undefined>((best, row) => (!best || row[1] > best[1] ? row : best), undefined)
  return (
    <ChartFigure
      title="Party sizes"
      headline={mostCommon ? `Most often ${guestsLabel(mostCommon[0])} (${sharePercent(mostCommon[1], bookings)} of bookings)` : 'No bookings'}
      note={HOW_COUNTED.partySizes}
      table={{ columns: ['Party', 'Bookings'], rows: rows.map(({ label, values: [v] }) => [label, v]) }}
    >
      {(labelledBy) => <BarChart rows={rows} series={one('bookings')} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}

/** How far ahead guests book (median and 90th percentile), and how long the seated stay. */
export function LeadTimeFigure({ summary }: { summary: ReportSummaryJson }) {
  const { leadTimeDays, stay } = summary
  const rows = [
    { label: 'Median', values: [leadTimeDays.median ?? 0] },
    { label: '90% within', values: [leadTimeDays.p90 ?? 0] },
  ]
  return (
    <ChartFigure
      title="Booked ahead and stays"
      headline={`Booked ${daysText(leadTimeDays.median)} ahead (median); an average stay of ${stayText(stay.averageMinutes)}`}
      note={`${HOW_COUNTED.leadTime} ${HOW_COUNTED.stay}`}
      table={{
        columns: ['Figure', 'Value'],
        rows: [
          ['Lead time, median', daysText(leadTimeDays.median)],
          ['Lead time, 90th percentile', daysText(leadTimeDays.p90)],
          ['Average stay', stayText(stay.averageMinutes)],
          ['Stays measured', stay.measured],
        ],
      }}
    >
      {(labelledBy) => <BarChart rows={rows} series={one('days ahead')} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}

export function GuestsFigure({ summary }: { summary: ReportSummaryJson }) {
  const { returningGuests, newGuests } = summary
  const rows = [
    { label: 'Returning', values: [returningGuests] },
    { label: 'New', values: [newGuests] },
  ]
  return (
    <ChartFigure
      title="Returning and new guests"
      headline={`${sharePercent(returningGuests, returningGuests + newGuests)} returning`}
      note={HOW_COUNTED.guests}
      table={{ columns: ['Guests', 'Seated'], rows: rows.map(({ label, values: [v] }) => [label, v]) }}
    >
      {(labelledBy) => <BarChart rows={rows} series={one('guests')} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}

/** Visitors a day as bars, the bookings as the line: how many who look also book. */
export function VisitorsFigure({ summary }: { summary: ReportSummaryJson }) {
  const days = summary.covers.byDay
  const visits = days.reduce((sum, day) => sum + day.visitors, 0)
  const bookings = standingBookings(summary)
  return (
    <ChartFigure
      title="Visitors and bookings per day"
      headline={`${summary.visitors.unique} visitors (${summary.visitors.returning} came back); ${sharePercent(bookings, visits)} bookings per daily visit`}
      note={HOW_COUNTED.visitors}
      legend={<BarsAndLineLegend bars="Visitors (bars)" line="Bookings (line)" />}
      table={{
        columns: ['Day', 'Visitors', 'Bookings', 'Share who book'],
        rows: days.map((day) => [shortDate(day.date), day.visitors, day.bookings, sharePercent(day.bookings, day.visitors)]),
      }}
    >
      {(labelledBy) => (
        <DailyChart points={days.map((day) => ({ date: day.date, bar: day.visitors, line: day.bookings }))} barName="visitors" lineName="bookings" labelledBy={labelledBy} />
      )}
    </ChartFigure>
  )
}

export function EmailsFigure({ summary }: { summary: ReportSummaryJson }) {
  const { sent, failed } = summary.emails
  const rows = [
    { label: 'Sent', values: [sent] },
    { label: 'Failed', values: [failed] },
  ]
  return (
    <ChartFigure
      title="E-mails"
      headline={`${sent} sent, ${failed} failed`}
      note={HOW_COUNTED.emails}
      table={{ columns: ['E-mails', 'Count'], rows: rows.map(({ label, values: [v] }) => [label, v]) }}
    >
      {(labelledBy) => <BarChart rows={rows} series={one('e-mails')} labelledBy={labelledBy} />}
    </ChartFigure>
  )
}
