/**
 * The host stand's API (docs/decisions/009-host-stand.md): walk-ins and phone bookings, arrived and no-show, staff changes under If-Match,
 * status history, search and a guest's history. The venue is in Asia/Manila (UTC+8); every test fixes the clock.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ReservationJson, StaffCreatedReservationJson, StatusChangeJson } from '~/contracts/reservations'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { withStaffView } from '../support/staff-view'
import { STAFF_USERNAME, useTestApp } from '../support/test-app'

const t = useTestApp()

/** 11:10 UTC is 19:10 on 5 December at the venue: the 19:00 slot has started. */
const NOW = new Date('2026-12-05T11:10:00Z')
const TODAY = '2026-12-05'
const LATER = '2026-12-10'

type Json = Record<string, unknown>

/** Signs in with the clock fixed at NOW; returns the staff cookie. */
async function openHostStand(): Promise<string> {
  t.setNow(NOW)
  return t.signIn()
}

function post(body: Json, cookie?: string) {
  return t.request('POST', '/api/reservations', { body: bookingBody(body), cookie })
}

async function created(res: Response): Promise<StaffCreatedReservationJson> {
  expect(res.status, await res.clone().text()).toBe(201)
  // A guest's answer names no table: staff's view of the booking does.
  return withStaffView(t.database.handle.db, (await res.json()) as StaffCreatedReservationJson)
}

/** A booking staff record (defaults: a future table booking taken on the phone). */
async function staffBook(cookie: string, body: Json = {}) {
  return created(await post({ date: LATER, source: 'phone', ...body }, cookie))
}

function setStatus(cookie: string, id: number, status: string, headers?: Record<string, string>) {
  return t.request('PATCH', `/api/reservations/${id}/status`, { cookie, body: { status }, headers })
}

function change(cookie: string, id: number, body: unknown, headers?: Record<string, string>) {
  return t.request('PATCH', `/api/reservations/${id}`, { cookie, body, headers })
}

async function get<T>(path: string, cookie: string): Promise<T> {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}

/** Hold rows of a booking: one per table it holds (a time range), or one per bar guest and quarter hour. */
async function heldSlots(reservationId: number): Promise<number> {
  const result = (await t.database.handle.db.execute(
    sql`select (select count(*) from table_holds where reservation_id = ${reservationId})
             + (select count(*) from bar_seat_holds where reservation_id = ${reservationId}) as n`,
  )) as unknown as { rows: Array<{ n: number | string }> }
  return Number(result.rows[0].n)
}

