/**
 * Guests change their own booking with the private link (PATCH /api/bookings/:token): decided as a new booking is,
 * atomically, written to the history and e-mailed. The venue is in Asia/Manila (UTC+8); every test fixes the clock.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, seatingRules } from '~/.server/db/schema'
import { renderEmail } from '~/.server/email/booking-email'
import type { BookingEmailContent } from '~/.server/email/booking-email-content'
import type { GuestBookingJson } from '~/contracts/bookings'
import type { CreatedReservationJson, ReservationJson, StatusChangeJson } from '~/contracts/reservations'
import { DEFAULT_WEEKLY_HOURS } from '~/lib/opening-hours'
import { bookingBody, type CapacitySeed, seedAppCapacity } from '../support/capacity'
import { useTestApp } from '../support/test-app'

// One guest changes one booking several times here: more e-mails than a day's default allowance to one address.
const t = useTestApp({ GUEST_EMAILS_PER_ADDRESS_PER_DAY: '10' })

/** 03:00 UTC is 11:00 on 5 December at the venue. */
const NOW = new Date('2026-12-05T03:00:00Z')
const DAY = '2026-12-10'
const NEXT_DAY = '2026-12-11'
/** Saturday 12 December: open 18:00 to 02:00 (an exception set by the tests that need it). */
const LATE_NIGHT = '2026-12-12'

const TOO_LATE = { message: 'This booking can no longer be changed online. Please call us.' }
const NOT_FOUND = { message: 'We could not find this booking. Please check the link in your confirmation.' }

type Json = Record<string, unknown>

async function seed(venue: CapacitySeed) {
  t.setNow(NOW)
  return seedAppCapacity(t, venue)
}

async function book(overrides: Json = {}): Promise<CreatedReservationJson> {
  const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: DAY, ...overrides }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as CreatedReservationJson
}

function change(token: string, body: unknown, headers?: Record<string, string>) {
  return t.request('PATCH', `/api/bookings/${token}`, { body, headers })
}

async function changed(token: string, body: Json): Promise<GuestBookingJson> {
  const res = await change(token, body)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as GuestBookingJson
}

async function guestView(token: string): Promise<GuestBookingJson> {
  const res = await t.request('GET', `/api/bookings/${token}`)
  expect(res.status).toBe(200)
  return (await res.json()) as GuestBookingJson
}

async function staffGet<T>(cookie: string, path: string): Promise<T> {
  const res = await t.request('GET', path, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}

async function staffView(cookie: string, id: number): Promise<ReservationJson> {
  const found = (await staffGet<ReservationJson[]>(cookie, '/api/reservations')).find((r) => r.id === id)
  expect(found).toBeDefined()
  return found!
}

/** The booking's table holds as the database keeps them: table id and the range's bounds (wall clock). */
async function tableHolds(reservationId: number): Promise<Array<[number, string, string]>> {
  const result = (await t.database.handle.db.execute(
    sql`select table_id, to_char(lower(during), 'YYYY-MM-DD HH24:MI') as from, to_char(upper(during), 'YYYY-MM-DD HH24:MI') as to
        from table_holds where reservation_id = ${reservationId} order by table_id`,
  )) as unknown as { rows: Array<{ table_id: number; from: string; to: string }> }
  return result.rows.map((r) => [Number(r.table_id), r.from, r.to])
}

async function barSeatQuarters(reservationId: number): Promise<number> {
  const result = (await t.database.handle.db.execute(
    sql`select count(*) as n from bar_seat_holds where reservation_id = ${reservationId}`,
  )) as unknown as { rows: Array<{ n: number | string }> }
  return Number(result.rows[0].n)
}

/** Staff's seating rules (a clean test database has none: the defaults). */
async function setRules(rules: Partial<typeof seatingRules.$inferInsert>) {
  await t.database.handle.db.insert(seatingRules).values({ id: 1, ...rules }).onConflictDoUpdate({ target: seatingRules.id, set: rules })
}

/** Opens `date` from 18:00 to 02:00 (an exception), as staff would on the hours page. */
async function openLateNight(cookie: string, date = LATE_NIGHT) {
  const res = await t.request('PUT', '/api/opening-hours', {
    cookie,
    body: { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date, closed: false, opens: '18:00', closes: '02:00' }] },
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

async function changeEmails(reservationId: number) {
  return t.database.handle.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reservationId, reservationId), eq(emailOutbox.kind, 'booking-change')))
    .orderBy(asc(emailOutbox.id))
}

