import { describe, expect, it } from 'vitest'
import type { TableJson } from '~/contracts/tables'
import type { DayHours } from '~/lib/opening-hours'
import { cellStart, firstBusyColumn } from './floor-cells'
import { assignLanes, floorGrid, type FloorGridInput } from './floor-grid'
import { testBooking } from './reservation-fixture'

const evening: DayHours = {
  closed: false,
  opens: '18:00',
  closes: '22:00',
  note: null,
}

function table(id: number, tableNumber: number, capacity = 4, isActive = true): TableJson {
  return { id, tableNumber, capacity, isActive, upcomingBookings: 0 }
}

const booking = testBooking

const tables = [table(10, 3), table(11, 1, 2), table(12, 2, 6, false)]

function grid(fields: Partial<FloorGridInput>) {
  return floorGrid({
    hours: evening,
    tables,
    barSeats: 0,
    reservations: [],
    ...fields,
  })
}

function row(g: ReturnType<typeof floorGrid>, key: string) {
  const found = g.rows.find((r) => r.key === key)
  if (!found) throw new Error(`no row ${key} in ${g.rows.map((r) => r.key).join(', ')}`)
  return found
}

describe('floorGrid columns', () => {
  it('runs half-hour columns from opening to closing', () => {
    expect(grid({}).columns).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'])
  })

  it('runs to midnight and past it', () => {
    const midnight = grid({
      hours: { closed: false, opens: '22:00', closes: '00:00', note: null },
    })
    expect(midnight.columns).toEqual(['22:00', '22:30', '23:00', '23:30'])
    const late = grid({
      hours: { closed: false, opens: '23:00', closes: '01:00', note: null },
    })
    expect(late.columns).toEqual(['23:00', '23:30', '00:00', '00:30'])
  })

  it('has no columns or rows on a closed day, and lists its bookings apart', () => {
    const g = grid({
      hours: { closed: true, note: 'Private event' },
      barSeats: 8,
      reservations: [booking({ tableId: 10 })],
    })
    expect(g).toMatchObject({ closed: true, columns: [], rows: [] })
    expect(g.outsideHours).toHaveLength(1)
  })
})