describe('walk-ins and bookings staff record', () => {
  it('lets a walk-in take the half-hour slot that has started, which a guest or a phone booking may not', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const cookie = await openHostStand()
    const walkIn = await created(await post({ date: TODAY, time: '19:00', source: 'walk-in', email: '' }, cookie))
    expect(walkIn).toMatchObject({ source: 'walk-in', status: 'arrived', date: TODAY, time: '19:00', email: null, tableNumber: 1 })
    expect(walkIn.reference).toMatch(/^BB-/)

    const timePast = { message: 'Please select a time later than now', details: [{ path: 'time', message: 'Please select a time later than now' }] }
    const guest = await post({ date: TODAY, time: '19:00' })
    expect(guest.status).toBe(400)
    expect(await guest.json()).toEqual(timePast)
    const phone = await post({ date: TODAY, time: '19:00', source: 'phone' }, cookie)
    expect(phone.status).toBe(400)
    expect(await phone.json()).toEqual(timePast)
    // The slot before the one that has started is past for walk-ins too.
    const earlier = await post({ date: TODAY, time: '18:30', source: 'walk-in' }, cookie)
    expect(earlier.status).toBe(400)
    expect(await earlier.json()).toEqual(timePast)
  })

  it('starts a walk-in arrived, a phone booking confirmed and an online booking staff record confirmed', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4], [3, 4]] })
    const cookie = await openHostStand()
    const walkIn = await staffBook(cookie, { source: 'walk-in', date: TODAY, time: '19:00' })
    const phone = await staffBook(cookie, { source: 'phone', time: '12:00' })
    const online = await staffBook(cookie, { source: 'online', time: '12:00' })
    expect([walkIn, phone, online].map((b) => [b.source, b.status])).toEqual([
      ['walk-in', 'arrived'],
      ['phone', 'confirmed'],
      ['online', 'confirmed'],
    ])
    expect(walkIn.version).toBe(1)
  })

  it('refuses a walk-in at a table already taken then (409 with the conflicts) and one the bar cannot seat', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]], barSeats: 3 })
    const cookie = await openHostStand()
    const first = await created(await post({ date: TODAY, time: '19:00', source: 'walk-in', name: 'Ana Reyes', tableNumber: 2 }, cookie))
    expect(first.tableNumber).toBe(2)

    const taken = await post({ date: TODAY, time: '19:30', source: 'walk-in', tableNumber: 2 }, cookie)
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({
      message: 'Table 2 is already booked from 7:00 PM to 9:00 PM (Ana Reyes, 2 guests).',
      conflicts: [{ id: first.id, name: 'Ana Reyes', time: '19:00', guests: 2, reference: first.reference }],
    })
    const tooSmall = await post({ date: TODAY, time: '19:30', source: 'walk-in', tableNumber: 1, guests: 6 }, cookie)
    expect(tooSmall.status).toBe(409)
    expect(((await tooSmall.json()) as { message: string }).message).toBe('Table 1 seats 4; this booking is for 6 guests.')
    const noSuchTable = await post({ date: TODAY, time: '19:30', source: 'walk-in', tableNumber: 9 }, cookie)
    expect(noSuchTable.status).toBe(400)
    expect(((await noSuchTable.json()) as { details: Array<{ path: string }> }).details[0].path).toBe('tableNumber')

    await created(await post({ date: TODAY, time: '19:00', source: 'walk-in', seatingPreference: 'bar', guests: 2 }, cookie))
    const barFull = await post({ date: TODAY, time: '19:30', source: 'walk-in', seatingPreference: 'bar', guests: 2 }, cookie)
    expect(barFull.status).toBe(409)
    expect(((await barFull.json()) as { message: string }).message).toMatch(/^Sorry, we cannot seat 2 guests at the bar at 7:30 PM/)
    expect((await post({ date: TODAY, time: '19:30', source: 'walk-in', seatingPreference: 'bar', guests: 1 }, cookie)).status).toBe(201)
  })

  it('gives a phone booking with an e-mail a private link, one without a reference only; online needs an e-mail', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const cookie = await openHostStand()
    const withEmail = await staffBook(cookie, { source: 'phone' })
    expect(withEmail.reference).toMatch(/^BB-[2-9A-HJKMNP-Z]{5}$/)
    expect(withEmail.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(withEmail.managePath).toBe(`/booking/${withEmail.manageToken}`)

    const { email: _, ...noEmail } = bookingBody()
    const withoutEmail = await created(await t.request('POST', '/api/reservations', { cookie, body: { ...noEmail, date: LATER, source: 'phone' } }))
    expect(withoutEmail).toMatchObject({ email: null, manageToken: null, managePath: null, source: 'phone' })
    expect(withoutEmail.reference).toMatch(/^BB-/)

    const online = await t.request('POST', '/api/reservations', { cookie, body: { ...noEmail, date: LATER, source: 'online' } })
    expect(online.status).toBe(400)
    expect(await online.json()).toEqual({ message: 'Invalid email format', details: [{ path: 'email', message: 'Invalid email format' }] })
    const unknownSource = await post({ date: LATER, source: 'fax' }, cookie)
    expect(unknownSource.status).toBe(400)
    expect(((await unknownSource.json()) as { details: Array<{ path: string }> }).details[0].path).toBe('source')
  })

  it("ignores a guest's source, table and staff note: the booking is online, confirmed, on the smallest free table", async () => {
    await seedAppCapacity(t, { tables: [[1, 2], [2, 4]] })
    t.setNow(NOW)
    const guest = await created(await post({ date: LATER, source: 'walk-in', tableNumber: 2, staffNote: 'VIP' }))
    expect(guest).toMatchObject({ source: 'online', status: 'confirmed', tableNumber: 1, staffNote: null })
    expect(guest.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Nor may a guest walk in to the slot that has started, or book without an e-mail.
    expect((await post({ date: TODAY, time: '19:00', source: 'walk-in' })).status).toBe(400)
    expect((await post({ date: LATER, source: 'phone', email: '' })).status).toBe(400)
  })
})

