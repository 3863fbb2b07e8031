import { scaleLinear } from 'd3-scale'
import { CHART_WIDTH, px } from './daily-chart'
import { hourLabel, shortHourLabel, WEEKDAY_LABELS } from './report-format'

const LEFT = 34
const TOP = 18
const CELL_HEIGHT = 22

/** The shade of a value: the lightest visible step for the least, full for the most, nothing for none. */
function shade(max: number) {
  return scaleLinear().domain([1, Math.max(1, max)]).range([0.15, 1]).clamp(true)
}

/**
 * A weekday × hour grid, one cell per hour of `hours` (in the night's order) and weekday, darker for more. The empty
 * cells keep a faint outline so the grid reads on paper too.
 */
export function Heatmap({
  grid,
  hours,
  unit,
  fill,
  labelledBy,
}: {
  grid: number[][]
  hours: number[]
  unit: string
  /** The cells' fill class; its opacity is the value's shade. */
  fill: string
  labelledBy: string
}) {
  const cellWidth = (CHART_WIDTH - LEFT - 2) / Math.max(1, hours.length)
  const labelEvery = cellWidth < 20 ? 2 : 1
  const opacity = shade(Math.max(0, ...grid.flat()))
  const height = TOP + WEEKDAY_LABELS.length * CELL_HEIGHT + 2
  return (
    <svg viewBox={`0 0 ${CHART_WIDTH} ${height}`} role="img" aria-labelledby={labelledBy} className="h-auto w-full">
      {hours.map((hour, column) =>
        column % labelEvery === 0 ? (
          <text key={hour} x={px(LEFT + (column + 0.5) * cellWidth)} y={TOP - 5} textAnchor="middle" className="fill-muted-foreground text-[11px] print:fill-black">
            {shortHourLabel(hour)}
          </text>
        ) : null,
      )}
      {WEEKDAY_LABELS.map((weekday, row) => (
        <g key={weekday} transform={`translate(0 ${TOP + row * CELL_HEIGHT})`}>
          <text x={LEFT - 6} y={CELL_HEIGHT / 2} dy="0.32em" textAnchor="end" className="fill-foreground text-[12px]">
            {weekday}
          </text>
          {hours.map((hour, column) => {
            const value = grid[row][column]
            return (
              <rect
                key={hour}
                x={px(LEFT + column * cellWidth + 1)}
                y={1}
                width={px(cellWidth - 2)}
                height={CELL_HEIGHT - 2}
                rx={2}
                className={value > 0 ? fill : 'fill-none stroke-border print:stroke-neutral-300'}
                fillOpacity={value > 0 ? px(opacity(value) * 10) / 10 : undefined}
              >
                <title>{`${weekday} ${hourLabel(hour)}: ${value} ${unit}`}</title>
              </rect>
            )
          })}
        </g>
      ))}
    </svg>
  )
}

/** What the shades mean: empty for none, then from the least to the most of the grid. */
export function HeatmapLegend({ max, unit, fill }: { max: number; unit: string; fill: string }) {
  const steps = [0.15, 0.4, 0.7, 1]
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <span className="inline-flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <rect x={0.5} y={0.5} width={11} height={11} rx={2} className="fill-none stroke-border print:stroke-neutral-400" />
        </svg>
        none
      </span>
      <span className="inline-flex items-center gap-1.5">
        {max > 1 && <span>1</span>}
        <svg aria-hidden="true" viewBox="0 0 48 12" className="h-3 w-12">
          {steps.map((step, i) => (
            <rect key={step} x={i * 12} width={12} height={12} className={fill} fillOpacity={step} />
          ))}
        </svg>
        <span>
          {max} {unit}, the busiest weekday and hour
        </span>
      </span>
    </p>
  )
}
