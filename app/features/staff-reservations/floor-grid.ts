/**
 * The host stand's floor view as a layout: half-hour columns over one venue day's hours (past midnight when the night
 * runs on), one row per active table plus the bar, each booking placed from its start to the end of its stay. A
 * booking at joined tables is drawn on each of its tables' rows. Pure: the component only draws what this returns.
 *
 * Rules: cancelled, declined and no-show bookings never take a cell (they are listed apart); completed bookings are
 * drawn but do not hold their tables (the guests have left), as on the server. Bookings that overlap in one row (bar
 * bookings always may; two at one table should not, but data can be odd) get lanes of their own, so none hides another.
 */
import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { openSpan, timeOfMinute } from '~/lib/bookable-times'
import type { DayHours } from '~/lib/opening-hours'
import { isHolding, isInactive } from '~/lib/reservation-status'
import { bookingSpan, byStart } from './booking-span'

export const FLOOR_COLUMN_MINUTES = 30

/** One booking drawn on the grid: it covers columns [startColumn, startColumn + span). */
export interface FloorBlock {
  id: number
  name: string
  guests: number
  status: string
  /** Its booked time ('HH:mm'). */
  time: string
  /** When its stay ends ('HH:mm'). */
  endTime: string
  /** Its tables joined for the party ('5+6'); null at one table, the bar or none. */
  joined: string | null
  startColumn: number
  span: number
  /** It starts before opening: the block is cut at the first column. */
  startsBeforeOpen: boolean
  /** It ends after closing: the block is cut at the last column. */
  runsPastClose: boolean
}

export type FloorRowKind = 'table' | 'bar' | 'unassigned'

/** One lane of the grid. A table (or the bar) whose bookings overlap has several lanes, drawn together. */
export interface FloorRow {
  /** Unique among the rows ('table-3-0', 'bar-1', 'unassigned-0'). */
  key: string
  kind: FloorRowKind
  /** 'Table 3', 'Bar', 'Unassigned'. */
  label: string
  /** The table's number; null for the bar and Unassigned. */
  tableNumber: number | null
  /** The table's seats or the bar's; null for Unassigned. */
  seats: number | null
  /** This lane's place among its table's (or the bar's) lanes, and how many there are. */
  lane: number
  laneCount: number
  blocks: FloorBlock[]
  /**
   * Columns where a booking can start from this lane: not covered here, and the table (or a bar seat) is free. Each
   * such column of a table (or the bar) is in one lane only: the first where it is open.
   */
  freeColumns: number[]
}

/** A booking that takes no cell: inactive, or outside the day's hours. */
export interface FloorAsideBooking {
  id: number
  name: string
  guests: number
  status: string
  time: string
  tableNumber: number | null
  tableNumbers: number[]
  seatingPreference: string
}

export interface FloorGrid {
  closed: boolean
  /** Each column's start time ('HH:mm'); past midnight reads '00:00', '00:30', ... */
  columns: string[]
  rows: FloorRow[]
  barSeats: number
  /** Bar seats held per column (pending, confirmed and arrived bar bookings). */
  barSeatsTaken: number[]
  /** Cancelled and no-show bookings: their tables and seats are free. */
  inactive: FloorAsideBooking[]
  /** Bookings that fall wholly outside the day's hours (or have no readable time). */
  outsideHours: FloorAsideBooking[]
}

export interface FloorGridInput {
  hours: DayHours
  tables: readonly TableJson[]
  barSeats: number
  reservations: readonly ReservationJson[]
}

interface Placed {
  booking: ReservationJson
  block: FloorBlock
}

function aside(booking: ReservationJson): FloorAsideBooking {
  const { id, name, guests, status, time, tableNumber, tableNumbers, seatingPreference } = booking
  return { id, name, guests, status, time, tableNumber, tableNumbers, seatingPreference }
}

/** Where a booking falls on the day's columns (from its start to the end of its stay), or null when outside them. */
function placeBlock(booking: ReservationJson, day: DayHours, open: { from: number; to: number }, columnCount: number): FloorBlock | null {
  const span = bookingSpan(day, booking)
  if (!span) return null
  const { start, end } = span
  if (start >= open.to || end <= open.from) return null
  const startColumn = Math.max(0, Math.floor((start - open.from) / FLOOR_COLUMN_MINUTES))
  const endColumn = Math.min(columnCount, Math.ceil((end - open.from) / FLOOR_COLUMN_MINUTES))
  return {
    id: booking.id,
    name: booking.name,
    guests: booking.guests,
    status: booking.status,
    time: booking.time,
    endTime: timeOfMinute(end),
    joined: booking.tableNumbers.length > 1 ? booking.tableNumbers.join('+') : null,
    startColumn,
    span: endColumn - startColumn,
    startsBeforeOpen: start < open.from,
    runsPastClose: end > open.to,
  }
}

/** The numbers of the tables a booking holds: its tables (one, or a combination's), else the table of its tableId. */
function tableNumbersOf(booking: ReservationJson, tables: readonly TableJson[]): number[] {
  if (booking.tableNumbers.length > 0) return booking.tableNumbers
  const own = booking.tableId === null ? undefined : tables.find((t) => t.id === booking.tableId)
  return own ? [own.tableNumber] : []
}

function covers(block: FloorBlock, column: number): boolean {
  return column >= block.startColumn && column < block.startColumn + block.span
}

/** Greedy interval lanes: each block goes in the first lane whose last block has ended. */
export function assignLanes(blocks: readonly FloorBlock[]): FloorBlock[][] {
  const lanes: FloorBlock[][] = []
  const sorted = [...blocks].sort((a, b) => a.startColumn - b.startColumn || a.id - b.id)
  for (const block of sorted) {
    const lane = lanes.find((l) => {
      const last = l[l.length - 1]
      return last.startColumn + last.span <= block.startColumn
    })
    if (lane) lane.push(block)
    else lanes.push([block])
  }
  return lanes
}