describe('arrived, no-show and the status history', () => {
  it('records the creation by the guest and each change by the staff member, oldest first', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const booking = await created(await post({ date: TODAY, time: '20:00' }))
    expect((await setStatus(cookie, booking.id, 'pending')).status).toBe(200)
    expect((await setStatus(cookie, booking.id, 'confirmed')).status).toBe(200)
    expect((await setStatus(cookie, booking.id, 'arrived')).status).toBe(200)
    expect((await setStatus(cookie, booking.id, 'completed')).status).toBe(200)
    // A change that is not of the status is no entry.
    expect((await change(cookie, booking.id, { staffNote: 'Birthday' })).status).toBe(200)

    const history = await get<StatusChangeJson[]>(`/api/reservations/${booking.id}/history`, cookie)
    expect(history.map((h) => [h.status, h.changedBy])).toEqual([
      ['confirmed', 'guest'],
      ['pending', STAFF_USERNAME],
      ['confirmed', STAFF_USERNAME],
      ['arrived', STAFF_USERNAME],
      ['completed', STAFF_USERNAME],
    ])
    for (const entry of history) expect(entry.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const instants = history.map((h) => Date.parse(h.changedAt))
    expect(instants).toEqual([...instants].sort((a, b) => a - b))

    const walkIn = await staffBook(cookie, { source: 'walk-in', date: TODAY, time: '19:00' })
    expect((await get<StatusChangeJson[]>(`/api/reservations/${walkIn.id}/history`, cookie)).map((h) => [h.status, h.changedBy])).toEqual([
      ['arrived', STAFF_USERNAME],
    ])
    expect((await t.request('GET', '/api/reservations/424242/history', { cookie })).status).toBe(404)
  })

  it("records a guest's own cancellation as the guest's, and a status written without an actor as unknown", async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const booking = await created(await post({ date: LATER }))
    expect((await t.request('POST', `/api/bookings/${booking.manageToken}/cancel`)).status).toBe(200)
    const other = await staffBook(cookie, { time: '12:00' })
    // A writer behind the app that names no one: the history says so, and the version still goes up.
    await t.database.handle.db.execute(sql`update reservations set status = 'arrived' where id = ${other.id}`)
    t.deps.reads.invalidate()

    const history = await get<StatusChangeJson[]>(`/api/reservations/${booking.id}/history`, cookie)
    expect(history.map((h) => [h.status, h.changedBy])).toEqual([
      ['confirmed', 'guest'],
      ['cancelled', 'guest'],
    ])
    const otherHistory = await get<StatusChangeJson[]>(`/api/reservations/${other.id}/history`, cookie)
    expect(otherHistory.map((h) => [h.status, h.changedBy])).toEqual([
      ['confirmed', STAFF_USERNAME],
      ['arrived', null],
    ])
    const stale = await setStatus(cookie, other.id, 'no-show', { 'If-Match': String(other.version) })
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { current: ReservationJson }).current).toMatchObject({ status: 'arrived', version: 2 })
  })

  it('keeps the table of an arrived party, and frees it at once on no-show or cancellation', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const first = await staffBook(cookie, { time: '19:00' })
    const arrived = await setStatus(cookie, first.id, 'arrived')
    expect(arrived.status).toBe(200)
    expect(await arrived.json()).toMatchObject({ status: 'arrived', tableNumber: 1 })
    expect(await heldSlots(first.id)).toBe(1)
    expect((await post({ date: LATER, time: '20:00', source: 'phone' }, cookie)).status).toBe(409)

    const noShow = await setStatus(cookie, first.id, 'no-show')
    expect(noShow.status).toBe(200)
    expect(await heldSlots(first.id)).toBe(0)
    const second = await staffBook(cookie, { time: '20:00' })
    expect(second.tableNumber).toBe(1)

    const cancelled = await setStatus(cookie, second.id, 'cancelled')
    expect(cancelled.status).toBe(200)
    expect(await heldSlots(second.id)).toBe(0)
    expect((await staffBook(cookie, { time: '19:30' })).tableNumber).toBe(1)

    // A no-show who turns up after all cannot have the table back while another party holds it.
    const back = await setStatus(cookie, first.id, 'arrived')
    expect(back.status).toBe(409)
  })
})

