/**
 * Joined tables (/api/table-combinations) and how bookings use them: a party no single table seats gets the smallest
 * free combination, which then holds every one of its tables. The venue is in Asia/Manila (UTC+8); every test fixes
 * the clock.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reservations, tableCombinations, tableHolds } from '~/.server/db/schema'
import type { ReservationJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import type { TableCombinationJson } from '~/contracts/table-combinations'
import type { AffectedBooking, TableJson } from '~/contracts/tables'
import { bookingBody, seedCapacity } from '../support/capacity'
import { withStaffView } from '../support/staff-view'
import { itAnswers401WithoutSession } from '../support/staff-only'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** 11:10 UTC is 19:10 on 5 December at the venue. */
const NOW = new Date('2026-12-05T11:10:00Z')
const DAY = '2026-12-10'

type Json = Record<string, unknown>

/** The usual floor for these tests: tables 1 (2 seats), 5 (4), 6 (6) and 7 (6). Returns the tables by number. */
async function seedFloor(venue: Array<[number, number]> = [[1, 2], [5, 4], [6, 6], [7, 6]]) {
  const created = await seedCapacity(t.database.handle.db, { tables: venue })
  t.deps.reads.invalidate()
  return Object.fromEntries(created.map((table) => [table.tableNumber, table]))
}

async function staff(): Promise<string> {
  t.setNow(NOW)
  return t.signIn()
}

function join(cookie: string, body: unknown) {
  return t.request('POST', '/api/table-combinations', { cookie, body })
}

async function joined(cookie: string, tableNumbers: number[], capacity: number): Promise<TableCombinationJson> {
  const res = await join(cookie, { tableNumbers, capacity })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as TableCombinationJson
}

async function get<T>(path: string, cookie: string): Promise<T> {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}

const list = (cookie: string) => get<TableCombinationJson[]>('/api/table-combinations', cookie)

function book(body: Json, cookie?: string) {
  return t.request('POST', '/api/reservations', { body: bookingBody({ date: DAY, ...body }), cookie })
}

async function booked(res: Response): Promise<StaffCreatedReservationJson> {
  expect(res.status, await res.clone().text()).toBe(201)
  // A guest's answer names no table: staff's view of the booking does.
  return withStaffView(t.database.handle.db, (await res.json()) as StaffCreatedReservationJson)
}

/** A booking staff take on the phone (a table chosen by the rules unless given). */
const phoneBooking = (cookie: string, body: Json) => book({ source: 'phone', ...body }, cookie)

async function errorOf(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await res.json()) as { message: string; details?: Array<{ path: string; message: string }>; affected?: AffectedBooking[] }
}

