/**
 * Group requests (docs/decisions/012-seating-engine.md): a party larger than the venue seats online asks for a table;
 * the request is stored holding nothing, staff give it tables and confirm it or decline it with a message, and the
 * guest follows it by e-mail and on their private page. The venue is in Asia/Manila (UTC+8); every test fixes the
 * clock and owns its dates.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, reservations } from '~/.server/db/schema'
import type { BookingEmailContent } from '~/.server/email/booking-email-content'
import { outgoingEmail } from '~/.server/email-sender'
import type { GuestBookingJson } from '~/contracts/bookings'
import type { EmailPreviewJson } from '~/contracts/emails'
import type { CreatedGroupRequestJson } from '~/contracts/group-requests'
import type { ReservationJson, StaffCreatedReservationJson, TableClashBody } from '~/contracts/reservations'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { bookingBody, seedCapacity } from '../support/capacity'
import { useTestApp } from '../support/test-app'

const t = useTestApp({ TRUST_PROXY: '1', BOOKINGS_PER_ADDRESS_PER_HOUR: '3' })

/** 04:00 UTC on 25 November is 12:00 at the venue. */
const NOW = new Date('2026-11-25T04:00:00Z')
const TODAY = '2026-11-25'
const SATURDAY = '2026-12-05'

type Json = Record<string, unknown>

/** A valid request: 30 guests on Saturday at 7:00 PM; override any field. */
function requestBody(overrides: Json = {}): Json {
  return {
    name: 'Lea Cruz',
    email: 'lea@example.com',
    phone: '0917 555 0142',
    date: SATURDAY,
    time: '19:00',
    guests: 30,
    notes: 'A company dinner',
    ...overrides,
  }
}

/** Each request from an address of its own unless one is given: only the limit's test meets the limit. */
let nextAddress = 1
function send(body: Json, address = `203.0.113.${nextAddress++ % 250}`) {
  return t.request('POST', '/api/group-requests', { body, headers: { 'x-forwarded-for': address } })
}

/** The seating rules' stays, written as staff save them (the rules' own API is tested elsewhere). */
async function stays(rules: Array<{ maxGuests: number; minutes: number }>) {
  await t.database.handle.db.execute(sql`
    insert into seating_rules (id, stays) values (1, ${JSON.stringify(rules)}::jsonb)
    on conflict (id) do update set stays = excluded.stays`)
}

async function sent(res: Response): Promise<CreatedGroupRequestJson> {
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as CreatedGroupRequestJson
}

async function expectRefused(res: Response, status: number, path: string, message: string) {
  expect(res.status).toBe(status)
  expect(await res.json()).toEqual({ message, details: [{ path, message }] })
}

/** Tables (number, seats) and the clock at NOW; returns the staff cookie. */
async function openVenue(tables: Array<[number, number]> = [[1, 4], [2, 40]]): Promise<string> {
  await seedCapacity(t.database.handle.db, { tables, barSeats: 6 })
  t.deps.reads.invalidate()
  t.setNow(NOW)
  return t.signIn()
}

async function row(reference: string) {
  const [found] = await t.database.handle.db.select().from(reservations).where(eq(reservations.reference, reference))
  return found
}

async function heldTables(reservationId: number): Promise<number> {
  const result = (await t.database.handle.db.execute(
    sql`select count(*) as n from table_holds where reservation_id = ${reservationId}`,
  )) as unknown as { rows: Array<{ n: number | string }> }
  return Number(result.rows[0].n)
}

async function guestPage(managePath: string): Promise<GuestBookingJson> {
  const res = await t.request('GET', `/api/bookings/${managePath.split('/').pop()}`)
  expect(res.status).toBe(200)
  return (await res.json()) as GuestBookingJson
}

function assign(cookie: string, id: number, tableNumbers: number[]) {
  return t.request('PATCH', `/api/reservations/${id}/table`, { cookie, body: { tableNumbers } })
}

function setStatus(cookie: string, id: number, body: Json) {
  return t.request('PATCH', `/api/reservations/${id}/status`, { cookie, body })
}

async function ok<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}

async function outbox(reservationId: number) {
  return t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, reservationId)).orderBy(emailOutbox.id)
}