describe('If-Match: a change made on an older version is refused', () => {
  it('answers 409 with the booking as it is now, 400 for an If-Match that is no version', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const booking = await staffBook(cookie)
    expect(booking.version).toBe(1)

    const confirmed = await setStatus(cookie, booking.id, 'arrived', { 'If-Match': '1' })
    expect(confirmed.status).toBe(200)
    const now = (await confirmed.json()) as ReservationJson
    expect(now.version).toBe(2)

    const stale = await setStatus(cookie, booking.id, 'no-show', { 'If-Match': '1' })
    expect(stale.status).toBe(409)
    const staleBody = (await stale.json()) as { message: string; current: ReservationJson }
    expect(staleBody.current).toEqual(now)
    expect(staleBody.message).toMatch(/^Maria Santos's booking was changed on another screen since you opened it: it is now Arrived/)
    const staleEdit = await change(cookie, booking.id, { staffNote: 'x' }, { 'If-Match': '1' })
    expect(staleEdit.status).toBe(409)
    expect(((await staleEdit.json()) as { current: ReservationJson }).current).toEqual(now)
    const staleTable = await t.request('PATCH', `/api/reservations/${booking.id}/table`, { cookie, body: { tableId: null }, headers: { 'If-Match': '1' } })
    expect(staleTable.status).toBe(409)

    for (const bad of ['abc', '1.5', '-1', '1, 2', 'W/abc', '"2', '3"']) {
      const res = await setStatus(cookie, booking.id, 'no-show', { 'If-Match': bad })
      expect(res.status, bad).toBe(400)
      expect(await res.json()).toEqual({
        message: 'If-Match must be the version of the booking you last read',
        details: [{ path: 'If-Match', message: 'If-Match must be the version of the booking you last read' }],
      })
    }

    // Two hosts marking one arrival: the second is no conflict, and nothing changes.
    const again = await setStatus(cookie, booking.id, 'arrived', { 'If-Match': '1' })
    expect(again.status).toBe(200)
    expect(((await again.json()) as ReservationJson).version).toBe(2)

    // The version may come quoted, as an ETag; every change moves it on.
    const noted = await change(cookie, booking.id, { staffNote: 'Window' }, { 'If-Match': '"2"' })
    expect(noted.status).toBe(200)
    expect(((await noted.json()) as ReservationJson).version).toBe(3)
    const weak = await setStatus(cookie, booking.id, 'completed', { 'If-Match': 'W/"3"' })
    expect(((await weak.json()) as ReservationJson).version).toBe(4)
    // Without If-Match the change is made on the latest version.
    expect(((await (await change(cookie, booking.id, { staffNote: null })).json()) as ReservationJson).version).toBe(5)
  })
})