async function queuedReminder(reservationId: number) {
  const rows = await t.database.handle.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reservationId, reservationId), eq(emailOutbox.kind, 'booking-reminder'), eq(emailOutbox.status, 'queued')))
  expect(rows.length).toBeLessThanOrEqual(1)
  return rows[0]
}

describe('PATCH /api/bookings/:token: a change that fits', () => {
  it('moves the time and party, answers as GET does (and that the change was mailed), keeps its table, and staff see the change', async () => {
    await seed({ tables: [[1, 4], [2, 6]] })
    const cookie = await t.signIn()
    const mine = await book({ guests: 2 })
    const answer = await changed(mine.manageToken, { time: '20:00', guests: 4 })
    expect(answer).toEqual({ ...(await guestView(mine.manageToken)), changeEmail: 'queued' })
    expect(answer).toMatchObject({ date: DAY, time: '20:00', endTime: '22:00', guests: 4, status: 'confirmed', canChange: true, canCancel: true })
    expect(answer.startsAt).toBe(new Date(`${DAY}T20:00:00+08:00`).toISOString())
    // The cut-off is two hours before the start (the default rules).
    expect(answer.changeUntil).toBe(new Date(`${DAY}T18:00:00+08:00`).toISOString())
    const staff = await staffView(cookie, mine.id)
    expect(staff).toMatchObject({ time: '20:00', guests: 4, tableNumber: 1, stayMinutes: 120 })
    expect(await tableHolds(mine.id)).toEqual([[staff.tableId, `${DAY} 20:00`, `${DAY} 22:00`]])
  })

  it('moves a booking past midnight on a late night: the same venue day, its start on the next calendar date', async () => {
    await seed({ tables: [[1, 4]] })
    const cookie = await t.signIn()
    await openLateNight(cookie)
    const mine = await book({ date: LATE_NIGHT, time: '23:30' })
    const answer = await changed(mine.manageToken, { time: '00:00' })
    expect(answer).toMatchObject({ date: LATE_NIGHT, time: '00:00', endTime: '02:00' })
    expect(answer.startsAt).toBe(new Date('2026-12-13T00:00:00+08:00').toISOString())
    const staff = await staffView(cookie, mine.id)
    expect(staff).toMatchObject({ date: LATE_NIGHT, time: '00:00' })
    expect(await tableHolds(mine.id)).toEqual([[staff.tableId, '2026-12-13 00:00', '2026-12-13 02:00']])
    // 00:30 would end at 02:30, after closing: refused as a new booking would be.
    const late = await change(mine.manageToken, { time: '00:30' })
    expect(late.status).toBe(400)
    expect(((await late.json()) as { details: Array<{ path: string }> }).details[0].path).toBe('time')
  })

  it('moves a booking to another day: its seats there are held and those of the old day freed, in one change', async () => {
    const [table] = await seed({ tables: [[1, 4]] })
    const mine = await book({ time: '19:00' })
    expect(await tableHolds(mine.id)).toEqual([[table.id, `${DAY} 19:00`, `${DAY} 21:00`]])
    const answer = await changed(mine.manageToken, { date: NEXT_DAY })
    expect(answer).toMatchObject({ date: NEXT_DAY, time: '19:00' })
    expect(await tableHolds(mine.id)).toEqual([[table.id, `${NEXT_DAY} 19:00`, `${NEXT_DAY} 21:00`]])
    // The old evening's only table is free again.
    await book({ name: 'Next Guest', email: 'next@example.com', time: '19:00' })
  })

  it('moves within its own stay on the only table (the holds move in the same statement)', async () => {
    const [table] = await seed({ tables: [[1, 4]] })
    const mine = await book({ time: '19:00' })
    await changed(mine.manageToken, { time: '19:30' })
    expect(await tableHolds(mine.id)).toEqual([[table.id, `${DAY} 19:30`, `${DAY} 21:30`]])
  })

  it('keeps the table staff gave it while it is free and big enough; a party too big for it gets the smallest that fits', async () => {
    await seed({ tables: [[1, 4], [2, 2], [3, 6]] })
    const cookie = await t.signIn()
    const mine = await book({ guests: 2 })
    expect((await staffView(cookie, mine.id)).tableNumber).toBe(2)
    const moved = await t.request('PATCH', `/api/reservations/${mine.id}/table`, { cookie, body: { tableNumbers: [1] } })
    expect(moved.status, await moved.clone().text()).toBe(200)

    await changed(mine.manageToken, { time: '20:00' })
    expect((await staffView(cookie, mine.id)).tableNumber).toBe(1)
    await changed(mine.manageToken, { guests: 5 })
    expect((await staffView(cookie, mine.id)).tableNumber).toBe(3)
  })

  it('gives the party the stay of its new size', async () => {
    await seed({ tables: [[1, 8]] })
    await setRules({ stays: [{ maxGuests: 2, minutes: 90 }, { maxGuests: 20, minutes: 150 }] })
    const cookie = await t.signIn()
    const mine = await book({ guests: 2, time: '19:00' })
    expect((await staffView(cookie, mine.id)).stayMinutes).toBe(90)
    const answer = await changed(mine.manageToken, { guests: 6 })
    expect(answer.endTime).toBe('21:30')
    expect((await staffView(cookie, mine.id)).stayMinutes).toBe(150)
  })

  it('moves a table booking to the bar and back: tables or bar seats, never both', async () => {
    const [table] = await seed({ tables: [[1, 4]], barSeats: 4 })
    const cookie = await t.signIn()
    const mine = await book({ guests: 2 })
    await changed(mine.manageToken, { seatingPreference: 'bar' })
    expect(await staffView(cookie, mine.id)).toMatchObject({ seatingPreference: 'bar', tableNumber: null })
    expect(await tableHolds(mine.id)).toEqual([])
    // Two guests, eight quarters of two hours.
    expect(await barSeatQuarters(mine.id)).toBe(16)
    await changed(mine.manageToken, { seatingPreference: 'table' })
    expect(await tableHolds(mine.id)).toEqual([[table.id, `${DAY} 19:00`, `${DAY} 21:00`]])
    expect(await barSeatQuarters(mine.id)).toBe(0)
  })

  it('answers a change to what the booking already is with the booking, unchanged and unrecorded', async () => {
    await seed({ tables: [[1, 4]] })
    const cookie = await t.signIn()
    const mine = await book({ guests: 2 })
    const before = await staffView(cookie, mine.id)
    expect(await changed(mine.manageToken, { date: DAY, time: '19:00', guests: 2, seatingPreference: 'table' })).toEqual({
      ...(await guestView(mine.manageToken)),
      changeEmail: 'none',
    })
    expect((await staffView(cookie, mine.id)).version).toBe(before.version)
    expect(await changeEmails(mine.id)).toEqual([])
  })
})

