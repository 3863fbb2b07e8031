import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { withStaffView } from '../support/staff-view'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const day = venueDateFromToday(3)

interface Created {
  id: number
  tableId: number | null
  tableNumber: number | null
  reference: string
  manageToken: string
  managePath: string
  status: string
}

async function book(overrides: Record<string, unknown> = {}) {
  return t.request('POST', '/api/reservations', { body: bookingBody({ date: day, ...overrides }) })
}

async function bookOk(overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await book(overrides)
  expect(res.status, await res.clone().text()).toBe(201)
  return withStaffView(t.database.handle.db, (await res.json()) as Created)
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.handle.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

describe('POST /api/reservations seats the party', () => {
  it('gives a table booking the smallest free table that fits, and answers with a reference and a private link', async () => {
    const [t1, t2, , t4] = await seedCapacity(t.database.handle.db, { tables: [[1, 2], [2, 4], [3, 4], [4, 6]], barSeats: 6 })
    const two = await bookOk({ guests: 2 })
    expect(two).toMatchObject({ tableId: t1.id, tableNumber: 1, status: 'confirmed', date: day, time: '19:00' })
    expect(two.reference).toMatch(/^BB-[2-9A-HJKMNP-Z]{5}$/)
    expect(two.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(two.managePath).toBe(`/booking/${two.manageToken}`)
    expect((await bookOk({ guests: 2 })).tableId).toBe(t2.id) // table 1 is taken: next smallest
    expect((await bookOk({ guests: 5 })).tableId).toBe(t4.id)

    // Only the SHA-256 of the token is stored.
    const stored = await rows<{ manage_token_hash: string; reference: string }>(
      sql`select manage_token_hash, reference from reservations where id = ${two.id}`,
    )
    expect(stored[0].manage_token_hash).toBe(createHash('sha256').update(two.manageToken).digest('hex'))
    expect(stored[0].reference).toBe(two.reference)
  })

  it('seats back-to-back bookings at 11:00 and 13:00 on one table, and refuses 12:30 with nearby times', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 2]] })
    const first = await bookOk({ time: '11:00' })
    const second = await bookOk({ time: '13:00' })
    expect(second.tableId).toBe(first.tableId)

    const res = await book({ time: '12:30' })
    expect(res.status).toBe(409)
    const body = (await res.json()) as { message: string; alternatives: string[] }
    expect(body.alternatives).toEqual(['15:00', '15:30', '16:00'])
    expect(body.message).toContain('Sorry, we cannot seat 2 guests at a table at 12:30 PM on')
    expect(body.message).toContain('We can seat you at 3:00 PM, 3:30 PM or 4:00 PM that day.')
  })

  it('keeps a 22:00 booking on its table until midnight', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    await bookOk({ time: '22:00', guests: 4 })
    const overlapping = await book({ time: '20:30' })
    expect(overlapping.status).toBe(409)
    expect(((await overlapping.json()) as { alternatives: string[] }).alternatives).toEqual(['19:00', '19:30', '20:00'])
    expect((await book({ time: '20:00' })).status).toBe(201)
  })

  it('refuses a party larger than every table with a clear message and no alternatives', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 2], [2, 6]], barSeats: 12 })
    const res = await book({ guests: 7 })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      message: 'Sorry, we have no table for 7 guests. Please call us to arrange a group booking.',
      alternatives: [],
    })
  })

  it('seats bar guests while every half hour of the two hours has seats, then refuses with alternatives', async () => {
    await seedCapacity(t.database.handle.db, { barSeats: 6 })
    await bookOk({ seatingPreference: 'bar', time: '19:00', guests: 4 })
    await bookOk({ seatingPreference: 'bar', time: '20:00', guests: 2 })
    const full = await book({ seatingPreference: 'bar', time: '19:30', guests: 1 })
    expect(full.status).toBe(409)
    const body = (await full.json()) as { message: string; alternatives: string[] }
    expect(body.message).toContain('Sorry, we cannot seat 1 guest at the bar at 7:30 PM on')
    // 19:00-21:00 holds 4 and 20:00-22:00 holds 2: the bar is full 20:00-21:00, so 18:00 and 21:00 are nearest.
    expect(body.alternatives).toEqual(['17:30', '18:00', '21:00'])
    expect((await book({ seatingPreference: 'bar', time: '21:00', guests: 4 })).status).toBe(201)
    const tooMany = await book({ seatingPreference: 'bar', time: '12:00', guests: 7 })
    expect(tooMany.status).toBe(409)
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      'Sorry, our bar cannot seat 7 guests. Please choose table seating or call us to arrange a group booking.',
    )
  })

  it('refuses every booking when the venue has no tables or bar seats configured', async () => {
    await seedCapacity(t.database.handle.db, {})
    expect((await book()).status).toBe(409)
    expect((await book({ seatingPreference: 'bar' })).status).toBe(409)
  })
})