/** 18:00-02:00 on `date` (an exception), the default hours the other days. */
async function lateNight(cookie: string, date: string) {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
  const res = await t.request('PUT', '/api/opening-hours', {
    cookie,
    body: { weekly, exceptions: [{ date, closed: false, opens: '18:00', closes: '02:00' }] },
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

describe('POST /api/group-requests', () => {
  it('stores a request that holds nothing, with a reference and a private link, for the party\'s stay', async () => {
    await openVenue()
    // Stays by party: the last rule's for a party above every rule.
    await stays([{ maxGuests: 4, minutes: 90 }, { maxGuests: 20, minutes: 180 }])
    const created = await sent(await send(requestBody()))
    expect(created).toEqual({ reference: expect.stringMatching(/^BB-[2-9A-HJKMNP-Z]{5}$/), managePath: expect.stringMatching(/^\/booking\/[A-Za-z0-9_-]{43}$/), status: 'requested' })

    const stored = await row(created.reference)
    expect(stored).toMatchObject({
      status: 'requested',
      source: 'online',
      seatingPreference: 'table',
      guests: 30,
      date: SATURDAY,
      time: '19:00',
      stayMinutes: 180,
      phone: '+639175550142',
      notes: 'A company dinner',
      tableId: null,
      combinationId: null,
    })
    expect(String(stored.startsAt)).toMatch(/^2026-12-05 19:00:00/)
    expect(await heldTables(stored.id)).toBe(0)

    const page = await guestPage(created.managePath)
    // The guest may withdraw the request until its time.
    expect(page).toMatchObject({ reference: created.reference, status: 'requested', guests: 30, time: '19:00', endTime: '22:00', canCancel: true, guestMessage: null })
    const token = created.managePath.split('/').pop()!
    const withdrawn = await t.request('POST', `/api/bookings/${token}/cancel`)
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200)
    expect(await withdrawn.json()).toMatchObject({ status: 'cancelled', canCancel: false })
  })

  it('takes any quarter hour within the day\'s hours (which a booking may not), after midnight too', async () => {
    const cookie = await openVenue()
    // 22:15: off a booking's half-hour grid and too late for its two hours, but the venue is open.
    const late = await sent(await send(requestBody({ time: '22:15' })))
    expect((await row(late.reference)).time).toBe('22:15')
    const booking = await t.request('POST', '/api/reservations', { body: bookingBody({ date: SATURDAY, time: '22:15' }) })
    expect(booking.status).toBe(400)

    await lateNight(cookie, SATURDAY)
    const afterMidnight = await sent(await send(requestBody({ time: '01:45' })))
    const stored = await row(afterMidnight.reference)
    expect(stored).toMatchObject({ date: SATURDAY, time: '01:45' })
    expect(String(stored.startsAt)).toMatch(/^2026-12-06 01:45:00/)
  })

  it('refuses a closed day and a time outside the hours with a booking\'s words, and a time already past', async () => {
    const cookie = await openVenue()
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
    const hours = await t.request('PUT', '/api/opening-hours', {
      cookie,
      body: { weekly, exceptions: [{ date: '2026-12-08', closed: true, note: 'Private event' }, { date: '2026-12-09', closed: false, opens: '16:00', closes: '22:00' }] },
    })
    expect(hours.status).toBe(200)

    await expectRefused(await send(requestBody({ date: '2026-12-08' })), 400, 'date', 'We are closed on Tuesday, December 8, 2026 (Private event). Please choose another day.')
    await expectRefused(
      await send(requestBody({ date: '2026-12-09', time: '22:00' })),
      400,
      'time',
      'On Wednesday, December 9, 2026 we are open 4:00 PM to 10:00 PM: please choose a time from 4:00 PM to 9:45 PM.',
    )
    await expectRefused(
      await send(requestBody({ date: '2026-12-09', time: '15:45' })),
      400,
      'time',
      'On Wednesday, December 9, 2026 we are open 4:00 PM to 10:00 PM: please choose a time from 4:00 PM to 9:45 PM.',
    )
    await expectRefused(await send(requestBody({ date: TODAY, time: '11:30' })), 400, 'time', 'Please select a time later than now')
    expect(await t.database.handle.db.select().from(reservations)).toEqual([])
  })

  it('checks every field with a booking\'s messages, a phone required and up to 200 guests', async () => {
    await openVenue()
    await expectRefused(await send(requestBody({ phone: '' })), 400, 'phone', 'Please enter your phone number')
    const { phone: _phone, ...noPhone } = requestBody()
    await expectRefused(await send(noPhone), 400, 'phone', 'Please enter your phone number')
    await expectRefused(await send(requestBody({ guests: 201 })), 400, 'guests', 'Maximum 200 guests per group request')
    await expectRefused(await send(requestBody({ guests: 0 })), 400, 'guests', 'Must have at least 1 guest')
    await expectRefused(await send(requestBody({ guests: 30.5 })), 400, 'guests', 'Number of guests must be a whole number')
    await expectRefused(await send(requestBody({ time: '19:10' })), 400, 'time', 'Please select one of the listed times')
    await expectRefused(await send(requestBody({ date: '2026-11-20' })), 400, 'date', 'Please select today or a later date')
    await expectRefused(await send(requestBody({ email: 'lea' })), 400, 'email', 'Invalid email format')
    // A party written as text, and 200 at most.
    expect((await row((await sent(await send(requestBody({ guests: '200' })))).reference)).guests).toBe(200)
  })

  it('counts against the per-address limit with guests\' online bookings', async () => {
    await openVenue()
    const address = '198.51.100.9'
    await sent(await send(requestBody(), address))
    const booking = await t.request('POST', '/api/reservations', { body: bookingBody({ date: SATURDAY }), headers: { 'x-forwarded-for': address } })
    expect(booking.status).toBe(201)
    await sent(await send(requestBody({ time: '20:00' }), address))
    const refused = await send(requestBody({ time: '21:00' }), address)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(/^You have made several bookings in a short time\./)
    // A refused request (400) uses nothing up; another address is not affected.
    expect((await send(requestBody({ phone: '' }), '198.51.100.10')).status).toBe(400)
    await sent(await send(requestBody(), '198.51.100.10'))
  })
})

describe('GET /api/group-requests', () => {
  it('lists the requests still waiting, from today on, soonest first, to staff only', async () => {
    const cookie = await openVenue()
    expect((await t.request('GET', '/api/group-requests')).status).toBe(401)
    const later = await sent(await send(requestBody({ date: '2026-12-10', name: 'Later Group' })))
    const sooner = await sent(await send(requestBody({ date: TODAY, time: '20:00', name: 'Tonight Group' })))
    const answered = await sent(await send(requestBody({ date: '2026-12-01', name: 'Answered Group' })))
    await ok(await setStatus(cookie, (await row(answered.reference)).id, { status: 'declined', message: 'We are fully booked that night.' }))
    // One from before today: no longer open to an answer.
    await t.database.handle.db.update(reservations).set({ date: '2026-11-24', startsAt: '2026-11-24 19:00:00' }).where(eq(reservations.reference, later.reference))
    const stale = await sent(await send(requestBody({ date: '2026-12-11', name: 'Still Later Group' })))

    const open = await ok<ReservationJson[]>(await t.request('GET', '/api/group-requests', { cookie }))
    expect(open.map((r) => [r.reference, r.status, r.date])).toEqual([
      [sooner.reference, 'requested', TODAY],
      [stale.reference, 'requested', '2026-12-11'],
    ])
    expect(open[0]).toMatchObject({ name: 'Tonight Group', guests: 30, phone: '+639175550142', email: 'lea@example.com', notes: 'A company dinner', tableNumbers: [] })
    // The reservation reads show them as requests too.
    const day = await ok<ReservationJson[]>(await t.request('GET', `/api/reservations?date=${TODAY}`, { cookie }))
    expect(day.map((r) => r.status)).toEqual(['requested'])
  })
})

describe('staff answer a request', () => {
  it('confirm it once it has tables: then it holds them, and the guest\'s page shows the booking', async () => {
    const cookie = await openVenue()
    const created = await sent(await send(requestBody()))
    const { id } = await row(created.reference)

    const early = await setStatus(cookie, id, { status: 'confirmed' })
    expect(early.status).toBe(409)
    expect(((await early.json()) as { message: string }).message).toBe('Assign a table or joined tables to this group request first, then confirm it.')

    const tooSmall = await assign(cookie, id, [1])
    expect(tooSmall.status).toBe(409)
    expect(((await tooSmall.json()) as { message: string }).message).toBe('Table 1 seats 4; this booking is for 30 guests.')

    const assigned = await ok<ReservationJson>(await assign(cookie, id, [2]))
    expect(assigned).toMatchObject({ status: 'requested', tableNumber: 2, tableNumbers: [2] })
    // Assigned but not confirmed: still holds nothing.
    expect(await heldTables(id)).toBe(0)

    const confirmed = await ok<ReservationJson>(await setStatus(cookie, id, { status: 'confirmed' }))
    expect(confirmed).toMatchObject({ status: 'confirmed', tableNumbers: [2], endTime: '21:00', stayMinutes: 120 })
    expect(await heldTables(id)).toBe(1)
    expect(await guestPage(created.managePath)).toMatchObject({ status: 'confirmed', canCancel: true })

    // Its table is now taken for the stay.
    const clash = await t.request('POST', '/api/reservations', { cookie, body: bookingBody({ date: SATURDAY, time: '20:00', source: 'phone', tableNumber: 2 }) })
    expect(clash.status).toBe(409)
    expect(await ok<ReservationJson[]>(await t.request('GET', '/api/group-requests', { cookie }))).toEqual([])
  })

  it('seats a request at joined tables, holding every one of them', async () => {
    const cookie = await openVenue([[5, 20], [6, 16], [7, 4]])
    const joined = await t.request('POST', '/api/table-combinations', { cookie, body: { tableNumbers: [5, 6], capacity: 36 } })
    expect(joined.status, await joined.clone().text()).toBe(201)
    const { id } = await row((await sent(await send(requestBody()))).reference)
    const notJoined = await assign(cookie, id, [5, 7])
    expect(notJoined.status).toBe(400)
    expect(await ok<ReservationJson>(await assign(cookie, id, [6, 5]))).toMatchObject({ tableNumber: 5, tableNumbers: [5, 6] })
    await ok(await setStatus(cookie, id, { status: 'confirmed' }))
    expect(await heldTables(id)).toBe(2)
  })

  it('checks the tables again on confirming: a table booked meanwhile refuses it (409), and nothing changes', async () => {
    const cookie = await openVenue()
    const { id } = await row((await sent(await send(requestBody()))).reference)
    await ok(await assign(cookie, id, [2]))
    // The request holds nothing yet: staff may still seat another party there.
    const other = await t.request('POST', '/api/reservations', {
      cookie,
      body: bookingBody({ date: SATURDAY, time: '18:30', source: 'phone', tableNumber: 2, name: 'Ana Reyes', guests: 6 }),
    })
    const booked = (await other.json()) as StaffCreatedReservationJson
    expect(other.status).toBe(201)

    const refused = await setStatus(cookie, id, { status: 'confirmed' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      message: 'Table 2 is already booked from 6:30 PM to 8:30 PM (Ana Reyes, 6 guests).',
      conflicts: [{ id: booked.id, name: 'Ana Reyes', time: '18:30', guests: 6, reference: booked.reference }],
    } satisfies TableClashBody)
    const [after] = await t.database.handle.db.select().from(reservations).where(eq(reservations.id, id))
    expect(after.status).toBe('requested')
    expect(await heldTables(id)).toBe(0)
  })

  it('declines it with a message the guest reads; a declined request stays declined, and bookings are cancelled instead', async () => {
    const cookie = await openVenue()
    const created = await sent(await send(requestBody()))
    const { id } = await row(created.reference)

    const noMessage = await setStatus(cookie, id, { status: 'declined' })
    await expectRefused(noMessage, 400, 'message', 'Please write the guest a message (up to 1000 characters)')
    const declined = await ok<ReservationJson>(await setStatus(cookie, id, { status: 'declined', message: 'We are fully booked that night, sorry.' }))
    expect(declined).toMatchObject({ status: 'declined', guestMessage: 'We are fully booked that night, sorry.' })
    expect(await guestPage(created.managePath)).toMatchObject({ status: 'declined', guestMessage: 'We are fully booked that night, sorry.', canCancel: false })

    await ok(await assign(cookie, id, [2]))
    const reopen = await setStatus(cookie, id, { status: 'confirmed' })
    expect(reopen.status).toBe(409)
    expect(((await reopen.json()) as { message: string }).message).toBe(
      'This group request was declined. Ask the guest to send a new request, or record a new booking.',
    )

    const booking = (await (await t.request('POST', '/api/reservations', { body: bookingBody({ date: SATURDAY }) })).json()) as StaffCreatedReservationJson
    const notARequest = await setStatus(cookie, booking.id, { status: 'declined', message: 'No.' })
    expect(notARequest.status).toBe(409)
    expect(((await notARequest.json()) as { message: string }).message).toBe('Only a group request can be declined; cancel a booking instead.')
  })
})

describe('e-mails of a group request', () => {
  async function preview(cookie: string, emailId: number) {
    return ok<EmailPreviewJson>(await t.request('GET', `/api/emails/${emailId}`, { cookie }))
  }

  it('tells the guest it was received (with the private link) and the venue that it came in', async () => {
    const cookie = await openVenue()
    const created = await sent(await send(requestBody()))
    const { id } = await row(created.reference)
    const rows = await outbox(id)
    expect(rows.map((r) => [r.kind, r.recipient, r.status])).toEqual([
      ['group-request-received', 'lea@example.com', 'queued'],
      ['staff-group-request', DEFAULT_VENUE.email, 'queued'],
    ])

    const receipt = await preview(cookie, rows[0].id)
    expect(receipt.subject).toBe(`Group request received: ${DEFAULT_VENUE.name}, Saturday, December 5, 2026 at 7:00 PM (${created.reference})`)
    expect(receipt.text).toContain('We received your request for a group of 30.')
    expect(receipt.text).toContain('See your request: http://localhost/booking/[private-token]')
    expect(receipt.attachments).toEqual([])
    // The token itself is kept with the message (what later messages link to), never shown to staff.
    expect((rows[0].content as { manageToken: string }).manageToken).toBe(created.managePath.split('/').pop())

    const notice = await preview(cookie, rows[1].id)
    expect(notice.subject).toBe(`New group request: 30 guests on Saturday, December 5, 2026 at 7:00 PM, Lea Cruz (${created.reference})`)
    expect(notice.text).toContain('lea@example.com')
    expect(notice.text).toContain('+63 917 555 0142')
    expect(notice.text).toContain('A company dinner')
    expect(notice.text).toContain('Open the requests: http://localhost/admin/reservations#requests')
    expect(notice.text).not.toContain('/booking/')
    // Staff answer the guest by replying to it.
    expect(outgoingEmail({ id: rows[1].id, kind: 'staff-group-request', recipient: rows[1].recipient, content: rows[1].content as BookingEmailContent, attempt: 1 }, 'beachbar.example').replyTo).toBe('lea@example.com')
    expect(outgoingEmail({ id: rows[0].id, kind: 'group-request-received', recipient: rows[0].recipient, content: rows[0].content as BookingEmailContent, attempt: 1 }, 'beachbar.example').replyTo).toBe(DEFAULT_VENUE.email)
  })

  it('confirms the booking to the guest with its calendar file and reminder once staff confirm it', async () => {
    const cookie = await openVenue()
    await stays([{ maxGuests: 20, minutes: 150 }])
    const created = await sent(await send(requestBody()))
    const { id } = await row(created.reference)
    await ok(await assign(cookie, id, [2]))
    await ok(await setStatus(cookie, id, { status: 'confirmed' }))

    const rows = await outbox(id)
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['group-request-received', 'queued'],
      ['staff-group-request', 'queued'],
      ['booking-confirmation', 'queued'],
      ['booking-reminder', 'queued'],
    ])
    const confirmation = await preview(cookie, rows[2].id)
    expect(confirmation.subject).toBe(`Booking confirmed: ${DEFAULT_VENUE.name}, Saturday, December 5, 2026 at 7:00 PM (${created.reference})`)
    expect(confirmation.text).toContain('Saturday, December 5, 2026 at 7:00 PM (Philippine Standard Time), for 2 hours 30 minutes')
    expect(confirmation.text).toContain('30 guests')
    expect(confirmation.text).toContain('See or cancel your booking: http://localhost/booking/[private-token]')
    expect(confirmation.attachments).toEqual([{ fileName: `booking-${created.reference.toLowerCase()}.ics`, contentType: expect.stringMatching(/^text\/calendar/) }])
    expect((rows[2].content as { manageToken: string }).manageToken).toBe(created.managePath.split('/').pop())
  })

  it('gives the guest staff\'s message when staff decline it', async () => {
    const cookie = await openVenue()
    const created = await sent(await send(requestBody()))
    const { id } = await row(created.reference)
    await ok(await setStatus(cookie, id, { status: 'declined', message: 'We are fully booked that night.\nPerhaps Sunday?' }))

    const rows = await outbox(id)
    expect(rows.map((r) => [r.kind, r.recipient])).toEqual([
      ['group-request-received', 'lea@example.com'],
      ['staff-group-request', DEFAULT_VENUE.email],
      ['group-request-declined', 'lea@example.com'],
    ])
    const decline = await preview(cookie, rows[2].id)
    expect(decline.subject).toBe(`Group request declined: ${DEFAULT_VENUE.name}, Saturday, December 5, 2026 at 7:00 PM (${created.reference})`)
    expect(decline.text).toContain('We are sorry: we cannot take your group request.')
    expect(decline.text).toContain('We are fully booked that night.\nPerhaps Sunday?')
    expect(decline.html).toContain('We are fully booked that night.\nPerhaps Sunday?')
    expect(decline.text).toContain('Book another time: http://localhost/book')
  })
})

