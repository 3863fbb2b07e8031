/**
 * The host stand's floor view as a layout: half-hour columns over one venue day's hours, one row per active table
 * plus the bar, each booking placed across its two hours. Pure: the component only draws what this returns.
 *
 * Rules: cancelled and no-show bookings never take a cell (they are listed apart); completed bookings are drawn but
 * do not hold their table (the guests have left), as on the server. Bookings that overlap in one row (bar bookings
 * always may; two at one table should not, but data can be odd) get lanes of their own, so none hides another.
 */
import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { RESERVATION_DURATION_MINUTES } from '~/lib/constants'
import { openMinutes, type DayHours } from '~/lib/opening-hours'
import { isHolding, isInactive } from '~/lib/reservation-status'
import { minutesToTime, timeToMinutes } from '~/lib/time-slots'

export const FLOOR_COLUMN_MINUTES = 30
const MINUTES_PER_DAY = 24 * 60

/** One booking drawn on the grid: it covers columns [startColumn, startColumn + span). */
export interface FloorBlock {
  id: number
  name: string
  guests: number
  status: string
  /** Its booked time ('HH:mm'). */
  time: string
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
  const { id, name, guests, status, time, tableNumber, seatingPreference } = booking
  return { id, name, guests, status, time, tableNumber, seatingPreference }
}

function byTime(a: { time: string; id: number }, b: { time: string; id: number }): number {
  return a.time.localeCompare(b.time) || a.id - b.id
}

/** Where a booking falls on the day's columns, or null when it falls outside them. */
function placeBlock(booking: ReservationJson, open: { from: number; to: number }, columnCount: number): FloorBlock | null {
  let start = timeToMinutes(booking.time)
  if (start === null) return null
  // A time before opening on a day that closes after midnight is that night's small hours.
  if (start < open.from && start + MINUTES_PER_DAY < open.to) start += MINUTES_PER_DAY
  const end = start + RESERVATION_DURATION_MINUTES
  if (start >= open.to || end <= open.from) return null
  const startColumn = Math.max(0, Math.floor((start - open.from) / FLOOR_COLUMN_MINUTES))
  const endColumn = Math.min(columnCount, Math.ceil((end - open.from) / FLOOR_COLUMN_MINUTES))
  return {
    id: booking.id,
    name: booking.name,
    guests: booking.guests,
    status: booking.status,
    time: booking.time,
    startColumn,
    span: endColumn - startColumn,
    startsBeforeOpen: start < open.from,
    runsPastClose: end > open.to,
  }
}

function covers(block: FloorBlock, column: number): boolean {
  return column >= block.startColumn && column < block.startColumn + block.span
}

/** Greedy interval lanes: each block goes in the first lane whose last block has ended. */
export function assignLanes(blocks: readonly FloorBlock[]): FloorBlock[][] {
  const lanes: FloorBlock[][] = []
  const sorted = [...blocks].sort((a, b) => a.startColumn - b.startColumn || byTime(a, b))
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
  const sorted = [...reservations].sort(byTime)
  const inactive = sorted.filter((r) => isInactive(r.status)).map(aside)
  // A closed day (or hours that cannot be read) has no columns: its bookings are listed apart.
  const open = hours.closed ? null : openMinutes(hours.opens, hours.closes)
  if (!open) {
    const outsideHours = sorted.filter((r) => !isInactive(r.status)).map(aside)
    return { closed: true, columns: [], rows: [], barSeats, barSeatsTaken: [], inactive, outsideHours }
  }

  const columnCount = Math.ceil((open.to - open.from) / FLOOR_COLUMN_MINUTES)
  const columns = Array.from({ length: columnCount }, (_, c) => minutesToTime((open.from + c * FLOOR_COLUMN_MINUTES) % MINUTES_PER_DAY))

  const placed: Placed[] = []
  const outsideHours: FloorAsideBooking[] = []
  for (const booking of sorted) {
    if (isInactive(booking.status)) continue
    const block = placeBlock(booking, open, columnCount)
    if (block) placed.push({ booking, block })
    else outsideHours.push(aside(booking))
  }

  const activeTables = tables.filter((t) => t.isActive).sort((a, b) => a.tableNumber - b.tableNumber)
  const activeTableIds = new Set(activeTables.map((t) => t.id))
  const atTable = (tableId: number) => placed.filter((p) => p.booking.tableId === tableId)
  const isBar = (p: Placed) => p.booking.tableId === null && p.booking.seatingPreference === 'bar'
  const bar = placed.filter(isBar)
  // Without a table, or at a table no longer active: someone has to seat these.
  const unassigned = placed.filter((p) => !isBar(p) && (p.booking.tableId === null || !activeTableIds.has(p.booking.tableId)))

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
    const bookings = atTable(table.id)
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
