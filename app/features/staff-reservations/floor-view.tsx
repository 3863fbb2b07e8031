import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { cn } from '~/lib/cn'
import type { SeatingPreference } from '~/lib/constants'
import { formatWeekdayDate } from '~/lib/date-wording'
import type { DayHours } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { statusBadgeClass, statusColor, statusLabel } from '~/lib/reservation-status'
import { formatTime12h } from '~/lib/time-slots'
import { cellStart, firstBusyColumn } from './floor-cells'
import { AsideList } from './floor-aside-list'
import { FOCUS_RING } from './floor-focus-ring'
import { floorGrid, type FloorBlock, type FloorGrid, type FloorRow } from './floor-grid'

/** Where a booking started from a free cell of the floor view sits. */
export interface FloorCellStart {
  time: string
  seatingPreference: SeatingPreference
  /** The table of the cell; null for the bar. */
  tableNumber: number | null
}

export interface FloorViewProps {
  /** The venue day shown ('yyyy-MM-dd'). */
  date: string
  /** That day's hours (hoursOn): the columns run from opening to closing; a closed day says so. */
  hours: DayHours
  /** Every table (inactive ones are not drawn). */
  tables: readonly TableJson[]
  barSeats: number
  /** The day's bookings, every status (inactive ones are drawn greyed or left out, never as taking a table). */
  reservations: readonly ReservationJson[]
  /** A tap (or Enter) on a booking: open its details. */
  onOpenBooking: (id: number) => void
  /** A tap (or Enter) on a free cell: start a booking for that table (or the bar) and time. */
  onStartBooking: (start: FloorCellStart) => void
}

/** The first grid column holds the row names; time columns follow. */
const FIRST_TIME_COLUMN = 2
const STICKY_NAME = 'sticky left-0 z-10 border-r border-border bg-card'

/** The floor view: one row per active table plus the bar, half-hour columns over the day's hours (past midnight too). */
export function FloorView({ date, hours, tables, barSeats, reservations, onOpenBooking, onStartBooking }: FloorViewProps) {
  const grid = floorGrid({ hours, tables, barSeats, reservations })
  const day = formatWeekdayDate(date)
  return (
    <section aria-label={`Floor for ${day}`} className="grid gap-4">
      {grid.closed ? (
        <p className="rounded-md border border-border bg-muted p-4 text-muted-foreground">
          Closed on this day.{hours.note ? ` (${hours.note})` : ''}
        </p>
      ) : (
        <FloorTable grid={grid} day={date} onOpenBooking={onOpenBooking} onStartBooking={onStartBooking} />
      )}
      <AsideList
        title={grid.closed ? 'Bookings on this closed day' : 'Outside opening hours'}
        bookings={grid.outsideHours}
        onOpenBooking={onOpenBooking}
      />
      <AsideList title="Cancelled and no-shows (table and seats free)" bookings={grid.inactive} onOpenBooking={onOpenBooking} />
    </section>
  )
}

interface FloorTableProps {
  grid: FloorGrid
  onOpenBooking: (id: number) => void
  onStartBooking: (start: FloorCellStart) => void
}

/**
 * Opens the grid scrolled to the day's first busy column (once per day shown, so the 20-second refetches never move
 * what the host has scrolled to). A callback ref, not an effect: the view stays hook-free.
 */
function scrollToBusyColumn(grid: FloorGrid, day: string) {
  return (scroller: HTMLDivElement | null) => {
    if (!scroller || scroller.dataset.scrolledFor === day) return
    scroller.dataset.scrolledFor = day
    const column = scroller.querySelector<HTMLElement>(`[data-column="${firstBusyColumn(grid)}"]`)
    const names = scroller.querySelector<HTMLElement>('[data-names-header]')
    if (column && names) scroller.scrollLeft = column.offsetLeft - names.offsetWidth
  }
}