describe('confirming a request whose tables changed since they were assigned', () => {
  it('answers 409, never a 500, when a table was made smaller, deactivated, or given by hand too small', async () => {
    const cookie = await openVenue()
    const tables = (await ok<Array<{ id: number; tableNumber: number }>>(await t.request('GET', '/api/tables', { cookie }))).sort((a, b) => a.tableNumber - b.tableNumber)
    const request = async (name: string) => row((await sent(await send(requestBody({ name, email: `${name.toLowerCase()}@example.com` })))).reference)

    // Table 2 seats 40; made to seat 10 after it was assigned to a party of 30.
    const smaller = await request('Smaller')
    await ok(await assign(cookie, smaller.id, [2]))
    await ok(await t.request('PATCH', `/api/tables/${tables[1].id}`, { cookie, body: { capacity: 10 } }))
    const refusedSmaller = await setStatus(cookie, smaller.id, { status: 'confirmed' })
    expect(refusedSmaller.status, await refusedSmaller.clone().text()).toBe(409)
    expect(((await refusedSmaller.json()) as { message: string }).message).toBe('Table 2 seats 10; this booking is for 30 guests.')
    await ok(await t.request('PATCH', `/api/tables/${tables[1].id}`, { cookie, body: { capacity: 40 } }))

    // Deactivated after it was assigned.
    const closed = await request('Closed')
    await ok(await assign(cookie, closed.id, [2]))
    await ok(await t.request('PATCH', `/api/tables/${tables[1].id}`, { cookie, body: { isActive: false, confirm: true } }))
    const refusedClosed = await setStatus(cookie, closed.id, { status: 'confirmed' })
    expect(refusedClosed.status, await refusedClosed.clone().text()).toBe(409)
    expect(((await refusedClosed.json()) as { message: string }).message).toBe('Table 2 is not in use (inactive).')
    await ok(await t.request('PATCH', `/api/tables/${tables[1].id}`, { cookie, body: { isActive: true } }))

    // A table too small is refused when given through the booking's edit, as through its table.
    const byHand = await request('ByHand')
    const tooSmall = await t.request('PATCH', `/api/reservations/${byHand.id}`, { cookie, body: { tableNumber: 1 } })
    expect(tooSmall.status).toBe(409)
    expect((await row(byHand.reference!)).tableId).toBeNull()
  })
})
