import { scaleLinear } from 'd3-scale'
import { cn } from '~/lib/cn'
import { CHART_WIDTH, px } from './daily-chart'

export interface BarSeries {
  name: string
  /** The bars' fill, a Tailwind class (with its print: form for a black-and-white page). */
  className: string
}

export interface BarRow {
  label: string
  /** One value per series, in the series' order. */
  values: number[]
}

const LABEL_WIDTH = 84
const VALUE_ROOM = 40
const BAR_HEIGHT = 18
const ROW_GAP = 10

/** Fills for up to two series: the app's teal, then its sunset orange; grey and black on paper. */
export const BAR_FILLS = ['fill-primary print:fill-neutral-500', 'fill-accent-strong print:fill-black']

/**
 * Horizontal bars, one row per label (a source, a seating, a party size), one bar per series in each row, each bar
 * with its number at its end: readable without the axis, and in print.
 */
export function BarChart({ rows, series, labelledBy }: { rows: BarRow[]; series: BarSeries[]; labelledBy: string }) {
  const max = Math.max(1, ...rows.flatMap((row) => row.values))
  const x = scaleLinear().domain([0, max]).range([0, CHART_WIDTH - LABEL_WIDTH - VALUE_ROOM])
  const rowHeight = series.length * BAR_HEIGHT + ROW_GAP
  const height = rows.length * rowHeight + 2
  return (
    <svg viewBox={`0 0 ${CHART_WIDTH} ${height}`} role="img" aria-labelledby={labelledBy} className="h-auto w-full">
      {rows.map((row, r) => (
        <g key={row.label} transform={`translate(0 ${r * rowHeight + ROW_GAP / 2})`}>
          <text x={LABEL_WIDTH - 6} y={(series.length * BAR_HEIGHT) / 2} dy="0.32em" textAnchor="end" className="fill-foreground text-[13px]">
            {row.label}
          </text>
          {row.values.map((value, s) => (
            <g key={series[s].name} transform={`translate(${LABEL_WIDTH} ${s * BAR_HEIGHT})`}>
              <rect width={Math.max(px(x(value)), value > 0 ? 1 : 0)} height={BAR_HEIGHT - 3} rx={2} className={series[s].className}>
                <title>{`${row.label}: ${value} ${series[s].name}`}</title>
              </rect>
              <text x={px(x(value) + 4)} y={(BAR_HEIGHT - 3) / 2} dy="0.32em" className="fill-foreground text-[12px] tabular-nums">
                {value}
              </text>
            </g>
          ))}
        </g>
      ))}
      <line x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={0} y2={height} className="stroke-muted-foreground" />
    </svg>
  )
}

/** The names of a chart's series beside their colours (none needed for one series). */
export function SeriesLegend({ series }: { series: BarSeries[] }) {
  if (series.length < 2) return null
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {series.map((item) => (
        <span key={item.name} className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <rect width={12} height={12} rx={2} className={cn(item.className)} />
          </svg>
          {item.name}
        </span>
      ))}
    </p>
  )
}