function FloorTable({ grid, day, onOpenBooking, onStartBooking }: FloorTableProps & { day: string }) {
  const lastBarRow = grid.rows.findLastIndex((r) => r.kind === 'bar')
  // Grid line 1 is the time header; the bar's seat count goes in a line of its own under the bar's lanes.
  const gridRowOf = (index: number) => index + 2 + (lastBarRow >= 0 && index > lastBarRow ? 1 : 0)
  return (
    <div ref={scrollToBusyColumn(grid, day)} className="overflow-x-auto rounded-md border border-border bg-card">
      <div
        className="grid min-w-max"
        style={{
          gridTemplateColumns: `minmax(6.5rem, max-content) repeat(${grid.columns.length}, minmax(4.75rem, 1fr))`,
        }}
      >
        <div
          data-names-header
          className={cn(STICKY_NAME, 'z-20 border-b px-2 py-2 text-xs font-medium text-muted-foreground')}
          style={{ gridRow: 1, gridColumn: 1 }}
        >
          Table
        </div>
        {grid.columns.map((time, c) => (
          <div
            key={time}
            data-column={c}
            className="border-b border-l border-border px-1 py-2 text-xs font-medium whitespace-nowrap text-muted-foreground"
            style={{ gridRow: 1, gridColumn: c + FIRST_TIME_COLUMN }}
          >
            {formatTime12h(time)}
          </div>
        ))}
        {grid.rows.map((row, index) => (
          <FloorLane
            key={row.key}
            grid={grid}
            row={row}
            gridRow={gridRowOf(index)}
            onOpenBooking={onOpenBooking}
            onStartBooking={onStartBooking}
          />
        ))}
        {lastBarRow >= 0 && grid.barSeats > 0 && <BarSeatsLine grid={grid} gridRow={gridRowOf(lastBarRow) + 1} />}
      </div>
    </div>
  )
}

interface FloorLaneProps extends FloorTableProps {
  row: FloorRow
  gridRow: number
}

function rowDetail(row: FloorRow): string {
  if (row.kind === 'unassigned') return 'needs a table'
  return plural(row.seats ?? 0, 'seat')
}

/** One lane: the row's name (on its first lane), its bookings, its free cells and the cells held in another lane. */
function FloorLane({ grid, row, gridRow, onOpenBooking, onStartBooking }: FloorLaneProps) {
  const covered = new Set(row.blocks.flatMap((b) => Array.from({ length: b.span }, (_, i) => b.startColumn + i)))
  const free = new Set(row.freeColumns)
  const groupStart = row.lane === 0 ? 'border-t border-border' : ''
  return (
    <>
      {row.lane === 0 && (
        <div
          className={cn(
            STICKY_NAME,
            'flex min-h-11 flex-col justify-center px-2 py-1',
            groupStart,
            row.kind === 'unassigned' && 'bg-amber-50',
          )}
          style={{
            gridRow: `${gridRow} / span ${row.laneCount}`,
            gridColumn: 1,
          }}
        >
          <span className="text-sm font-semibold whitespace-nowrap">{row.label}</span>
          <span className="text-xs whitespace-nowrap text-muted-foreground">{rowDetail(row)}</span>
        </div>
      )}
      {/* In column order, so Tab runs through a lane as it reads: free cells and bookings from left to right. */}
      {grid.columns.map((time, c) => {
        const block = row.blocks.find((b) => b.startColumn === c)
        if (block) {
          return (
            <BookingBlock
              key={`booking-${block.id}`}
              block={block}
              gridRow={gridRow}
              className={groupStart}
              onOpenBooking={onOpenBooking}
            />
          )
        }
        if (covered.has(c)) return null
        const place = { gridRow, gridColumn: c + FIRST_TIME_COLUMN }
        if (!free.has(c)) {
          return <div key={time} className={cn('min-h-11 border-l border-border bg-muted/40', groupStart)} style={place} />
        }
        return (
          <button
            key={time}
            type="button"
            aria-label={freeCellLabel(grid, row, c)}
            className={cn(
              'min-h-11 border-l border-border text-muted-foreground hover:bg-primary/10 hover:text-primary',
              FOCUS_RING,
              groupStart,
            )}
            style={place}
            onClick={() => onStartBooking(cellStart(grid, row, c))}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
          </button>
        )
      })}
    </>
  )
}