describe('floorGrid rows', () => {
  it('has one row per active table by number, then the bar; an empty day is all free cells', () => {
    const g = grid({ barSeats: 8 })
    expect(g.rows.map((r) => r.label)).toEqual(['Table 1', 'Table 3', 'Bar'])
    expect(g.rows.map((r) => r.seats)).toEqual([2, 4, 8])
    for (const r of g.rows) expect(r.freeColumns).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('has no bar lane without bar seats or bar bookings', () => {
    expect(grid({ barSeats: 0 }).rows.map((r) => r.kind)).toEqual(['table', 'table'])
  })

  it('draws a booking across its two hours and frees the rest of the row', () => {
    const b = booking({ tableId: 10, time: '19:00', name: 'Ben Reyes', guests: 4, status: 'pending' })
    const r = row(grid({ reservations: [b] }), 'table-3-0')
    expect(r.blocks).toEqual([
      {
        id: b.id,
        name: 'Ben Reyes',
        guests: 4,
        status: 'pending',
        time: '19:00',
        endTime: '21:00',
        joined: null,
        startColumn: 2,
        span: 4,
        startsBeforeOpen: false,
        runsPastClose: false,
      },
    ])
    expect(r.freeColumns).toEqual([0, 1, 6, 7])
  })

  it("ends a block at the booking's own stay, and frees the table from then", () => {
    const short = booking({ tableNumber: 3, time: '19:00', stayMinutes: 90 })
    const r = row(grid({ reservations: [short] }), 'table-3-0')
    expect(r.blocks[0]).toMatchObject({ startColumn: 2, span: 3, endTime: '20:30' })
    expect(r.freeColumns).toEqual([0, 1, 5, 6, 7])
    // A stay off the half hour covers the column it ends in.
    const quarter = booking({ tableNumber: 3, time: '19:15', stayMinutes: 45 })
    expect(row(grid({ reservations: [quarter] }), 'table-3-0').blocks[0]).toMatchObject({ startColumn: 2, span: 2, endTime: '20:00' })
  })

  it('clips a booking that runs past closing and flags it', () => {
    const b = booking({ tableId: 10, time: '21:00' })
    const [block] = row(grid({ reservations: [b] }), 'table-3-0').blocks
    expect(block).toMatchObject({
      startColumn: 6,
      span: 2,
      runsPastClose: true,
    })
  })

  it('places a booking after midnight on a day that closes after midnight', () => {
    const g = grid({
      hours: { closed: false, opens: '22:00', closes: '02:00', note: null },
      reservations: [booking({ tableId: 10, time: '23:30' }), booking({ tableId: 11, time: '00:30' })],
    })
    expect(row(g, 'table-3-0').blocks[0]).toMatchObject({
      startColumn: 3,
      span: 4,
      runsPastClose: false,
    })
    expect(row(g, 'table-1-0').blocks[0]).toMatchObject({
      startColumn: 5,
      span: 3,
      runsPastClose: true,
    })
  })

  it('clips a booking that starts before opening, and sets aside one wholly outside the hours', () => {
    const early = booking({ tableId: 10, time: '17:00' })
    const late = booking({ tableId: 10, time: '22:30' })
    const g = grid({ reservations: [early, late] })
    expect(row(g, 'table-3-0').blocks[0]).toMatchObject({
      id: early.id,
      startColumn: 0,
      span: 2,
      startsBeforeOpen: true,
    })
    expect(g.outsideHours.map((b) => b.id)).toEqual([late.id])
  })

  it('gives overlapping bookings at one table a lane each, and neither lane offers the held cells', () => {
    const first = booking({ tableId: 10, time: '18:30' })
    const second = booking({ tableId: 10, time: '19:30' })
    const g = grid({ reservations: [second, first] })
    const lanes = g.rows.filter((r) => r.tableNumber === 3)
    expect(lanes.map((r) => [r.lane, r.laneCount, r.blocks.map((b) => b.id)])).toEqual([
      [0, 2, [first.id]],
      [1, 2, [second.id]],
    ])
    // Each free time is offered once, in the first lane where it is open.
    expect(lanes[0].freeColumns).toEqual([0, 7])
    expect(lanes[1].freeColumns).toEqual([])
  })

  it('keeps back-to-back bookings in one lane', () => {
    const g = grid({
      reservations: [booking({ tableId: 10, time: '18:00' }), booking({ tableId: 10, time: '20:00' })],
    })
    expect(g.rows.filter((r) => r.tableNumber === 3)).toHaveLength(1)
    expect(row(g, 'table-3-0').freeColumns).toEqual([])
  })

  it('never lets cancelled or no-show bookings take a cell: they are listed apart and the table is free', () => {
    const cancelled = booking({ tableId: 10, time: '19:00', status: 'cancelled', tableNumber: 3 })
    const noShow = booking({ tableId: 10, time: '19:00', status: 'no-show', tableNumber: 3 })
    const barNoShow = booking({ seatingPreference: 'bar', time: '19:00', status: 'no-show', guests: 6 })
    const g = grid({
      barSeats: 8,
      reservations: [cancelled, noShow, barNoShow],
    })
    expect(g.rows.flatMap((r) => r.blocks)).toEqual([])
    expect(row(g, 'table-3-0').freeColumns).toHaveLength(8)
    expect(g.barSeatsTaken).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(g.inactive.map((b) => b.id)).toEqual([cancelled.id, noShow.id, barNoShow.id])
  })

  it('draws a completed booking but frees its table, with a lane left to start a booking', () => {
    const left = booking({ tableId: 10, time: '18:00', status: 'completed' })
    const g = grid({ reservations: [left] })
    const lanes = g.rows.filter((r) => r.tableNumber === 3)
    expect(lanes).toHaveLength(2)
    expect(lanes[0].blocks.map((b) => b.id)).toEqual([left.id])
    expect(lanes[0].freeColumns).toEqual([4, 5, 6, 7])
    expect(lanes[1].freeColumns).toEqual([0, 1, 2, 3])
  })

  it('puts table bookings without a table, or at an inactive table, in an Unassigned row with no free cells', () => {
    const none = booking({ time: '19:00' })
    const inactiveTable = booking({ tableId: 12, tableNumber: 2, time: '19:30' })
    const g = grid({ reservations: [none, inactiveTable] })
    const unassigned = g.rows.filter((r) => r.kind === 'unassigned')
    expect(unassigned.map((r) => r.blocks.map((b) => b.id))).toEqual([[none.id], [inactiveTable.id]])
    expect(unassigned.every((r) => r.label === 'Unassigned' && r.freeColumns.length === 0)).toBe(true)
    expect(grid({}).rows.some((r) => r.kind === 'unassigned')).toBe(false)
  })
})

describe('floorGrid past midnight', () => {
  const night: DayHours = { closed: false, opens: '18:00', closes: '02:00', note: null }

  it('runs the columns of an 18:00-02:00 night to 02:00, the small hours after 11:30 PM', () => {
    const g = grid({ hours: night })
    expect(g.columns).toHaveLength(16)
    expect(g.columns.slice(10)).toEqual(['23:00', '23:30', '00:00', '00:30', '01:00', '01:30'])
  })

  it("draws a booking at 00:30 on the night's date after 11:30 PM, until the end of its stay", () => {
    const late = booking({ tableNumber: 3, time: '00:30', stayMinutes: 90 })
    const g = grid({ hours: night, reservations: [late] })
    expect(row(g, 'table-3-0').blocks[0]).toMatchObject({ id: late.id, startColumn: 13, span: 3, endTime: '02:00', runsPastClose: false })
    expect(row(g, 'table-3-0').freeColumns).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(g.outsideHours).toEqual([])
  })

  it('orders the day by start: after-midnight bookings after the evening', () => {
    const late = booking({ tableNumber: 3, time: '00:30' })
    const early = booking({ tableNumber: 3, time: '18:00' })
    const g = grid({ hours: night, reservations: [late, early] })
    expect(row(g, 'table-3-0').blocks.map((b) => b.id)).toEqual([early.id, late.id])
    const cancelledLate = booking({ time: '00:30', status: 'cancelled' })
    const cancelledEarly = booking({ time: '19:00', status: 'cancelled' })
    expect(grid({ hours: night, reservations: [cancelledLate, cancelledEarly] }).inactive.map((b) => b.id)).toEqual([cancelledEarly.id, cancelledLate.id])
  })

  it('keeps a time the night does not reach before opening (a booking made under earlier hours)', () => {
    const early = booking({ tableNumber: 3, time: '17:30' })
    expect(row(grid({ hours: night, reservations: [early] }), 'table-3-0').blocks[0]).toMatchObject({ startColumn: 0, span: 3, startsBeforeOpen: true })
  })
})

describe('floorGrid joined tables', () => {
  const joinedTables = [table(50, 5, 4), table(60, 6, 6), table(70, 7, 4)]

  it("draws a booking at joined tables on each of its tables' rows, marked as joined, and neither table is free", () => {
    const party = booking({ name: 'Big Party', guests: 10, tableNumbers: [5, 6], time: '19:00' })
    const g = grid({ tables: joinedTables, reservations: [party] })
    for (const key of ['table-5-0', 'table-6-0']) {
      expect(row(g, key).blocks).toEqual([expect.objectContaining({ id: party.id, joined: '5+6', startColumn: 2, span: 4 })])
      expect(row(g, key).freeColumns).toEqual([0, 1, 6, 7])
    }
    expect(row(g, 'table-7-0').blocks).toEqual([])
    expect(row(g, 'table-7-0').freeColumns).toHaveLength(8)
    expect(g.rows.some((r) => r.kind === 'unassigned')).toBe(false)
  })

  it('draws a joined booking whose other table is no longer in use on the table still in use', () => {
    const party = booking({ guests: 8, tableNumbers: [5, 9], time: '19:00' })
    const g = grid({ tables: joinedTables, reservations: [party] })
    expect(row(g, 'table-5-0').blocks.map((b) => b.id)).toEqual([party.id])
    expect(g.rows.some((r) => r.kind === 'unassigned')).toBe(false)
  })

  it('lists a joined booking apart with both tables when it is cancelled, and frees them', () => {
    const party = booking({ guests: 10, tableNumbers: [5, 6], status: 'cancelled' })
    const g = grid({ tables: joinedTables, reservations: [party] })
    expect(g.inactive).toEqual([expect.objectContaining({ id: party.id, tableNumbers: [5, 6] })])
    expect(row(g, 'table-5-0').freeColumns).toHaveLength(8)
    expect(row(g, 'table-6-0').freeColumns).toHaveLength(8)
  })
})

describe('floorGrid bar', () => {
  it('lays overlapping bar bookings in lanes and counts the seats they hold per column', () => {
    const a = booking({ seatingPreference: 'bar', time: '18:00', guests: 2 })
    const b = booking({ seatingPreference: 'bar', time: '19:00', guests: 4 })
    const c = booking({ seatingPreference: 'bar', time: '20:00', guests: 2 })
    const g = grid({ barSeats: 8, reservations: [a, b, c] })
    const bar = g.rows.filter((r) => r.kind === 'bar')
    // a and c do not overlap: they share a lane; b overlaps both.
    expect(bar.slice(0, 2).map((r) => r.blocks.map((x) => x.id))).toEqual([[a.id, c.id], [b.id]])
    expect(g.barSeatsTaken).toEqual([2, 2, 6, 6, 6, 6, 2, 2])
    // Seats are left at every column, and a third, empty lane lets each be tapped.
    expect(bar).toHaveLength(3)
    expect(bar.map((r) => r.freeColumns)).toEqual([[], [0, 1, 6, 7], [2, 3, 4, 5]])
  })

  it('offers no bar cell where the bar is full', () => {
    const full = booking({ seatingPreference: 'bar', time: '18:00', guests: 8 })
    const g = grid({ barSeats: 8, reservations: [full] })
    const bar = g.rows.filter((r) => r.kind === 'bar')
    expect(bar).toHaveLength(1)
    expect(bar[0].freeColumns).toEqual([4, 5, 6, 7])
  })

  it('always has one bar lane when the bar has seats, and shows bar bookings even when it has none', () => {
    expect(grid({ barSeats: 4 }).rows.filter((r) => r.kind === 'bar')).toHaveLength(1)
    const g = grid({
      barSeats: 0,
      reservations: [booking({ seatingPreference: 'bar' })],
    })
    const bar = g.rows.filter((r) => r.kind === 'bar')
    expect(bar).toHaveLength(1)
    expect(bar[0].freeColumns).toEqual([])
  })

  it('does not count a completed bar booking against the seats', () => {
    const g = grid({
      barSeats: 4,
      reservations: [booking({ seatingPreference: 'bar', guests: 4, status: 'completed' })],
    })
    expect(g.barSeatsTaken.every((n) => n === 0)).toBe(true)
  })
})

describe('assignLanes', () => {
  it('puts each block in the first lane that has room', () => {
    const block = (id: number, startColumn: number, span: number) => ({
      id,
      name: '',
      guests: 1,
      status: 'confirmed',
      time: '',
      endTime: '',
      joined: null,
      startColumn,
      span,
      startsBeforeOpen: false,
      runsPastClose: false,
    })
    const lanes = assignLanes([block(1, 0, 4), block(2, 1, 4), block(3, 4, 4), block(4, 2, 4)])
    expect(lanes.map((l) => l.map((b) => b.id))).toEqual([[1, 3], [2], [4]])
  })
})

describe('cellStart', () => {
  it('starts a table booking at the table, or a bar booking with no table', () => {
    const g = grid({ barSeats: 8 })
    expect(cellStart(g, row(g, 'table-3-0'), 3)).toEqual({
      time: '19:30',
      seatingPreference: 'table',
      tableNumber: 3,
    })
    expect(cellStart(g, row(g, 'bar-0'), 0)).toEqual({
      time: '18:00',
      seatingPreference: 'bar',
      tableNumber: null,
    })
  })
})

describe('firstBusyColumn', () => {
  it('opens one column before the earliest booking that holds its seats', () => {
    const g = grid({
      reservations: [
        booking({ time: '20:00', tableId: 10, tableNumber: 3 }),
        booking({ time: '19:00', tableId: 11, tableNumber: 1, status: 'completed' }),
        booking({ time: '18:30', tableId: 11, tableNumber: 1, status: 'cancelled' }),
      ],
    })
    // Columns from 18:00: 20:00 is column 4; the completed 19:00 and the cancelled 18:30 hold nothing.
    expect(firstBusyColumn(g)).toBe(3)
  })

  it('falls back to the earliest booking drawn, and to the start on an empty day', () => {
    expect(firstBusyColumn(grid({ reservations: [booking({ time: '19:00', tableId: 10, tableNumber: 3, status: 'completed' })] }))).toBe(1)
    expect(firstBusyColumn(grid({ reservations: [booking({ time: '18:00', tableId: 10, tableNumber: 3 })] }))).toBe(0)
    expect(firstBusyColumn(grid({}))).toBe(0)
  })
})