describe('times before now in the venue time zone', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses a time of today that has passed (400 on time), and accepts a later one', async () => {
    // 07:10 UTC is 15:10 in Manila.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T07:10:00Z'))
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    for (const time of ['11:00', '15:00']) {
      const res = await book({ date: '2026-11-22', time })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        message: 'Please select a time later than now',
        details: [{ path: 'time', message: 'Please select a time later than now' }],
      })
    }
    expect((await book({ date: '2026-11-22', time: '15:30' })).status).toBe(201)
  })

  it('judges "now" in the venue time zone, not the server clock', async () => {
    // 23:30 UTC on Nov 21 is already 07:30 on Nov 22 in Manila: all of Nov 22's slots are ahead.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T23:30:00Z'))
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    expect((await book({ date: '2026-11-22', time: '11:00' })).status).toBe(201)
    const yesterday = await book({ date: '2026-11-21', time: '22:00' })
    expect(yesterday.status).toBe(400)
    expect(((await yesterday.json()) as { details: unknown[] }).details[0]).toEqual({
      path: 'date',
      message: 'Please select today or a later date',
    })
  })

  it('names only times still ahead as alternatives for today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T07:10:00Z')) // 15:10 in Manila
    await seedCapacity(t.database.handle.db, { tables: [[1, 2]] })
    await bookOk({ date: '2026-11-22', time: '16:00' })
    const res = await book({ date: '2026-11-22', time: '16:30' })
    expect(res.status).toBe(409)
    // 15:30 would fit in time but overlaps 16:00; 14:00 would fit but has passed.
    expect(((await res.json()) as { alternatives: string[] }).alternatives).toEqual(['18:00', '18:30', '19:00'])
  })
})

