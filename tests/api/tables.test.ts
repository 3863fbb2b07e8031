import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadDemoDataOnce } from '~/.server/db/demo-seed'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { withStaffView } from '../support/staff-view'
import { itAnswers401WithoutSession } from '../support/staff-only'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const day = venueDateFromToday(5)

async function bookOk(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, ...overrides }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return withStaffView(t.database.handle.db, (await res.json()) as { id: number; reference: string })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('staff only', () => {
  itAnswers401WithoutSession(t, [
    ['GET', '/api/tables'],
    ['POST', '/api/tables', { tableNumber: 9 }],
    ['PATCH', '/api/tables/1', { capacity: 2 }],
    ['PUT', '/api/tables/1', { capacity: 2 }],
    ['DELETE', '/api/tables/1'],
    ['GET', '/api/bar-seats'],
    ['PUT', '/api/bar-seats', { barSeats: 3 }],
    ['PATCH', '/api/reservations/1/table', { tableId: 1 }],
    ['GET', '/api/reservations/covers'],
  ])

  it('refuses a cross-site change with 403', async () => {
    const cookie = await t.signIn()
    const res = await t.request('POST', '/api/tables', { cookie, body: { tableNumber: 9 }, headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
  })
})

describe('tables: list, add, edit, delete', () => {
  it('lists the demo tables by number with their upcoming bookings, and starts with 12 bar seats', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    await seedCapacity(t.database.handle.db, { barSeats: 12 }) // the test reset emptied the seats the migration creates
    const cookie = await t.signIn()
    await bookOk({ guests: 2 })
    await bookOk({ guests: 2 })
    const tables = (await (await t.request('GET', '/api/tables', { cookie })).json()) as Array<Record<string, unknown>>
    expect(tables.map((x) => [x.tableNumber, x.capacity])).toEqual([[1, 2], [2, 2], [3, 4], [4, 4], [5, 4], [6, 6], [7, 6], [8, 10]])
    expect(tables[0]).toEqual({ id: tables[0].id, tableNumber: 1, capacity: 2, isActive: true, upcomingBookings: 1 })
    expect(tables.map((x) => x.upcomingBookings)).toEqual([1, 1, 0, 0, 0, 0, 0, 0])
    expect(await (await t.request('GET', '/api/bar-seats', { cookie })).json()).toEqual({ barSeats: 12 })
  })

  it('does not count past or cancelled bookings as upcoming', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const cookie = await t.signIn()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z')) // 11:00 in Manila
    await bookOk({ date: '2026-11-22', time: '12:00' })
    const cancelled = await bookOk({ date: '2026-11-22', time: '14:00' })
    await t.request('PATCH', `/api/reservations/${cancelled.id}/status`, { cookie, body: { status: 'cancelled' } })
    const count = async () => ((await (await t.request('GET', '/api/tables', { cookie })).json()) as Array<{ upcomingBookings: number }>)[0].upcomingBookings
    expect(await count()).toBe(1)
    vi.setSystemTime(new Date('2026-11-22T05:30:00Z')) // 13:30: the 12:00 booking is still on
    expect(await count()).toBe(1)
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z')) // 14:00: it has ended
    expect(await count()).toBe(0)
  })

  it('adds a table (4 seats by default), refuses a duplicate number, edits and deletes an unused one', async () => {
    const cookie = await t.signIn()
    const created = await t.request('POST', '/api/tables', { cookie, body: { tableNumber: 12 } })
    expect(created.status).toBe(201)
    const table = (await created.json()) as { id: number }
    expect(table).toEqual({ id: table.id, tableNumber: 12, capacity: 4, isActive: true, upcomingBookings: 0 })

    const duplicate = await t.request('POST', '/api/tables', { cookie, body: { tableNumber: 12, capacity: 2 } })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({ message: 'Table 12 already exists. Choose another table number.' })

    const bad = await t.request('POST', '/api/tables', { cookie, body: { tableNumber: 0, capacity: 100 } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { details: Array<{ path: string; message: string }> }).details).toEqual([
      { path: 'tableNumber', message: 'Table number must be a whole number from 1 to 999' },
      { path: 'capacity', message: 'Seats must be a whole number from 1 to 50' },
    ])

    const edited = await t.request('PATCH', `/api/tables/${table.id}`, { cookie, body: { tableNumber: 14, capacity: 8 } })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toEqual({
      table: { id: table.id, tableNumber: 14, capacity: 8, isActive: true, upcomingBookings: 0 },
      moved: [],
      unassigned: [],
    })
    await t.request('POST', '/api/tables', { cookie, body: { tableNumber: 15 } })
    const clash = await t.request('PUT', `/api/tables/${table.id}`, { cookie, body: { tableNumber: 15 } })
    expect(clash.status).toBe(409)
    expect((await t.request('PATCH', '/api/tables/4242', { cookie, body: { capacity: 2 } })).status).toBe(404)

    expect((await t.request('DELETE', `/api/tables/${table.id}`, { cookie })).status).toBe(204)
    expect((await t.request('DELETE', `/api/tables/${table.id}`, { cookie })).status).toBe(404)
  })

  it('will not delete a table that bookings used', async () => {
    const [table] = await seedCapacity(t.database.handle.db, { tables: [[3, 4]] })
    const cookie = await t.signIn()
    await bookOk()
    const res = await t.request('DELETE', `/api/tables/${table.id}`, { cookie })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'Table 3 has bookings on record, so it cannot be deleted. Deactivate it instead.' })
  })
})