describe('staff only', () => {
  itAnswers401WithoutSession(t, [
    ['GET', '/api/table-combinations'],
    ['POST', '/api/table-combinations', { tableNumbers: [5, 6], capacity: 10 }],
    ['DELETE', '/api/table-combinations/1'],
    ['GET', '/api/table-combinations/1/unknown'],
  ])

  it('refuses a cross-site change with 403', async () => {
    await seedFloor()
    const cookie = await staff()
    const crossSite = await t.request('POST', '/api/table-combinations', {
      cookie,
      body: { tableNumbers: [5, 6], capacity: 10 },
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    expect(await list(cookie)).toEqual([])
  })
})

describe('joining tables', () => {
  it('joins 2-4 tables in any order, keeps their ids sorted, and lists combinations by table numbers', async () => {
    // Table 6 is made before table 5: its id is the lower one, so ids and numbers sort differently.
    const tables = await seedFloor([[6, 6], [5, 4], [8, 10], [7, 6], [1, 2], [4, 4]])
    const cookie = await staff()
    expect(await list(cookie)).toEqual([])

    const fiveSix = await joined(cookie, [6, 5], 10)
    expect(fiveSix).toEqual({ id: fiveSix.id, tableNumbers: [5, 6], capacity: 10, upcomingBookings: 0 })
    const [row] = await t.database.handle.db.select().from(tableCombinations).where(eq(tableCombinations.id, fiveSix.id))
    expect(row.tableIds).toEqual([tables[6].id, tables[5].id])

    await joined(cookie, [8, 7], 16)
    await joined(cookie, [7, 6, 5], 14)
    await joined(cookie, [4, 1], 6)
    await joined(cookie, [1, 4, 5, 6], 16)
    expect((await list(cookie)).map((c) => [c.tableNumbers, c.capacity])).toEqual([
      [[1, 4], 6],
      [[1, 4, 5, 6], 16],
      [[5, 6], 10],
      [[5, 6, 7], 14],
      [[7, 8], 16],
    ])
  })

  it('refuses fewer than 2 or more than 4 tables, the same table twice and seats out of range, with field messages', async () => {
    await seedFloor([[1, 2], [2, 2], [3, 2], [4, 2], [5, 2]])
    const cookie = await staff()
    const tablesMessage = 'Choose 2 to 4 different tables to join'
    const seatsMessage = 'Seats must be a whole number from 1 to 200'
    for (const tableNumbers of [[5], [], [1, 2, 3, 4, 5], [5, 5], [1, 2, 2]]) {
      const refused = await errorOf(await join(cookie, { tableNumbers, capacity: 4 }), 400)
      expect(refused).toEqual({ message: tablesMessage, details: [{ path: 'tableNumbers', message: tablesMessage }] })
    }
    for (const tableNumbers of ['5,6', null, [5, '6'], [5, 6.5], [0, 1]]) {
      const refused = await errorOf(await join(cookie, { tableNumbers, capacity: 4 }), 400)
      expect(refused.message).toBe(tablesMessage)
      expect(refused.details!.every((d) => d.path.startsWith('tableNumbers') && d.message === tablesMessage)).toBe(true)
    }
    for (const capacity of [0, 201, 2.5, '10', null, undefined]) {
      const refused = await errorOf(await join(cookie, { tableNumbers: [1, 2], capacity }), 400)
      expect(refused).toEqual({ message: seatsMessage, details: [{ path: 'capacity', message: seatsMessage }] })
    }
    expect((await errorOf(await join(cookie, {}), 400)).details).toEqual([
      { path: 'tableNumbers', message: tablesMessage },
      { path: 'capacity', message: seatsMessage },
    ])
    await joined(cookie, [1, 2], 1)
    await joined(cookie, [3, 4], 200)
    expect(await list(cookie)).toHaveLength(2)
  })

  it('refuses a table that does not exist or is not active (400), and the same tables twice in any order (409)', async () => {
    const tables = await seedFloor()
    const cookie = await staff()
    expect(await errorOf(await join(cookie, { tableNumbers: [5, 9], capacity: 10 }), 400)).toEqual({
      message: 'There is no table 9.',
      details: [{ path: 'tableNumbers', message: 'There is no table 9.' }],
    })
    await t.request('PATCH', `/api/tables/${tables[7].id}`, { cookie, body: { isActive: false } })
    expect(await errorOf(await join(cookie, { tableNumbers: [7, 6], capacity: 12 }), 400)).toEqual({
      message: 'Table 7 is not in use (inactive): only active tables can be joined.',
      details: [{ path: 'tableNumbers', message: 'Table 7 is not in use (inactive): only active tables can be joined.' }],
    })

    await joined(cookie, [5, 6], 10)
    expect(await errorOf(await join(cookie, { tableNumbers: [6, 5], capacity: 8 }), 409)).toEqual({ message: 'Tables 5 + 6 are already joined.' })
    // Other sets with the same tables are other combinations.
    await joined(cookie, [1, 5, 6], 12)
    expect((await list(cookie)).map((c) => c.tableNumbers)).toEqual([[1, 5, 6], [5, 6]])
  })

  it('answers one of two hosts joining the same tables at once with 409', async () => {
    await seedFloor()
    const cookie = await staff()
    const answers = await Promise.all([join(cookie, { tableNumbers: [5, 6], capacity: 10 }), join(cookie, { tableNumbers: [6, 5], capacity: 9 })])
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    expect(await list(cookie)).toHaveLength(1)
  })
})

describe('removing joined tables', () => {
  it('removes them (204), then answers 404; a malformed id is 404 too', async () => {
    await seedFloor()
    const cookie = await staff()
    const combination = await joined(cookie, [5, 6], 10)
    expect((await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie })).status).toBe(204)
    expect(await list(cookie)).toEqual([])
    expect(await errorOf(await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie }), 404)).toEqual({
      message: 'Joined tables not found',
    })
    expect(await errorOf(await t.request('DELETE', '/api/table-combinations/abc', { cookie }), 404)).toEqual({ message: 'Not found' })
    // The tables can be joined again.
    await joined(cookie, [5, 6], 10)
  })

  it('counts upcoming bookings on them and refuses (409, naming them) while any holds them; past and cancelled ones do not count', async () => {
    await seedFloor()
    const cookie = await staff()
    const combination = await joined(cookie, [5, 6], 10)
    const today = await booked(await phoneBooking(cookie, { date: '2026-12-05', time: '20:00', guests: 9, name: 'Ana Reyes' }))
    const later = await booked(await phoneBooking(cookie, { time: '19:00', guests: 10, name: 'Ben Cruz' }))
    const cancelled = await booked(await phoneBooking(cookie, { time: '12:00', guests: 8, name: 'Carla Santos' }))
    await booked(await phoneBooking(cookie, { time: '15:00', guests: 4, name: 'Dan Lim' })) // table 5 alone
    for (const booking of [today, later, cancelled]) expect(booking.tableNumbers).toEqual([5, 6])
    await t.request('PATCH', `/api/reservations/${cancelled.id}/status`, { cookie, body: { status: 'cancelled' } })
    expect((await list(cookie))[0].upcomingBookings).toBe(2)

    const refused = await errorOf(await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie }), 409)
    expect(refused.message).toBe('Tables 5 + 6 have 2 upcoming bookings that need them. Move or cancel them first, then remove the joined tables.')
    expect(refused.affected).toEqual([
      { id: today.id, reference: today.reference, name: 'Ana Reyes', date: '2026-12-05', time: '20:00', guests: 9, status: 'confirmed', tableNumber: null },
      { id: later.id, reference: later.reference, name: 'Ben Cruz', date: DAY, time: '19:00', guests: 10, status: 'confirmed', tableNumber: null },
    ])
    expect(await list(cookie)).toHaveLength(1)

    await t.request('PATCH', `/api/reservations/${later.id}/status`, { cookie, body: { status: 'cancelled' } })
    const one = await errorOf(await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie }), 409)
    expect(one.message).toBe('Tables 5 + 6 have 1 upcoming booking that needs them. Move or cancel it first, then remove the joined tables.')

    // 22:00 on the 5th: Ana's stay (20:00 to 22:00) is over.
    t.setNow(new Date('2026-12-05T14:00:00Z'))
    expect((await list(cookie))[0].upcomingBookings).toBe(0)
    // It was never closed: it still holds the tables, and alone at table 5 it would be a party too large for it.
    const open = await errorOf(await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie }), 409)
    expect(open.message).toBe('Tables 5 + 6 have 1 past booking still open. Mark it completed or no-show first, then remove the joined tables.')
    expect(open.affected!.map((b) => [b.id, b.status])).toEqual([[today.id, 'confirmed']])
    await t.request('PATCH', `/api/reservations/${today.id}/status`, { cookie, body: { status: 'completed' } })
    expect((await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie })).status).toBe(204)
    // The bookings keep their lowest table on record.
    const kept = await get<ReservationJson[]>('/api/reservations', cookie)
    expect(kept.filter((r) => [today.id, cancelled.id].includes(r.id)).map((r) => [r.tableNumber, r.tableNumbers])).toEqual([
      [5, [5]],
      [5, [5]],
    ])
  })

  it('refuses while a group request staff gave these tables is waiting', async () => {
    await seedFloor()
    const cookie = await staff()
    const combination = await joined(cookie, [5, 6], 10)
    const [request] = await t.database.handle.db
      .insert(reservations)
      .values({ name: 'Group Gina', email: 'gina@example.com', date: DAY, time: '19:00', startsAt: `${DAY} 19:00:00`, guests: 10, status: 'requested' })
      .returning()
    const assigned = await t.request('PATCH', `/api/reservations/${request.id}/table`, { cookie, body: { tableNumbers: [5, 6] } })
    expect(assigned.status, await assigned.clone().text()).toBe(200)
    expect((await list(cookie))[0].upcomingBookings).toBe(1)
    const refused = await errorOf(await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie }), 409)
    expect(refused.affected!.map((b) => [b.name, b.status])).toEqual([['Group Gina', 'requested']])
  })
})