describe('status changes free and re-take seats', () => {
  it('frees the table on cancelled or completed, and re-checks when a booking is reopened', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const cookie = await t.signIn()
    const first = await bookOk()
    const cancel = await t.request('PATCH', `/api/reservations/${first.id}/status`, { cookie, body: { status: 'cancelled' } })
    expect(cancel.status).toBe(200)
    const second = await bookOk({ time: '20:00' })
    expect(second.tableId).toBe(first.tableId)

    const reopen = await t.request('PATCH', `/api/reservations/${first.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(reopen.status).toBe(409)
    expect(((await reopen.json()) as { message: string }).message).toMatch(/^No table for 2 guests is free at 7:00 PM on .* any more/)

    const done = await t.request('PATCH', `/api/reservations/${second.id}/status`, { cookie, body: { status: 'completed' } })
    expect(done.status).toBe(200)
    const reopened = await t.request('PATCH', `/api/reservations/${first.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(reopened.status).toBe(200)
    expect(await reopened.json()).toMatchObject({ id: first.id, status: 'confirmed', tableId: first.tableId, tableNumber: 1 })
  })

  it('gives a held table booking without a table the smallest free one when its status changes', async () => {
    const [t1] = await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const cookie = await t.signIn()
    const first = await bookOk()
    await t.request('PATCH', `/api/reservations/${first.id}/table`, { cookie, body: { tableId: null } })
    const held = await t.request('PATCH', `/api/reservations/${first.id}/status`, { cookie, body: { status: 'pending' } })
    expect(await held.json()).toMatchObject({ status: 'pending', tableId: t1.id, tableNumber: 1 })
  })

  it('frees bar seats on cancel and refuses to reopen when the bar has filled', async () => {
    await seedCapacity(t.database.handle.db, { barSeats: 4 })
    const cookie = await t.signIn()
    const first = await bookOk({ seatingPreference: 'bar', guests: 3 })
    await t.request('PATCH', `/api/reservations/${first.id}/status`, { cookie, body: { status: 'cancelled' } })
    await bookOk({ seatingPreference: 'bar', guests: 2, time: '20:30' })
    const reopen = await t.request('PATCH', `/api/reservations/${first.id}/status`, { cookie, body: { status: 'pending' } })
    expect(reopen.status).toBe(409)
    expect(((await reopen.json()) as { message: string }).message).toMatch(/^The bar no longer has 3 free seats at 7:00 PM/)
    // pending <-> confirmed keeps the seats it holds.
    const second = await bookOk({ seatingPreference: 'bar', guests: 2, time: '12:00' })
    expect((await t.request('PATCH', `/api/reservations/${second.id}/status`, { cookie, body: { status: 'confirmed' } })).status).toBe(200)
  })
})

describe('the database refuses double bookings on its own', () => {
  it('rejects an overlapping booking at one table and a bar overbooking written without the application rules', async () => {
    const [table] = await seedCapacity(t.database.handle.db, { tables: [[1, 4]], barSeats: 3 })
    const db = t.database.handle.db
    await db.execute(
      sql`insert into reservations (name, email, date, starts_at, time, guests, seating_preference, table_id) values ('A', 'a@example.com', ${day}, ${day}::date + '19:00'::time, '19:00', 2, 'table', ${table.id})`,
    )
    await expect(
      db.execute(
        sql`insert into reservations (name, email, date, starts_at, time, guests, seating_preference, table_id) values ('B', 'b@example.com', ${day}, ${day}::date + '20:30'::time, '20:30', 2, 'table', ${table.id})`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01', constraint: 'table_holds_no_overlap' }) })
    // Back to back is fine at the database level too.
    await db.execute(
      sql`insert into reservations (name, email, date, starts_at, time, guests, seating_preference, table_id) values ('C', 'c@example.com', ${day}, ${day}::date + '21:00'::time, '21:00', 2, 'table', ${table.id})`,
    )
    await db.execute(
      sql`insert into reservations (name, email, date, starts_at, time, guests, seating_preference) values ('D', 'd@example.com', ${day}, ${day}::date + '19:00'::time, '19:00', 2, 'bar')`,
    )
    await expect(
      db.execute(
        sql`insert into reservations (name, email, date, starts_at, time, guests, seating_preference) values ('E', 'e@example.com', ${day}, ${day}::date + '20:30'::time, '20:30', 2, 'bar')`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'bar_seat_holds_capacity' }) })
    // Nor can a table take a party larger than it seats.
    await expect(
      db.execute(
        sql`insert into reservations (name, email, date, starts_at, time, guests, seating_preference, table_id) values ('F', 'f@example.com', ${day}, ${day}::date + '11:00'::time, '11:00', 5, 'table', ${table.id})`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'table_holds_capacity' }) })
    const names = await rows<{ name: string }>(sql`select name from reservations order by name`)
    expect(names.map((r) => r.name)).toEqual(['A', 'C', 'D'])
  })

  it('accepts exactly the capacity when many guests book one slot at once', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 2], [2, 4], [3, 4]], barSeats: 5 })
    const tableResults = await Promise.all(Array.from({ length: 12 }, (_, i) => book({ name: `Guest ${i}` })))
    const barResults = await Promise.all(Array.from({ length: 8 }, (_, i) => book({ name: `Bar ${i}`, seatingPreference: 'bar' })))
    expect(tableResults.filter((r) => r.status === 201)).toHaveLength(3)
    expect(tableResults.filter((r) => r.status === 409)).toHaveLength(9)
    expect(barResults.filter((r) => r.status === 201)).toHaveLength(2)
    expect(barResults.filter((r) => r.status === 409)).toHaveLength(6)
  })
})