describe('PATCH /api/bookings/:token: the history and the e-mail', () => {
  it("records the guest's change in the status history with a note, and writes the change e-mail", async () => {
    await seed({ tables: [[1, 6]] })
    const cookie = await t.signIn()
    const mine = await book({ guests: 2, time: '19:00' })
    await changed(mine.manageToken, { time: '20:00', guests: 4 })
    await changed(mine.manageToken, { date: NEXT_DAY })
    const history = await staffGet<StatusChangeJson[]>(cookie, `/api/reservations/${mine.id}/history`)
    expect(history.map((h) => [h.status, h.changedBy, h.note])).toEqual([
      ['confirmed', 'guest', null],
      ['confirmed', 'guest', 'Changed from 7:00 PM to 8:00 PM, 2 to 4 guests'],
      ['confirmed', 'guest', 'Changed from Dec 10, 8:00 PM to Dec 11, 8:00 PM'],
    ])

    const [first, second] = await changeEmails(mine.id)
    expect(first.recipient).toBe(mine.email)
    const firstContent = first.content as BookingEmailContent
    expect(firstContent).toMatchObject({ changedBy: 'guest', previous: { date: DAY, time: '19:00', guests: 2, seatingPreference: 'table' } })
    const firstText = renderEmail('booking-change', firstContent).text
    expect(firstText).toContain('Your booking is changed, as you asked.')
    expect(firstText).toContain('The time is now 8:00 PM (was 7:00 PM).')
    expect(firstText).toContain('The party is now 4 guests (was 2 guests).')
    // The e-mail carries the private link, as the booking's other messages do.
    expect(firstText).toContain(`/booking/${mine.manageToken}`)
    expect(renderEmail('booking-change', second.content as BookingEmailContent).text).toContain(
      'It is now on Friday, December 11, 2026 at 8:00 PM (was Thursday, December 10, 2026 at 8:00 PM).',
    )
  })

  it('moves the reminder with the booking', async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book({ time: '19:00' })
    // 24 hours before (REMINDER_HOURS_BEFORE's default).
    expect((await queuedReminder(mine.id))?.sendAfter.toISOString()).toBe(new Date(`2026-12-09T19:00:00+08:00`).toISOString())
    await changed(mine.manageToken, { date: NEXT_DAY, time: '12:00' })
    const reminder = await queuedReminder(mine.id)
    expect(reminder?.sendAfter.toISOString()).toBe(new Date(`${DAY}T12:00:00+08:00`).toISOString())
    expect((reminder?.content as BookingEmailContent).booking).toMatchObject({ date: NEXT_DAY, time: '12:00' })
  })

  it('names the calendar date after midnight in the e-mail', async () => {
    await seed({ tables: [[1, 4]] })
    await openLateNight(await t.signIn())
    const mine = await book({ date: LATE_NIGHT, time: '23:30' })
    await changed(mine.manageToken, { time: '00:00' })
    const [email] = await changeEmails(mine.id)
    expect(renderEmail('booking-change', email.content as BookingEmailContent).text).toContain(
      'It is now on Sunday, December 13, 2026 at 12:00 AM (was Saturday, December 12, 2026 at 11:30 PM).',
    )
  })
})

