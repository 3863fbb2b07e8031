/**
 * The host stand's waitlist (issue 31): walk-ins join with a place, a quoted wait from the floor and a private page;
 * staff notify, seat (a walk-in booking under the usual rules) or mark them left. The venue is in Asia/Manila (UTC+8).
 */
import { describe, expect, it } from 'vitest'
import type { ReservationSummaryJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import type { WaitlistEntryJson, WaitlistStatusJson, WalkInJoinedJson } from '~/contracts/waitlist'
import { sql } from 'drizzle-orm'
import { renderEmail } from '~/.server/email/booking-email'
import type { BookingEmailContent } from '~/.server/email/booking-email-content'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** 11:10 UTC is 19:10 on 5 December at the venue. */
const NOW = new Date('2026-12-05T11:10:00Z')
const TODAY = '2026-12-05'

async function hostStand(): Promise<string> {
  t.setNow(NOW)
  return signInAs(t, 'host')
}

async function addWalkIn(cookie: string, body: Record<string, unknown> = {}): Promise<WalkInJoinedJson> {
  const res = await t.request('POST', '/api/waitlist', { cookie, body: { name: 'Walk In', guests: 2, seatingPreference: 'table', ...body } })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as WalkInJoinedJson
}

async function line(cookie: string, date = TODAY): Promise<WaitlistEntryJson[]> {
  const res = await t.request('GET', `/api/waitlist?date=${date}`, { cookie })
  expect(res.status).toBe(200)
  return (await res.json()) as WaitlistEntryJson[]
}

/** Seats a walk-in at each table now (staff's walk-in booking): the floor is full. */
async function fullFloor(cookie: string, tables: number[]) {
  for (const tableNumber of tables) {
    const res = await t.request('POST', '/api/reservations', {
      cookie,
      body: bookingBody({ date: TODAY, time: '19:00', source: 'walk-in', email: '', tableNumber, stayMinutes: 60 }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
  }
}

describe('walk-ins on the waitlist', () => {
  it('gives each walk-in its place, a quoted wait from the floor and a private page', async () => {
    await seedAppCapacity(t, { tables: [[1, 2], [2, 4]] })
    const cookie = await hostStand()
    await fullFloor(cookie, [1, 2])
    const first = await addWalkIn(cookie, { email: 'walk@example.com', phone: '0917 555 0142', note: 'Window seat' })
    expect(first).toMatchObject({ position: 1, quotedMinutes: 50 })
    expect(first.statusPath).toMatch(/^\/waitlist\/[A-Za-z0-9_-]{43}$/)
    const second = await addWalkIn(cookie, { language: 'ko' })
    expect(second.position).toBe(2)
    expect(second.statusPath).toMatch(/^\/ko\/waitlist\//)

    const entries = await line(cookie)
    expect(entries.map((e) => [e.name, e.position, e.status, e.kind])).toEqual([
      ['Walk In', 1, 'waiting', 'walk-in'],
      ['Walk In', 2, 'waiting', 'walk-in'],
    ])
    expect(entries[0]).toMatchObject({ phone: '+639175550142', email: 'walk@example.com', note: 'Window seat', quotedMinutes: 50, offerExpiresAt: null })

    const token = first.statusPath.split('/').at(-1)!
    const seen = (await (await t.request('GET', `/api/waitlist/status/${token}`)).json()) as WaitlistStatusJson
    expect(seen).toMatchObject({ position: 1, quotedMinutes: 50, status: 'waiting', kind: 'walk-in', date: TODAY, guests: 2 })
    expect(JSON.stringify(seen)).not.toContain('walk@example.com')
  })

  it('notifies a party, then seats it as a walk-in booking at the table chosen', async () => {
    await seedAppCapacity(t, { tables: [[1, 2], [2, 4]] })
    const cookie = await hostStand()
    const party = await addWalkIn(cookie)
    const token = party.statusPath.split('/').at(-1)!
    const notified = await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body: { status: 'notified' } })
    expect(notified.status).toBe(200)
    expect(((await (await t.request('GET', `/api/waitlist/status/${token}`)).json()) as WaitlistStatusJson).status).toBe('notified')
    // A walk-in who gave an e-mail has the link on joining, and "your table is ready" on Notify.
    const withEmail = await addWalkIn(cookie, { email: 'ready@example.com', language: 'ja' })
    expect((await t.request('PATCH', `/api/waitlist/${withEmail.id}`, { cookie, body: { status: 'notified' } })).status).toBe(200)
    const mails = (await t.database.handle.db.execute(
      sql`select kind, recipient, content from email_outbox where kind like 'waitlist-%' order by id`,
    )) as unknown as { rows: Array<{ kind: string; recipient: string; content: BookingEmailContent }> }
    expect(mails.rows.map((m) => [m.kind, m.recipient])).toEqual([
      ['waitlist-joined', 'ready@example.com'],
      ['waitlist-ready', 'ready@example.com'],
    ])
    const ready = renderEmail('waitlist-ready', mails.rows[1].content)
    expect(ready.text).toContain('お席の準備ができました')
    expect(ready.text).toContain(withEmail.statusPath)
    await t.request('PATCH', `/api/waitlist/${withEmail.id}`, { cookie, body: { status: 'left' } })

    const seated = await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body: { seat: { tableNumber: 2 } } })
    expect(seated.status, await seated.clone().text()).toBe(201)
    const booking = (await seated.json()) as StaffCreatedReservationJson
    expect(booking).toMatchObject({ source: 'walk-in', status: 'arrived', date: TODAY, time: '19:00', guests: 2, tableNumber: 2 })
    const [entry] = await line(cookie)
    expect(entry).toMatchObject({ status: 'seated', position: null, quotedMinutes: null, reservationId: booking.id })
    // Out of line: nothing more to mark.
    expect((await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body: { status: 'left' } })).status).toBe(409)

    // The dashboard's day numbers count who waited and who of them was seated.
    await addWalkIn(cookie)
    const summary = (await (await t.request('GET', '/api/reservations/summary', { cookie })).json()) as ReservationSummaryJson
    expect(summary.waitlist).toEqual({ waited: 3, seated: 1 })
    expect(summary.today).toMatchObject({ date: TODAY, bookings: 1, arrived: 1 })
  })

  it('answers a seat that does not fit as the walk-in booking does, and marks a party left', async () => {
    await seedAppCapacity(t, { tables: [[1, 2]] })
    const cookie = await hostStand()
    const party = await addWalkIn(cookie, { guests: 4 })
    const refused = await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body: { seat: { tableNumber: 1 } } })
    expect(refused.status).toBe(409)
    const unknownTable = await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body: { seat: { tableNumber: 9 } } })
    expect(unknownTable.status).toBe(400)
    const left = await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body: { status: 'left' } })
    expect(left.status).toBe(200)
    expect(((await left.json()) as WaitlistEntryJson).status).toBe('left')
  })

  it('refuses bad input with 400 and unknown entries with 404, never a 500', async () => {
    await seedAppCapacity(t, { tables: [[1, 2]] })
    const cookie = await hostStand()
    const party = await addWalkIn(cookie)
    for (const body of [{}, { status: 'seated' }, { seat: { tableNumber: -1 } }, { seat: 3 }, { status: 'left', seat: {} }, null, []]) {
      const res = await t.request('PATCH', `/api/waitlist/${party.id}`, { cookie, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    for (const body of [{ guests: 2 }, { name: 'A', guests: 0 }, { name: 'A', guests: 2, email: 'nope' }, { name: 'A', guests: 2, seatingPreference: 'roof' }]) {
      expect((await t.request('POST', '/api/waitlist', { cookie, body })).status, JSON.stringify(body)).toBe(400)
    }
    expect((await t.request('PATCH', '/api/waitlist/999999', { cookie, body: { status: 'left' } })).status).toBe(404)
    expect((await t.request('PATCH', '/api/waitlist/abc', { cookie, body: { status: 'left' } })).status).toBe(404)
    expect((await t.request('GET', '/api/waitlist?date=2026-13-45', { cookie })).status).toBe(400)
  })

  it('keeps the staff routes from guests', async () => {
    await seedAppCapacity(t, { tables: [[1, 2]] })
    t.setNow(NOW)
    expect((await t.request('GET', `/api/waitlist?date=${TODAY}`)).status).toBe(401)
    expect((await t.request('PATCH', '/api/waitlist/1', { body: { status: 'left' } })).status).toBe(401)
    // Without a session POST is the online join: a walk-in's body is not enough for it.
    expect((await t.request('POST', '/api/waitlist', { body: { name: 'Walk In', guests: 2, seatingPreference: 'table' } })).status).toBe(400)
  })
})