describe('staff list, table assignment and covers', () => {
  it('lists reservations with the table number and reference, never the token hash', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[7, 4]] })
    const created = await bookOk()
    const cookie = await t.signIn()
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<Record<string, unknown>>
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ id: created.id, tableNumber: 7, reference: created.reference })
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'createdAt', 'date', 'email', 'endTime', 'guestMessage', 'guests', 'id', 'language', 'name', 'notes', 'phone', 'reference', 'seatingPreference',
        'source', 'staffNote', 'status', 'stayMinutes', 'tableId', 'tableNumber', 'tableNumbers', 'time', 'version',
      ].sort(),
    )
    expect(JSON.stringify(list)).not.toContain(created.manageToken)
  })

  it('assigns or changes a table, refusing overlaps, small tables and inactive tables', async () => {
    const [t1, t2, t3, t4] = await seedCapacity(t.database.handle.db, { tables: [[1, 2], [2, 4], [3, 4], [4, 6]], barSeats: 4 })
    const cookie = await t.signIn()
    const a = await bookOk({ guests: 2, time: '19:00' }) // table 1
    const b = await bookOk({ guests: 4, time: '20:00' }) // table 2
    const patch = (id: number, tableId: number | null) => t.request('PATCH', `/api/reservations/${id}/table`, { cookie, body: { tableId } })

    const moved = await patch(a.id, t3.id)
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({ id: a.id, tableId: t3.id, tableNumber: 3 })

    const overlap = await patch(b.id, t3.id)
    expect(overlap.status).toBe(409)
    const overlapBody = (await overlap.json()) as { message: string; conflicts: Array<{ id: number }> }
    expect(overlapBody.message).toBe('Table 3 is already booked from 7:00 PM to 9:00 PM (Maria Santos, 2 guests).')
    expect(overlapBody.conflicts.map((c) => c.id)).toEqual([a.id])

    const small = await patch(b.id, t1.id)
    expect(small.status).toBe(409)
    expect(((await small.json()) as { message: string }).message).toBe('Table 1 seats 2; this booking is for 4 guests.')

    await t.request('PATCH', `/api/tables/${t4.id}`, { cookie, body: { isActive: false } })
    const inactive = await patch(b.id, t4.id)
    expect(inactive.status).toBe(409)
    expect(((await inactive.json()) as { message: string }).message).toBe('Table 4 is not in use (inactive).')

    // The refused changes left everything as it was.
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<{ id: number; tableId: number }>
    expect(list.map((r) => [r.id, r.tableId])).toEqual([
      [a.id, t3.id],
      [b.id, t2.id],
    ])

    const unassigned = await patch(b.id, null)
    expect(unassigned.status).toBe(200)
    expect(await unassigned.json()).toMatchObject({ tableId: null, tableNumber: null })
    // Table 2 is free again for that window.
    expect((await bookOk({ guests: 3, time: '20:00' })).tableId).toBe(t2.id)

    const bar = await bookOk({ seatingPreference: 'bar' })
    expect((await patch(bar.id, t2.id)).status).toBe(409)
    const unknownTable = await patch(a.id, 999)
    expect(unknownTable.status).toBe(400)
    expect(await unknownTable.json()).toEqual({ message: 'There is no such table.', details: [{ path: 'tableId', message: 'There is no such table.' }] })
    expect((await t.request('PATCH', `/api/reservations/${a.id}/table`, { cookie, body: { tableId: 'two' } })).status).toBe(400)
    expect((await patch(424242, t2.id)).status).toBe(404)
    expect((await t.request('PATCH', `/api/reservations/${a.id}/table`, { body: { tableId: t2.id } })).status).toBe(401)
  })

  it('counts covers per day from non-cancelled bookings', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 6]], barSeats: 10 })
    const cookie = await t.signIn()
    const next = venueDateFromToday(4)
    await bookOk({ guests: 4 })
    await bookOk({ guests: 3, seatingPreference: 'bar' })
    const cancelled = await bookOk({ guests: 6, time: '12:00' })
    await t.request('PATCH', `/api/reservations/${cancelled.id}/status`, { cookie, body: { status: 'cancelled' } })
    await bookOk({ guests: 5, date: next })

    const res = await t.request('GET', `/api/reservations/covers?from=${day}&to=${next}`, { cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      days: [
        { date: day, covers: 7, bookings: 2, tableCovers: 4, barCovers: 3 },
        { date: next, covers: 5, bookings: 1, tableCovers: 5, barCovers: 0 },
      ],
    })
    const week = (await (await t.request('GET', '/api/reservations/covers', { cookie })).json()) as { days: Array<{ date: string; covers: number }> }
    expect(week.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => venueDateFromToday(i)))
    expect(week.days[3].covers).toBe(7)

    const bad = await t.request('GET', `/api/reservations/covers?from=${next}&to=${day}`, { cookie })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { details: Array<{ path: string }> }).details[0].path).toBe('to')
    expect((await t.request('GET', '/api/reservations/covers')).status).toBe(401)
  })
})