describe('PATCH /api/reservations/:id', () => {
  it("sets and clears staff's note", async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const booking = await staffBook(cookie)
    const set = await change(cookie, booking.id, { staffNote: '  Birthday, window table  ' })
    expect(set.status).toBe(200)
    expect(await set.json()).toMatchObject({ staffNote: 'Birthday, window table', notes: 'Sunset view please' })
    expect(await (await change(cookie, booking.id, { staffNote: null })).json()).toMatchObject({ staffNote: null })
    await change(cookie, booking.id, { staffNote: 'Again' })
    expect(await (await change(cookie, booking.id, { staffNote: '' })).json()).toMatchObject({ staffNote: null })
    const tooLong = await change(cookie, booking.id, { staffNote: 'x'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect(((await tooLong.json()) as { message: string }).message).toBe('Staff note must be 500 characters or fewer')
  })

  it('changes the party, the time and the table when they fit, and refuses (409) when they do not', async () => {
    await seedAppCapacity(t, { tables: [[1, 2], [2, 4], [3, 6]] })
    const cookie = await openHostStand()
    const booking = await staffBook(cookie, { guests: 2, time: '19:00' })
    expect(booking.tableNumber).toBe(1)
    const other = await staffBook(cookie, { guests: 4, time: '20:00', name: 'Ana Reyes' })
    expect(other.tableNumber).toBe(2)

    // Four guests no longer fit table 1: the smallest free table that seats them.
    const bigger = await change(cookie, booking.id, { guests: 4 })
    expect(bigger.status).toBe(200)
    expect(await bigger.json()).toMatchObject({ guests: 4, tableNumber: 3, time: '19:00' })
    const later = await change(cookie, booking.id, { time: '21:30' })
    expect(later.status).toBe(200)
    expect(await later.json()).toMatchObject({ time: '21:30', tableNumber: 3 })
    const moved = await change(cookie, booking.id, { tableNumber: 2, time: '22:00' })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({ time: '22:00', tableNumber: 2 })

    // Table 2 holds Ana Reyes from 20:00 to 22:00.
    const clash = await change(cookie, booking.id, { time: '21:00' })
    expect(clash.status).toBe(200) // it moves to the free table 3
    expect(await clash.json()).toMatchObject({ time: '21:00', tableNumber: 3 })
    const tableTaken = await change(cookie, booking.id, { tableNumber: 2 })
    expect(tableTaken.status).toBe(409)
    expect(((await tableTaken.json()) as { conflicts: Array<{ id: number }> }).conflicts.map((c) => c.id)).toEqual([other.id])
    const tooMany = await change(cookie, booking.id, { guests: 7 })
    expect(tooMany.status).toBe(409)
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/^No table for 7 guests is free at 9:00 PM/)
    const tooSmall = await change(cookie, booking.id, { tableNumber: 1 })
    expect(tooSmall.status).toBe(409)
    expect(((await tooSmall.json()) as { message: string }).message).toBe('Table 1 seats 2; this booking is for 4 guests.')
    // Table 3 taken from 18:30 to 20:30 as well: no table for 4 is free at 20:00.
    expect((await staffBook(cookie, { guests: 5, time: '18:30' })).tableNumber).toBe(3)
    const noTime = await change(cookie, booking.id, { time: '20:00' })
    expect(noTime.status).toBe(409)
    expect(((await noTime.json()) as { message: string }).message).toMatch(/^No table for 4 guests is free at 8:00 PM/)

    // The refusals changed nothing.
    expect(await get<ReservationJson[]>(`/api/reservations?date=${LATER}`, cookie)).toContainEqual(
      expect.objectContaining({ id: booking.id, time: '21:00', guests: 4, tableNumber: 3 }),
    )
    const unassigned = await change(cookie, booking.id, { tableNumber: null })
    expect(await unassigned.json()).toMatchObject({ tableNumber: null, tableId: null })
  })

  it('refuses an empty change, a time not listed, a past time and a table that does not exist (400)', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]], barSeats: 4 })
    const cookie = await openHostStand()
    const booking = await staffBook(cookie, { date: TODAY, time: '21:00' })
    const empty = await change(cookie, booking.id, {})
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { message: string }).message).toBe('Nothing to change: send staffNote, guests, time, tableNumber or stayMinutes')
    expect((await change(cookie, booking.id, { time: '19:15' })).status).toBe(400)
    const past = await change(cookie, booking.id, { time: '19:00' })
    expect(past.status).toBe(400)
    expect(((await past.json()) as { message: string }).message).toBe('Please select a time later than now')
    expect((await change(cookie, booking.id, { tableNumber: 9 })).status).toBe(400)
    expect((await change(cookie, booking.id, { guests: 0 })).status).toBe(400)
    expect((await change(cookie, 424242, { guests: 2 })).status).toBe(404)

    // A walk-in's time may be moved to the slot that has started.
    const walkIn = await staffBook(cookie, { date: TODAY, time: '19:30', source: 'walk-in', seatingPreference: 'bar' })
    const moved = await change(cookie, walkIn.id, { time: '19:00' })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({ time: '19:00' })
    expect((await change(cookie, walkIn.id, { tableNumber: 1 })).status).toBe(400)
  })
})