describe('bookings on joined tables', () => {
  it('seats a party no single table fits at the smallest free combination, which then holds both tables', async () => {
    const tables = await seedFloor()
    const cookie = await staff()
    await joined(cookie, [5, 6], 10)
    await joined(cookie, [5, 6, 7], 16)

    const party = await booked(await book({ guests: 10, time: '19:00' }))
    expect(party).toMatchObject({ tableNumbers: [5, 6], tableNumber: 5, stayMinutes: 120, endTime: '21:00' })
    const holds = await t.database.handle.db.select().from(tableHolds).where(eq(tableHolds.reservationId, party.id))
    expect(holds.map((h) => h.tableId).sort((a, b) => a - b)).toEqual([tables[5].id, tables[6].id].sort((a, b) => a - b))

    // Neither table can be booked alone while the party holds them; table 7 still can.
    for (const tableNumber of [5, 6]) {
      const refused = await errorOf(await phoneBooking(cookie, { time: '20:00', guests: 2, tableNumber }), 409)
      expect(refused.message).toBe(`Table ${tableNumber} is already booked from 7:00 PM to 9:00 PM (Maria Santos, 10 guests).`)
    }
    expect((await booked(await book({ guests: 4, time: '20:00' }))).tableNumbers).toEqual([7])
    // A guest's party of 4 at 19:30 finds no table (5 and 6 are joined, 7 is taken from 20:00).
    expect((await errorOf(await book({ guests: 4, time: '19:30' }), 409)).message).toMatch(/^Sorry, we cannot seat 4 guests at a table/)
    // From 21:00 the tables are free again, each on its own.
    expect((await booked(await book({ guests: 4, time: '21:00' }))).tableNumbers).toEqual([5])

    const day = await get<ReservationJson[]>(`/api/reservations?date=${DAY}`, cookie)
    expect(day.find((r) => r.id === party.id)).toMatchObject({ tableNumbers: [5, 6], tableNumber: 5 })
    const counts = await get<TableJson[]>('/api/tables', cookie)
    expect(counts.map((x) => [x.tableNumber, x.upcomingBookings])).toEqual([[1, 0], [5, 2], [6, 1], [7, 1]])
    expect((await list(cookie)).map((c) => [c.tableNumbers, c.upcomingBookings])).toEqual([[[5, 6], 1], [[5, 6, 7], 0]])
  })

  it('a booking on one of the tables blocks the combination for its stay', async () => {
    await seedFloor()
    const cookie = await staff()
    await joined(cookie, [5, 6], 10)
    await booked(await phoneBooking(cookie, { time: '19:00', guests: 2, tableNumber: 5, name: 'Ana Reyes' }))
    expect(await errorOf(await book({ guests: 10, time: '20:00' }), 409)).toMatchObject({
      message: expect.stringMatching(/^Sorry, we cannot seat 10 guests at a table/),
    })
    const chosen = await errorOf(await phoneBooking(cookie, { time: '20:00', guests: 10, tableNumbers: [6, 5] }), 409)
    expect(chosen.message).toBe('Tables 5 + 6 are already booked from 7:00 PM to 9:00 PM (Ana Reyes, 2 guests).')
    expect((await booked(await book({ guests: 10, time: '21:00' }))).tableNumbers).toEqual([5, 6])
  })

  it('takes staff tables only when they are one table or exactly a combination', async () => {
    await seedFloor()
    const cookie = await staff()
    await joined(cookie, [5, 6], 10)
    expect(await errorOf(await phoneBooking(cookie, { time: '19:00', guests: 8, tableNumbers: [5, 7] }), 400)).toEqual({
      message: 'Tables 5 + 7 are not joined: add them as a combination on the tables page first.',
      details: [{ path: 'tableNumbers', message: 'Tables 5 + 7 are not joined: add them as a combination on the tables page first.' }],
    })
    // The staff choice takes the combination even where a single table would do.
    const chosen = await booked(await phoneBooking(cookie, { time: '19:00', guests: 6, tableNumbers: [6, 5] }))
    expect(chosen).toMatchObject({ tableNumbers: [5, 6], tableNumber: 5 })
    expect(await errorOf(await phoneBooking(cookie, { time: '12:00', guests: 11, tableNumbers: [5, 6] }), 409)).toEqual({
      message: 'Tables 5 + 6 seat 10; this booking is for 11 guests.',
    })
  })

  it('counts combinations of active tables in the largest party guests can book online', async () => {
    const tables = await seedFloor()
    const cookie = await staff()
    const largest = async () => (await get<{ maxOnlineParty: number }>(`/api/availability?date=${DAY}&guests=2&seating=table`, cookie)).maxOnlineParty
    expect(await largest()).toBe(6)
    const combination = await joined(cookie, [5, 6], 10)
    expect(await largest()).toBe(10)
    await t.request('PATCH', `/api/tables/${tables[5].id}`, { cookie, body: { isActive: false } })
    expect(await largest()).toBe(6)
    await t.request('PATCH', `/api/tables/${tables[5].id}`, { cookie, body: { isActive: true } })
    expect(await largest()).toBe(10)
    await t.request('DELETE', `/api/table-combinations/${combination.id}`, { cookie })
    expect(await largest()).toBe(6)
  })
})