describe('deactivating or shrinking a table with upcoming bookings', () => {
  it('answers 409 listing the affected bookings, then with confirmation moves them or leaves them without a table', async () => {
    const [t1, t2, t3] = await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 2]] })
    const cookie = await t.signIn()
    const early = await bookOk({ guests: 4, time: '12:00' }) // table 1
    const late = await bookOk({ guests: 4, time: '19:00' }) // table 1
    const blocker = await bookOk({ guests: 4, time: '19:30' }) // table 2
    expect([early.tableId, late.tableId, blocker.tableId]).toEqual([t1.id, t1.id, t2.id])

    const ask = await t.request('PATCH', `/api/tables/${t1.id}`, { cookie, body: { isActive: false } })
    expect(ask.status).toBe(409)
    const asked = (await ask.json()) as { message: string; affected: Array<{ id: number; reference: string; time: string }> }
    expect(asked.message).toBe(
      'Table 1 has 2 upcoming bookings that need it. Deactivating moves them to another free table where possible; send confirm: true to go ahead.',
    )
    expect(asked.affected.map((b) => [b.id, b.time, b.reference])).toEqual([
      [early.id, '12:00', early.reference],
      [late.id, '19:00', late.reference],
    ])
    // Nothing changed yet.
    const before = (await (await t.request('GET', '/api/tables', { cookie })).json()) as Array<{ isActive: boolean }>
    expect(before[0].isActive).toBe(true)

    const done = await t.request('PATCH', `/api/tables/${t1.id}?confirm=true`, { cookie, body: { isActive: false } })
    expect(done.status).toBe(200)
    const result = (await done.json()) as {
      table: { isActive: boolean; upcomingBookings: number }
      moved: Array<{ id: number; tableNumber: number }>
      unassigned: Array<{ id: number; tableNumber: null }>
    }
    expect(result.table).toMatchObject({ isActive: false, upcomingBookings: 0 })
    expect(result.moved.map((b) => [b.id, b.tableNumber])).toEqual([[early.id, 2]])
    expect(result.unassigned.map((b) => [b.id, b.tableNumber])).toEqual([[late.id, null]])

    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<{ id: number; tableId: number | null }>
    expect(Object.fromEntries(list.map((r) => [r.id, r.tableId]))).toEqual({ [early.id]: t2.id, [late.id]: null, [blocker.id]: t2.id })

    // An inactive table seats nobody new.
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, guests: 4, time: '18:00' }) })).status).toBe(409)
    expect(t3.capacity).toBe(2)
  })

  it('asks before making a table too small for its upcoming parties; body confirm works too', async () => {
    const [t1, t2] = await seedCapacity(t.database.handle.db, { tables: [[1, 6], [2, 6]] })
    const cookie = await t.signIn()
    const four = await bookOk({ guests: 4 })
    const two = await bookOk({ guests: 2, time: '12:00' })
    expect([four.tableId, two.tableId]).toEqual([t1.id, t1.id])
    const ask = await t.request('PATCH', `/api/tables/${t1.id}`, { cookie, body: { capacity: 3 } })
    expect(ask.status).toBe(409)
    expect(((await ask.json()) as { affected: Array<{ id: number }> }).affected.map((b) => b.id)).toEqual([four.id])
    const done = await t.request('PATCH', `/api/tables/${t1.id}`, { cookie, body: { capacity: 3, confirm: true } })
    expect(done.status).toBe(200)
    expect(((await done.json()) as { moved: Array<{ id: number; tableNumber: number }> }).moved).toMatchObject([{ id: four.id, tableNumber: 2 }])
    // Growing or re-activating never asks.
    expect((await t.request('PATCH', `/api/tables/${t2.id}`, { cookie, body: { capacity: 10 } })).status).toBe(200)
  })
})

describe('bar seats', () => {
  it('changes the number of bar seats; fewer than already booked is refused with the affected bookings', async () => {
    await seedCapacity(t.database.handle.db, { barSeats: 6 })
    const cookie = await t.signIn()
    const a = await bookOk({ seatingPreference: 'bar', guests: 3, time: '19:00' })
    const b = await bookOk({ seatingPreference: 'bar', guests: 2, time: '20:00' })
    await bookOk({ seatingPreference: 'bar', guests: 3, time: '12:00' })

    const tooFew = await t.request('PUT', '/api/bar-seats', { cookie, body: { barSeats: 4 } })
    expect(tooFew.status).toBe(409)
    const body = (await tooFew.json()) as { message: string; affected: Array<{ id: number }> }
    expect(body.message).toMatch(/^The bar cannot go down to 4 seats: more guests than that are already booked at the bar/)
    expect(body.affected.map((x) => x.id)).toEqual([a.id, b.id])
    expect(await (await t.request('GET', '/api/bar-seats', { cookie })).json()).toEqual({ barSeats: 6 })

    const ok = await t.request('PUT', '/api/bar-seats', { cookie, body: { barSeats: 5 } })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ barSeats: 5 })
    // 19:00-21:00 and 20:00-22:00 overlap with 5 guests: the bar is full 20:00-21:00 now.
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, seatingPreference: 'bar', guests: 1, time: '20:30' }) })).status).toBe(409)
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, seatingPreference: 'bar', guests: 2, time: '12:30' }) })).status).toBe(201)

    expect(await (await t.request('PUT', '/api/bar-seats', { cookie, body: { barSeats: 20 } })).json()).toEqual({ barSeats: 20 })
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, seatingPreference: 'bar', guests: 15, time: '20:30' }) })).status).toBe(201)

    const bad = await t.request('PUT', '/api/bar-seats', { cookie, body: { barSeats: -1 } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      message: 'Bar seats must be a whole number from 0 to 200',
      details: [{ path: 'barSeats', message: 'Bar seats must be a whole number from 0 to 200' }],
    })
  })
})
