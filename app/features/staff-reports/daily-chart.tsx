import { scaleBand, scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'
import { shortDate } from './report-format'

/**
 * Every chart is drawn in a viewBox this wide and scales to its box (width 100%). A chart's box is about this wide on
 * a 390 px phone and in the three columns at 1280 px, so its 12 px labels stay about 12 px on both.
 */
export const CHART_WIDTH = 340
const HEIGHT = 190
const MARGIN = { top: 10, right: 8, bottom: 24, left: 30 }

export interface DailyPoint {
  date: string
  bar: number
  line: number
}

/** A coordinate to one decimal: a year's bars would otherwise fill the page's HTML with digits. */
export function px(value: number): number {
  return Math.round(value * 10) / 10
}

/** The whole-number ticks of a count axis (a count of 3 has no tick at 2.5). */
export function countTicks(max: number, count = 4): number[] {
  return scaleLinear().domain([0, max]).nice(count).ticks(count).filter(Number.isInteger)
}

/** A few dates spread over the range to label the x axis, the first always among them. */
function dateTicks(dates: string[], count = 5): string[] {
  const step = Math.max(1, Math.ceil(dates.length / count))
  return dates.filter((_, i) => i % step === 0)
}

/**
 * One bar a day for one count (covers, visitors) and a line across the days for another (bookings), on one count
 * axis. The bars are light and the line dark, so a black-and-white print still tells them apart.
 */
export function DailyChart({ points, barName, lineName, labelledBy }: { points: DailyPoint[]; barName: string; lineName: string; labelledBy: string }) {
  const dates = points.map((point) => point.date)
  const max = Math.max(1, ...points.map((point) => Math.max(point.bar, point.line)))
  const x = scaleBand<string>()
    .domain(dates)
    .range([MARGIN.left, CHART_WIDTH - MARGIN.right])
    .paddingInner(dates.length > 60 ? 0 : 0.2)
  const y = scaleLinear().domain([0, max]).nice(4).range([HEIGHT - MARGIN.bottom, MARGIN.top])
  const middle = (date: string) => px((x(date) ?? 0) + x.bandwidth() / 2)
  const path = line<DailyPoint>()
    .digits(1)
    .x((point) => middle(point.date))
    .y((point) => y(point.line))(points)
  return (
    <svg viewBox={`0 0 ${CHART_WIDTH} ${HEIGHT}`} role="img" aria-labelledby={labelledBy} className="h-auto w-full overflow-visible">
      {countTicks(y.domain()[1]).map((tick) => (
        <g key={tick} transform={`translate(0 ${px(y(tick))})`}>
          <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} className="stroke-border print:stroke-neutral-300" />
          <text x={MARGIN.left - 4} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[12px] print:fill-black">
            {tick}
          </text>
        </g>
      ))}
      {points.map((point) => (
        <rect
          key={point.date}
          x={px(x(point.date) ?? 0)}
          y={px(y(point.bar))}
          width={Math.max(px(x.bandwidth()), 0.5)}
          height={px(y(0) - y(point.bar))}
          className="fill-primary/45 print:fill-neutral-400"
        >
          <title>{`${shortDate(point.date)}: ${point.bar} ${barName}, ${point.line} ${lineName}`}</title>
        </rect>
      ))}
      {path && <path d={path} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-accent-strong print:stroke-black" />}
      {dates.length <= 31 &&
        points.map((point) => <circle key={point.date} cx={middle(point.date)} cy={px(y(point.line))} r={2.2} className="fill-accent-strong print:fill-black" />)}
      <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} className="stroke-muted-foreground" />
      {dateTicks(dates).map((date) => (
        <text key={date} x={middle(date)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[12px] print:fill-black">
          {shortDate(date)}
        </text>
      ))}
    </svg>
  )
}