describe('GET /api/reservations ?date= and ?q=', () => {
  it('finds bookings by name, phone written any way, e-mail and reference, nearest date first', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const cookie = await openHostStand()
    const far = await staffBook(cookie, { date: '2026-12-20', name: 'Maria Santos', email: 'MARIA@example.com', phone: '+639171234567' })
    const near = await staffBook(cookie, { date: '2026-12-06', name: 'Maria Clara', email: 'clara@example.com', phone: '0917 123 4567' })
    const mid = await staffBook(cookie, { date: '2026-12-10', name: 'Jose Rizal', email: 'jose@example.com', phone: '09189998888' })
    const today = await staffBook(cookie, { date: TODAY, time: '21:00', name: 'Maria Today', email: 'today@example.com', phone: '09171112222' })
    const search = async (q: string, date?: string) =>
      (await get<ReservationJson[]>(`/api/reservations?q=${encodeURIComponent(q)}${date ? `&date=${date}` : ''}`, cookie)).map((r) => r.id)

    expect(await search('maria')).toEqual([today.id, near.id, far.id])
    expect(await search('0917 123 4567')).toEqual([near.id, far.id])
    expect(await search('+63 917 123-4567')).toEqual([near.id, far.id])
    expect(await search('9998888')).toEqual([mid.id])
    // A country code or a leading 0 with one digit after it is too little of a number to look for.
    expect(await search('639')).toEqual([])
    expect(await search('0 9')).toEqual([])
    expect(await search('maria@EXAMPLE')).toEqual([far.id])
    expect(await search(mid.reference.toLowerCase())).toEqual([mid.id])
    expect(await search('maria', '2026-12-20')).toEqual([far.id])
    expect(await search('nobody')).toEqual([])
    // % and _ are taken literally.
    expect(await search('%%')).toEqual([])
  })

  it('orders a past date and a future one by how near they are to today', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    t.setNow(new Date('2026-11-25T04:00:00Z'))
    const cookie = await t.signIn()
    const past = await staffBook(cookie, { date: '2026-12-03', name: 'Past Guest' })
    const farther = await staffBook(cookie, { date: '2026-12-01', name: 'Past Guest' })
    t.setNow(NOW)
    const next = await staffBook(cookie, { date: '2026-12-06', name: 'Past Guest' })
    const future = await staffBook(cookie, { date: '2026-12-09', name: 'Past Guest' })
    const found = await get<ReservationJson[]>('/api/reservations?q=past%20guest', cookie)
    // Four days before and four days after: the later date first.
    expect(found.map((r) => r.id)).toEqual([next.id, past.id, future.id, farther.id])
  })

  it('lists one venue day by time with every status, and refuses a bad date or query', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const cookie = await openHostStand()
    const late = await staffBook(cookie, { time: '21:00' })
    const early = await staffBook(cookie, { time: '12:00' })
    await setStatus(cookie, early.id, 'no-show')
    await staffBook(cookie, { date: '2026-12-11' })
    const day = await get<ReservationJson[]>(`/api/reservations?date=${LATER}`, cookie)
    expect(day.map((r) => [r.id, r.status])).toEqual([
      [early.id, 'no-show'],
      [late.id, 'confirmed'],
    ])
    expect(await get<ReservationJson[]>('/api/reservations?date=2026-12-12', cookie)).toEqual([])

    const refusals: Array<[string, string, string]> = [
      ['date=2026-13-01', 'date', 'Date must be a date (yyyy-MM-dd)'],
      ['date=tomorrow', 'date', 'Date must be a date (yyyy-MM-dd)'],
      ['q=m', 'q', 'Type at least 2 characters to search'],
      [`q=${'m'.repeat(101)}`, 'q', 'Search must be 100 characters or fewer'],
      // PostgreSQL cannot hold a NUL in text: refused before it gets there (it was a 500).
      ['q=%00Maria', 'q', 'Search contains characters that are not allowed'],
    ]
    for (const [query, path, message] of refusals) {
      const res = await t.request('GET', `/api/reservations?${query}`, { cookie })
      expect(res.status, query).toBe(400)
      expect(await res.json()).toEqual({ message, details: [{ path, message }] })
    }
    expect((await t.request('GET', `/api/reservations?q=${'m'.repeat(100)}`, { cookie })).status).toBe(200)
  })
})