describe('tables that are joined', () => {
  it('will not delete a table joined in a combination: remove the combination first', async () => {
    const tables = await seedFloor([[4, 4], [5, 4], [6, 6], [9, 2]])
    const cookie = await staff()
    const fiveSix = await joined(cookie, [5, 6], 10)
    expect(await errorOf(await t.request('DELETE', `/api/tables/${tables[5].id}`, { cookie }), 409)).toEqual({
      message: 'Table 5 is joined in a combination (5 + 6): remove the combination first.',
    })
    await joined(cookie, [4, 5], 8)
    expect(await errorOf(await t.request('DELETE', `/api/tables/${tables[5].id}`, { cookie }), 409)).toEqual({
      message: 'Table 5 is joined in 2 combinations (4 + 5, 5 + 6): remove them first.',
    })
    // Bookings on record say more: such a table can never be deleted.
    await booked(await phoneBooking(cookie, { time: '12:00', guests: 2, tableNumber: 6 }))
    expect((await errorOf(await t.request('DELETE', `/api/tables/${tables[6].id}`, { cookie }), 409)).message).toBe(
      'Table 6 has bookings on record, so it cannot be deleted. Deactivate it instead.',
    )
    expect((await t.request('DELETE', `/api/table-combinations/${fiveSix.id}`, { cookie })).status).toBe(204)
    expect((await errorOf(await t.request('DELETE', `/api/tables/${tables[5].id}`, { cookie }), 409)).message).toBe(
      'Table 5 is joined in a combination (4 + 5): remove the combination first.',
    )
    expect((await t.request('DELETE', `/api/tables/${tables[9].id}`, { cookie })).status).toBe(204)
  })

  it('deactivating a joined table moves its joined bookings to other free tables, or leaves them without a table', async () => {
    const tables = await seedFloor([[5, 4], [6, 6], [7, 6], [8, 6]])
    const cookie = await staff()
    await joined(cookie, [5, 6], 10)
    const sevenEight = await joined(cookie, [7, 8], 12)
    const early = await booked(await phoneBooking(cookie, { time: '12:00', guests: 10, name: 'Ana Reyes' }))
    const late = await booked(await phoneBooking(cookie, { time: '19:00', guests: 10, name: 'Ben Cruz' }))
    await booked(await phoneBooking(cookie, { time: '18:30', guests: 12, name: 'Carla Santos' })) // 7 + 8 at 19:00
    expect([early.tableNumbers, late.tableNumbers]).toEqual([[5, 6], [5, 6]])

    const asked = await errorOf(await t.request('PATCH', `/api/tables/${tables[6].id}`, { cookie, body: { isActive: false } }), 409)
    expect(asked.affected!.map((b) => b.id)).toEqual([early.id, late.id])
    const done = await t.request('PATCH', `/api/tables/${tables[6].id}`, { cookie, body: { isActive: false, confirm: true } })
    expect(done.status).toBe(200)
    const result = (await done.json()) as { moved: AffectedBooking[]; unassigned: AffectedBooking[] }
    expect(result.moved.map((b) => [b.id, b.tableNumber])).toEqual([[early.id, 7]])
    expect(result.unassigned.map((b) => b.id)).toEqual([late.id])

    const day = await get<ReservationJson[]>(`/api/reservations?date=${DAY}`, cookie)
    expect(day.find((r) => r.id === early.id)).toMatchObject({ tableNumbers: [7, 8], tableNumber: 7 })
    expect(day.find((r) => r.id === late.id)).toMatchObject({ tableNumbers: [], tableNumber: null })
    // With table 6 out of use, 5 + 6 seats nobody: table 5 is free for a party of its size.
    expect((await booked(await book({ guests: 4, time: '19:00' }))).tableNumbers).toEqual([5])
    expect((await list(cookie)).find((c) => c.id === sevenEight.id)?.upcomingBookings).toBe(2)
  })
})
