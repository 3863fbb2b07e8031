/** What the floor view reads off a laid-out grid: what a tap on a free cell starts, and where the grid opens scrolled to. */
import type { SeatingPreference } from '~/lib/constants'
import { isHolding } from '~/lib/reservation-status'
import type { FloorGrid, FloorRow } from './floor-grid'

/** What a tap on a free cell of `row` at `column` starts: a booking at that time for the row's table or the bar. */
export function cellStart(
  grid: Pick<FloorGrid, 'columns'>,
  row: Pick<FloorRow, 'kind' | 'tableNumber'>,
  column: number,
): {
  time: string
  seatingPreference: SeatingPreference
  tableNumber: number | null
} {
  return {
    time: grid.columns[column],
    seatingPreference: row.kind === 'bar' ? 'bar' : 'table',
    tableNumber: row.kind === 'bar' ? null : row.tableNumber,
  }
}

/**
 * The column the grid opens scrolled to: one before the earliest booking still holding its seats (else the earliest
 * booking), so the evening is in view without scrolling past the empty afternoon; 0 for an empty day.
 */
export function firstBusyColumn(grid: FloorGrid): number {
  const blocks = grid.rows.flatMap((row) => row.blocks)
  const holding = blocks.filter((block) => isHolding(block.status))
  const starts = (holding.length > 0 ? holding : blocks).map((block) => block.startColumn)
  return starts.length > 0 ? Math.max(0, Math.min(...starts) - 1) : 0
}