/** 'Table 3, 7:30 PM, free: start a booking'; 'Bar, 7:30 PM, 2 of 8 seats free: start a booking'. */
export function freeCellLabel(grid: Pick<FloorGrid, 'columns' | 'barSeats' | 'barSeatsTaken'>, row: FloorRow, column: number): string {
  const time = formatTime12h(grid.columns[column])
  if (row.kind === 'bar') {
    const left = grid.barSeats - grid.barSeatsTaken[column]
    return `Bar, ${time}, ${left} of ${plural(grid.barSeats, 'seat')} free: start a booking`
  }
  return `${row.label}, ${time}, free: start a booking`
}

/**
 * A block's second line: '4 guests, Confirmed', 'joined 5+6' at joined tables, and 'past close' (or 'before opening')
 * where it is cut.
 */
export function bookingBlockDetails(block: FloorBlock): string {
  const marks = [
    block.joined && `joined ${block.joined}`,
    block.startsBeforeOpen && 'before opening',
    block.runsPastClose && 'past close',
  ].filter(Boolean)
  return [plural(block.guests, 'guest'), statusLabel(block.status), ...marks].join(', ')
}

interface BookingBlockProps {
  block: FloorBlock
  gridRow: number
  className: string
  onOpenBooking: (id: number) => void
}

function BookingBlock({ block, gridRow, className, onOpenBooking }: BookingBlockProps) {
  return (
    <div
      className={cn('min-w-0 border-l border-border p-0.5', className)}
      style={{
        gridRow,
        gridColumn: `${block.startColumn + FIRST_TIME_COLUMN} / span ${block.span}`,
      }}
    >
      <button
        type="button"
        className={cn(
          'relative flex h-full min-h-11 w-full min-w-0 flex-col justify-center rounded-md border-l-4 px-2 py-0.5 text-left text-base leading-tight',
          statusBadgeClass(block.status),
          block.startsBeforeOpen && 'rounded-l-none',
          block.runsPastClose && 'rounded-r-none border-r-4 border-r-current border-dashed',
          FOCUS_RING,
          'focus-visible:outline-offset-1',
        )}
        style={{ borderLeftColor: statusColor(block.status) }}
        onClick={() => onOpenBooking(block.id)}
      >
        {/* Its name is what it shows, the time and what a tap does added for screen readers. */}
        <span className="w-full truncate font-semibold">
          {block.name}
          <span className="sr-only">, </span>
        </span>
        <span className="w-full truncate text-sm">
          {bookingBlockDetails(block)}
          <span className="sr-only">
            , {formatTime12h(block.time)} to {formatTime12h(block.endTime)}: open details
          </span>
        </span>
      </button>
    </div>
  )
}

/** Under the bar's lanes: the seats held at each half hour ('6/8'), red where the bar is full. */
function BarSeatsLine({ grid, gridRow }: { grid: FloorGrid; gridRow: number }) {
  return (
    <>
      <div className={cn(STICKY_NAME, 'px-2 py-1 text-xs text-muted-foreground')} style={{ gridRow, gridColumn: 1 }}>
        Bar seats taken
      </div>
      {grid.columns.map((time, c) => {
        const taken = grid.barSeatsTaken[c]
        return (
          <div
            key={time}
            className={cn(
              'border-l border-border px-1 py-1 text-xs tabular-nums',
              taken >= grid.barSeats ? 'font-semibold text-destructive' : 'text-muted-foreground',
            )}
            style={{ gridRow, gridColumn: c + FIRST_TIME_COLUMN }}
          >
            {taken}/{grid.barSeats}
          </div>
        )
      })}
    </>
  )
}