describe('GET /api/reservations/:id/guest', () => {
  it("counts the guest's earlier visits and no-shows, matched by e-mail any case or phone, with their notes", async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    t.setNow(new Date('2026-11-01T04:00:00Z'))
    const cookie = await t.signIn()
    const book = (date: string, body: Json) => staffBook(cookie, { date, source: 'phone', name: 'Maria Santos', ...body })

    const visit1 = await book('2026-11-05', { email: 'Maria@Example.com', phone: '', notes: 'Vegetarian' })
    const missed = await book('2026-11-10', { email: '', phone: '+63 917 1234567', notes: '' })
    const visit2 = await book('2026-11-15', { email: '', phone: '0917-123-4567', notes: 'Sunset view please', staffNote: 'Likes table 2' })
    const cancelled = await book('2026-11-18', { email: 'maria@example.com', notes: '' })
    await book('2026-11-19', { email: 'someone@example.com', phone: '09998887777', name: 'Maria Santos', notes: 'Not her' })
    const sameDayEarlier = await book('2026-11-20', { time: '12:00', email: 'MARIA@example.com', notes: '' })
    const booking = await book('2026-11-20', { time: '19:00', email: 'maria@example.com', phone: '09171234567', notes: 'Today' })
    const laterVisit = await book('2026-11-25', { email: 'maria@example.com', notes: 'Later' })
    await setStatus(cookie, visit1.id, 'completed')
    await setStatus(cookie, missed.id, 'no-show')
    await setStatus(cookie, visit2.id, 'arrived')
    await setStatus(cookie, cancelled.id, 'cancelled')
    await setStatus(cookie, sameDayEarlier.id, 'completed')
    await setStatus(cookie, booking.id, 'arrived')
    await setStatus(cookie, laterVisit.id, 'completed')

    expect(await get(`/api/reservations/${booking.id}/guest`, cookie)).toEqual({
      visits: 3,
      noShows: 1,
      lastVisit: '2026-11-20',
      notes: [
        { date: '2026-11-15', reference: visit2.reference, text: 'Likes table 2', from: 'staff' },
        { date: '2026-11-15', reference: visit2.reference, text: 'Sunset view please', from: 'guest' },
        { date: '2026-11-05', reference: visit1.reference, text: 'Vegetarian', from: 'guest' },
      ],
      otherBookings: 6,
      sameDay: [],
    })
    // The earliest booking has nothing before it, but it is not the guest's first: four others have its e-mail.
    expect(await get(`/api/reservations/${visit1.id}/guest`, cookie)).toEqual({ visits: 0, noShows: 0, lastVisit: null, notes: [], otherBookings: 4, sameDay: [] })
    expect((await t.request('GET', '/api/reservations/424242/guest', { cookie })).status).toBe(404)
  })

  it('has no history for a booking with neither an e-mail nor a usable phone', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const earlier = await staffBook(cookie, { date: '2026-12-08', email: '', phone: '' })
    await setStatus(cookie, earlier.id, 'completed')
    const booking = await staffBook(cookie, { email: '', phone: '' })
    expect(await get(`/api/reservations/${booking.id}/guest`, cookie)).toEqual({ visits: 0, noShows: 0, lastVisit: null, notes: [], otherBookings: 0, sameDay: [] })
  })
})

describe('staff only', () => {
  it('answers 401 without a staff session on every host-stand endpoint', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const cookie = await openHostStand()
    const { id } = await staffBook(cookie)
    const requests: Array<[string, string, unknown?]> = [
      ['GET', `/api/reservations?date=${LATER}`],
      ['GET', '/api/reservations?q=maria'],
      ['GET', `/api/reservations/${id}/history`],
      ['GET', `/api/reservations/${id}/guest`],
      ['PATCH', `/api/reservations/${id}`, { staffNote: 'x' }],
      ['PATCH', `/api/reservations/${id}/status`, { status: 'arrived' }],
    ]
    for (const [method, path, body] of requests) {
      for (const badCookie of [undefined, 'bb_session=not-a-session']) {
        const res = await t.request(method, path, { body, cookie: badCookie })
        expect(res.status, `${method} ${path}`).toBe(401)
      }
    }
    const unchanged = await get<ReservationJson[]>(`/api/reservations?date=${LATER}`, cookie)
    expect(unchanged[0]).toMatchObject({ status: 'confirmed', staffNote: null, version: 1 })
  })
})