describe('PATCH /api/bookings/:token: refusals', () => {
  it('answers 409 with nearby times when the new time cannot seat the party, and keeps the booking as it was', async () => {
    const [table] = await seed({ tables: [[1, 4]] })
    const mine = await book({ time: '12:00' })
    await book({ name: 'Other Guest', email: 'other@example.com', time: '19:00' })
    const before = await guestView(mine.manageToken)
    const res = await change(mine.manageToken, { time: '19:30' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      message: 'Sorry, we cannot seat 2 guests at a table at 7:30 PM on December 10, 2026. We can seat you at 5:00 PM, 9:00 PM or 9:30 PM that day.',
      alternatives: ['17:00', '21:00', '21:30'],
    })
    expect(await guestView(mine.manageToken)).toEqual(before)
    expect(await tableHolds(mine.id)).toEqual([[table.id, `${DAY} 12:00`, `${DAY} 14:00`]])
    expect(await changeEmails(mine.id)).toEqual([])
  })

  it('refuses a party the venue cannot seat online: a group is arranged by phone, not by changing a booking', async () => {
    await seed({ tables: [[1, 4], [2, 4]] })
    const mine = await book({ guests: 2 })
    const res = await change(mine.manageToken, { guests: 10 })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'Sorry, we have no table for 10 guests. Please call us to arrange a group booking.', alternatives: [] })
    expect((await guestView(mine.manageToken)).guests).toBe(2)
  })

  it('counts its own booking out when it offers other times (its own seats are free to it)', async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book({ time: '19:00' })
    await book({ name: 'Other Guest', email: 'other@example.com', time: '21:00' })
    // 20:00 clashes with the other guest's 21:00; 18:00 to 19:00 clash with nothing once its own 19:00 is left out.
    const res = await change(mine.manageToken, { time: '20:00' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { alternatives: string[] }).alternatives).toEqual(['18:00', '18:30', '19:00'])
  })

  it('never passes the pacing limit for a guest, counting its own covers once', async () => {
    await seed({ tables: [[1, 6], [2, 6], [3, 6]] })
    await setRules({ maxCoversPerSlot: 4 })
    const mine = await book({ guests: 2, time: '19:00' })
    await book({ name: 'Other Guest', email: 'other@example.com', guests: 2, time: '20:00' })
    // 20:00 has 2 covers: 2 + 4 would pass 4.
    const paced = await change(mine.manageToken, { time: '20:00', guests: 4 })
    expect(paced.status).toBe(409)
    expect(((await paced.json()) as { alternatives: string[] }).alternatives).not.toContain('20:00')
    // Its own 19:00 interval: 4 new covers in place of its 2.
    expect(await changed(mine.manageToken, { guests: 4 })).toMatchObject({ time: '19:00', guests: 4 })
  })

  it('refuses any change from the cut-off on (400), and says so in the answer before', async () => {
    await seed({ tables: [[1, 4]] })
    await setRules({ guestChangeCutoffMinutes: 180 })
    const mine = await book({ time: '19:00' })
    // 15:59 at the venue: the last minute of changes.
    t.setNow(new Date(`${DAY}T15:59:00+08:00`))
    expect(await guestView(mine.manageToken)).toMatchObject({ canChange: true, changeUntil: new Date(`${DAY}T16:00:00+08:00`).toISOString() })
    t.setNow(new Date(`${DAY}T16:00:00+08:00`))
    expect(await guestView(mine.manageToken)).toMatchObject({ canChange: false, canCancel: true })
    const res = await change(mine.manageToken, { time: '20:00' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(TOO_LATE)
    expect((await guestView(mine.manageToken)).time).toBe('19:00')
  })

  it('refuses to change a booking that is not pending or confirmed', async () => {
    await seed({ tables: [[1, 4]] })
    const cookie = await t.signIn()
    const cancelled = await book()
    await t.request('POST', `/api/bookings/${cancelled.manageToken}/cancel`)
    const seated = await book({ name: 'Seated Guest', email: 'seated@example.com', time: '12:00' })
    const arrived = await t.request('PATCH', `/api/reservations/${seated.id}/status`, { cookie, body: { status: 'arrived' } })
    expect(arrived.status).toBe(200)
    for (const token of [cancelled.manageToken, seated.manageToken]) {
      expect(await guestView(token)).toMatchObject({ canChange: false })
      const res = await change(token, { time: '20:00' })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual(TOO_LATE)
    }
    const confirmed = await book({ name: 'Confirmed Guest', email: 'confirmed@example.com', time: '15:00' })
    await t.request('PATCH', `/api/reservations/${confirmed.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(await changed(confirmed.manageToken, { time: '16:00' })).toMatchObject({ status: 'confirmed', time: '16:00' })
  })

  it("answers bad fields with a new booking's messages, and an empty change with its own", async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book()
    const bad = { date: '2026-12-03', time: '19:10', guests: 0, seatingPreference: 'sofa' }
    const res = await change(mine.manageToken, bad)
    expect(res.status).toBe(400)
    const { details } = (await res.json()) as { details: Array<{ path: string; message: string }> }
    const asNew = await t.request('POST', '/api/reservations', { body: bookingBody(bad) })
    expect(asNew.status).toBe(400)
    expect(details).toEqual((await asNew.json() as { details: unknown[] }).details)
    expect(details.map((d) => d.path)).toEqual(['date', 'time', 'guests', 'seatingPreference'])

    for (const empty of [{}, { name: 'Someone Else', notes: 'x' }]) {
      const none = await change(mine.manageToken, empty)
      expect(none.status).toBe(400)
      expect(await none.json()).toEqual({
        message: 'Nothing to change: send date, time, guests or seatingPreference',
        details: [{ path: '', message: 'Nothing to change: send date, time, guests or seatingPreference' }],
      })
    }
    expect((await guestView(mine.manageToken)).name).toBe('Maria Santos')
  })

  it('refuses a time already past and one outside the hours, as a new booking is refused', async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book()
    t.setNow(new Date(`${DAY}T12:10:00+08:00`))
    const past = await change(mine.manageToken, { time: '12:00' })
    expect(past.status).toBe(400)
    expect(((await past.json()) as { details: unknown[] }).details).toEqual([{ path: 'time', message: 'Please select a time later than now' }])
    // Yesterday's date passes the schema (its night may run past midnight) but not its evening.
    const yesterday = await change(mine.manageToken, { date: '2026-12-09' })
    expect(yesterday.status).toBe(400)
    expect(((await yesterday.json()) as { details: Array<{ path: string }> }).details[0].path).toBe('date')
    // 23:00 would end at 01:00, after midnight's closing.
    const late = await change(mine.manageToken, { time: '23:00' })
    expect(late.status).toBe(400)
    expect(((await late.json()) as { details: Array<{ path: string }> }).details[0].path).toBe('time')
    expect((await guestView(mine.manageToken)).time).toBe('19:00')
  })

  it('answers 404 as GET does for a token that opens nothing, whatever the body', async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book()
    const altered = mine.manageToken.slice(0, -1) + (mine.manageToken.endsWith('A') ? 'B' : 'A')
    for (const [token, body] of [
      [altered, { time: '20:00' }],
      [altered, {}],
      ['not-a-token', 'not json'],
    ] as const) {
      const res = await change(token, body)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual(NOT_FOUND)
    }
    expect((await guestView(mine.manageToken)).time).toBe('19:00')
  })

  it('refuses a change from another site (403)', async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book()
    const res = await change(mine.manageToken, { time: '20:00' }, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect((await guestView(mine.manageToken)).time).toBe('19:00')
  })

  it("counts every change against the address's bookings, so a stranger cannot churn the evening", async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book()
    const perHour = t.config.BOOKINGS_PER_ADDRESS_PER_HOUR
    t.config.BOOKINGS_PER_ADDRESS_PER_HOUR = 3
    try {
      // The booking itself was one; two changes make three.
      await changed(mine.manageToken, { time: '20:00' })
      await changed(mine.manageToken, { time: '21:00' })
      const res = await change(mine.manageToken, { time: '19:00' })
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBeTruthy()
      expect((await guestView(mine.manageToken)).time).toBe('21:00')
    } finally {
      t.config.BOOKINGS_PER_ADDRESS_PER_HOUR = perHour
    }
  })
})

describe('GET /api/bookings/:token/availability', () => {
  it("counts the guest's own seats as free, so a move by half an hour on the only table is offered", async () => {
    await seed({ tables: [[1, 4]] })
    const mine = await book({ time: '19:00' })
    type Slots = { slots: Array<{ time: string; available: boolean; reason?: string }> }
    const publicDay = (await (await t.request('GET', `/api/availability?date=${DAY}&guests=2`)).json()) as Slots
    expect(publicDay.slots.find((s) => s.time === '19:30')).toMatchObject({ available: false, reason: 'full' })
    const res = await t.request('GET', `/api/bookings/${mine.manageToken}/availability?date=${DAY}&guests=2`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const mineDay = (await res.json()) as Slots
    expect(mineDay.slots.find((s) => s.time === '19:30')).toMatchObject({ available: true })
    expect((await changed(mine.manageToken, { time: '19:30' })).time).toBe('19:30')
    // Unknown tokens answer as GET does; a bad question as the public availability does.
    expect(await (await t.request('GET', `/api/bookings/${'x'.repeat(43)}/availability?date=${DAY}&guests=2`)).json()).toEqual(NOT_FOUND)
    expect((await t.request('GET', `/api/bookings/${mine.manageToken}/availability?date=${DAY}&guests=0`)).status).toBe(400)
  })
})