/**
 * The lanes of one table, the bar or Unassigned, with their free cells. `isFree(column)` says whether a booking may
 * start there at all; a free column covered in every lane (by a completed booking, or a bar booking with seats to
 * spare) gets one more, empty lane so it can still be tapped.
 */
function lanesOf(
  base: Omit<FloorRow, 'key' | 'lane' | 'laneCount' | 'blocks' | 'freeColumns'>,
  keyPrefix: string,
  blocks: readonly FloorBlock[],
  columnCount: number,
  isFree: (column: number) => boolean,
  minimumLanes: number,
): FloorRow[] {
  const lanes = assignLanes(blocks)
  while (lanes.length < minimumLanes) lanes.push([])
  const columns = Array.from({ length: columnCount }, (_, c) => c)
  const open = (lane: FloorBlock[], c: number) => isFree(c) && !lane.some((b) => covers(b, c))
  const unreachable = columns.some((c) => isFree(c) && !lanes.some((lane) => open(lane, c)))
  if (unreachable) lanes.push([])
  // Each free column is offered once: in the first lane where it is open.
  const laneOfColumn = columns.map((c) => lanes.findIndex((lane) => open(lane, c)))
  return lanes.map((lane, index) => ({
    ...base,
    key: `${keyPrefix}-${index}`,
    lane: index,
    laneCount: lanes.length,
    blocks: lane,
    freeColumns: columns.filter((c) => laneOfColumn[c] === index),
  }))
}

/** The floor grid of one venue day. */
export function floorGrid({ hours, tables, barSeats, reservations }: FloorGridInput): FloorGrid {
  const sorted = [...reservations].sort(byStart(hours))
  const inactive = sorted.filter((r) => isInactive(r.status)).map(aside)
  // A closed day (or hours that cannot be read) has no columns: its bookings are listed apart.
  const open = openSpan(hours)
  if (!open) {
    const outsideHours = sorted.filter((r) => !isInactive(r.status)).map(aside)
    return { closed: true, columns: [], rows: [], barSeats, barSeatsTaken: [], inactive, outsideHours }
  }

  const columnCount = Math.ceil((open.to - open.from) / FLOOR_COLUMN_MINUTES)
  const columns = Array.from({ length: columnCount }, (_, c) => timeOfMinute(open.from + c * FLOOR_COLUMN_MINUTES))

  const placed: Placed[] = []
  const outsideHours: FloorAsideBooking[] = []
  for (const booking of sorted) {
    // A group request holds no table, even once staff have given it one: it is on the Requests list, not the floor.
    if (isInactive(booking.status) || booking.status === 'requested') continue
    const block = placeBlock(booking, hours, open, columnCount)
    if (block) placed.push({ booking, block })
    else outsideHours.push(aside(booking))
  }

  const activeTables = tables.filter((t) => t.isActive).sort((a, b) => a.tableNumber - b.tableNumber)
  const activeNumbers = new Set(activeTables.map((t) => t.tableNumber))
  const tablesOf = new Map(placed.map((p) => [p.booking.id, tableNumbersOf(p.booking, tables)]))
  // A joined booking is drawn on each of its tables' rows: it holds every one of them.
  const atTable = (tableNumber: number) => placed.filter((p) => tablesOf.get(p.booking.id)?.includes(tableNumber))
  const isBar = (p: Placed) => p.booking.seatingPreference === 'bar' && tablesOf.get(p.booking.id)?.length === 0
  const bar = placed.filter(isBar)
  // Without a table, or at tables none of which is active any more: someone has to seat these.
  const unassigned = placed.filter((p) => !isBar(p) && !tablesOf.get(p.booking.id)?.some((n) => activeNumbers.has(n)))

  const heldColumns = (held: readonly Placed[]) => {
    const taken = new Set<number>()
    for (const p of held) {
      if (!isHolding(p.booking.status)) continue
      for (let c = p.block.startColumn; c < p.block.startColumn + p.block.span; c++) taken.add(c)
    }
    return taken
  }

  const barSeatsTaken = columns.map((_, c) =>
    bar.filter((p) => isHolding(p.booking.status) && covers(p.block, c)).reduce((sum, p) => sum + p.booking.guests, 0),
  )

  const rows: FloorRow[] = []
  if (unassigned.length > 0) {
    rows.push(
      ...lanesOf(
        {
          kind: 'unassigned',
          label: 'Unassigned',
          tableNumber: null,
          seats: null,
        },
        'unassigned',
        unassigned.map((p) => p.block),
        columnCount,
        () => false,
        1,
      ),
    )
  }
  for (const table of activeTables) {
    const bookings = atTable(table.tableNumber)
    const held = heldColumns(bookings)
    rows.push(
      ...lanesOf(
        {
          kind: 'table',
          label: `Table ${table.tableNumber}`,
          tableNumber: table.tableNumber,
          seats: table.capacity,
        },
        `table-${table.tableNumber}`,
        bookings.map((p) => p.block),
        columnCount,
        (c) => !held.has(c),
        1,
      ),
    )
  }
  if (barSeats > 0 || bar.length > 0) {
    rows.push(
      ...lanesOf(
        { kind: 'bar', label: 'Bar', tableNumber: null, seats: barSeats },
        'bar',
        bar.map((p) => p.block),
        columnCount,
        (c) => barSeatsTaken[c] < barSeats,
        barSeats > 0 ? 1 : 0,
      ),
    )
  }

  return {
    closed: false,
    columns,
    rows,
    barSeats,
    barSeatsTaken,
    inactive,
    outsideHours,
  }
}
