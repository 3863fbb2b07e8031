import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { emailOutbox } from '~/.server/db/schema'
import type { CreatedReservationJson } from '~/contracts/reservations'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

// Behind one trusted proxy, so each booking names its client's address (the last X-Forwarded-For entry).
const t = useTestApp({ TRUST_PROXY: '1' })

const VICTIM = 'victim@example.com'
const HALF_HOURS = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']

beforeEach(async () => {
  // The documented defaults (three guest e-mails a day per recipient, reminders a day ahead, ten bookings an hour and
  // twenty a day per client address), which a test may change for itself.
  Object.assign(t.config, { GUEST_EMAILS_PER_ADDRESS_PER_DAY: 3, REMINDER_HOURS_BEFORE: 24, BOOKINGS_PER_ADDRESS_PER_HOUR: 10, BOOKINGS_PER_ADDRESS_PER_DAY: 20 })
  await seedCapacity(t.database.handle.db, { tables: HALF_HOURS.map((_, i) => [i + 1, 4] as [number, number]) })
  // Half-hour stays: one address books every half hour without doubling a booking of its own (duplicate-booking.ts).
  await t.database.handle.db.execute(sql`insert into seating_rules (id, stays) values (1, '[{"maxGuests": 20, "minutes": 30}]'::jsonb) on conflict (id) do update set stays = excluded.stays`)
  t.deps.reads.invalidate()
})

function book(client: string, overrides: Record<string, unknown>) {
  return t.request('POST', '/api/reservations', {
    body: bookingBody({ email: VICTIM, guests: 2, ...overrides }),
    headers: { 'x-forwarded-for': `10.1.2.3, ${client}` },
  })
}

async function booked(client: string, overrides: Record<string, unknown>): Promise<CreatedReservationJson> {
  const res = await book(client, overrides)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as CreatedReservationJson
}

/** The outbox rows to an address (compared as the cap compares it), as kinds in the order written. */
async function kindsTo(address: string): Promise<string[]> {
  const rows = await t.database.handle.db
    .select({ kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(sql`lower(trim(${emailOutbox.recipient})) = ${address.toLowerCase()}`)
    .orderBy(emailOutbox.id)
  return rows.map((r) => r.kind)
}

describe('booking e-mails per recipient address', () => {
  it('books the 4th booking to one address from another client, but does not mail it, and says so', async () => {
    t.config.REMINDER_HOURS_BEFORE = 0
    const day = venueDateFromToday(3)
    const answers = []
    for (const [i, email] of [VICTIM, 'Victim@Example.com', VICTIM, 'VICTIM@example.com'].entries()) {
      answers.push(await booked(`198.51.100.${i + 1}`, { email, date: day, time: HALF_HOURS[i] }))
    }
    expect(answers.map((a) => a.confirmationEmail)).toEqual(['queued', 'queued', 'queued', 'not-sent'])
    expect(answers[3].reference).toMatch(/\S/)
    expect(await kindsTo(VICTIM)).toEqual(['booking-confirmation', 'booking-confirmation', 'booking-confirmation'])
    // No notice to the venue for the booking that was not mailed either: a flood to one address is no flood to staff.
    expect(await kindsTo(DEFAULT_VENUE.email)).toEqual(['staff-new-booking', 'staff-new-booking', 'staff-new-booking'])
    // Another address is not affected.
    expect((await booked('198.51.100.9', { email: 'ana@example.com', date: day, time: HALF_HOURS[4] })).confirmationEmail).toBe('queued')
  })

  it('counts reminders too: a booking whose confirmation was not mailed gets no reminder either', async () => {
    const day = venueDateFromToday(3)
    const first = await booked('198.51.100.1', { date: day, time: '12:00' })
    const second = await booked('198.51.100.2', { date: day, time: '13:00' })
    const third = await booked('198.51.100.3', { date: day, time: '14:00' })
    expect([first, second, third].map((a) => a.confirmationEmail)).toEqual(['queued', 'queued', 'not-sent'])
    // The first booking's confirmation and reminder, the second's confirmation: three. Nothing about the third.
    expect(await kindsTo(VICTIM)).toEqual(['booking-confirmation', 'booking-reminder', 'booking-confirmation'])
    const aboutThird = await t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, third.id))
    expect(aboutThird).toEqual([])
  })

  it('counts only the last 24 hours: the next day the address gets its e-mails again', async () => {
    t.config.REMINDER_HOURS_BEFORE = 0
    const now = new Date()
    t.setNow(now)
    const day = venueDateFromToday(5)
    for (const [i, time] of HALF_HOURS.slice(0, 3).entries()) await booked(`198.51.100.${i + 1}`, { date: day, time })
    expect((await booked('198.51.100.4', { date: day, time: HALF_HOURS[3] })).confirmationEmail).toBe('not-sent')
    t.setNow(new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000))
    expect((await booked('198.51.100.5', { date: day, time: HALF_HOURS[4] })).confirmationEmail).toBe('queued')
  })

  it("counts a guest's change and cancellation with the private link, and the answer says when they were not mailed", async () => {
    t.config.REMINDER_HOURS_BEFORE = 0
    const day = venueDateFromToday(3)
    const bookings = []
    for (const [i, time] of HALF_HOURS.slice(0, 3).entries()) bookings.push(await booked(`198.51.100.${i + 1}`, { date: day, time }))
    const changed = await t.request('PATCH', `/api/bookings/${bookings[0].manageToken}`, {
      body: { time: '17:00' },
      headers: { 'x-forwarded-for': '10.1.2.3, 198.51.100.1' },
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    expect(await changed.json()).toMatchObject({ time: '17:00', changeEmail: 'not-sent' })
    const cancelled = await t.request('POST', `/api/bookings/${bookings[1].manageToken}/cancel`, { headers: { 'x-forwarded-for': '10.1.2.3, 198.51.100.2' } })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', changeEmail: 'not-sent' })
    expect(await kindsTo(VICTIM)).toEqual(['booking-confirmation', 'booking-confirmation', 'booking-confirmation'])
    // With room (another address), both are mailed and say so.
    t.config.GUEST_EMAILS_PER_ADDRESS_PER_DAY = 0
    const again = await t.request('POST', `/api/bookings/${bookings[2].manageToken}/cancel`, { headers: { 'x-forwarded-for': '10.1.2.3, 198.51.100.3' } })
    expect(await again.json()).toMatchObject({ status: 'cancelled', changeEmail: 'queued' })
  })

  it('always mails what staff do (and counts it)', async () => {
    t.config.REMINDER_HOURS_BEFORE = 0
    const day = venueDateFromToday(3)
    const bookings = []
    for (const [i, time] of HALF_HOURS.slice(0, 3).entries()) bookings.push(await booked(`198.51.100.${i + 1}`, { date: day, time }))
    const cookie = await t.signIn()
    const res = await t.request('PATCH', `/api/reservations/${bookings[0].id}/status`, { body: { status: 'cancelled' }, cookie })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await kindsTo(VICTIM)).toEqual(['booking-confirmation', 'booking-confirmation', 'booking-confirmation', 'booking-cancellation'])
  })

  it('is off with GUEST_EMAILS_PER_ADDRESS_PER_DAY=0', async () => {
    t.config.GUEST_EMAILS_PER_ADDRESS_PER_DAY = 0
    t.config.REMINDER_HOURS_BEFORE = 0
    const day = venueDateFromToday(3)
    for (const [i, time] of HALF_HOURS.slice(0, 5).entries()) {
      expect((await booked(`198.51.100.${i + 1}`, { date: day, time })).confirmationEmail).toBe('queued')
    }
    expect(await kindsTo(VICTIM)).toHaveLength(5)
  })

  it('lets no two parallel bookings take the last place: ten at once to one address queue three e-mails', async () => {
    t.config.REMINDER_HOURS_BEFORE = 0
    const day = venueDateFromToday(4)
    const answers = await Promise.all(HALF_HOURS.map((time, i) => booked(`198.51.100.${i + 1}`, { date: day, time })))
    expect(answers.filter((a) => a.confirmationEmail === 'queued')).toHaveLength(3)
    expect(answers.filter((a) => a.confirmationEmail === 'not-sent')).toHaveLength(7)
    expect(await kindsTo(VICTIM)).toHaveLength(3)
  })

  it('limits a group request receipt the same way, and sends staff no notice of one not mailed', async () => {
    t.config.REMINDER_HOURS_BEFORE = 0
    const day = venueDateFromToday(3)
    for (const [i, time] of HALF_HOURS.slice(0, 3).entries()) await booked(`198.51.100.${i + 1}`, { date: day, time })
    const res = await t.request('POST', '/api/group-requests', {
      body: bookingBody({ email: VICTIM, guests: 30, date: day, time: '19:00' }),
      headers: { 'x-forwarded-for': '10.1.2.3, 198.51.100.7' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await kindsTo(VICTIM)).not.toContain('group-request-received')
    const notices = await t.database.handle.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'staff-group-request')))
    expect(notices).toEqual([])
  })
})

describe('the booking form is no mail relay (the whole app, its default settings)', () => {
  it('from five client addresses, fifty bookings to one stranger queue three e-mails to them and two notices to the venue', async () => {
    // Fifty bookings: five addresses, ten each (the hourly limit), over five days so each finds a table.
    const days = [3, 4, 5, 6, 7].map((n) => venueDateFromToday(n))
    const answers = []
    for (let client = 1; client <= 5; client++) {
      for (const time of HALF_HOURS) {
        answers.push(await booked(`203.0.113.${client}`, { date: days[client - 1], time, name: 'Prize at https://scam.example', notes: 'Claim at scam.example/x' }))
      }
    }
    expect(answers).toHaveLength(50)
    expect(answers.filter((a) => a.confirmationEmail === 'queued')).toHaveLength(2)
    const guestMails = await kindsTo(VICTIM)
    // The first booking's confirmation and reminder, the second's confirmation; the 4th to the 50th are not mailed.
    expect(guestMails).toEqual(['booking-confirmation', 'booking-reminder', 'booking-confirmation'])
    expect(await kindsTo(DEFAULT_VENUE.email)).toHaveLength(2)
    // The 51st booking from the first address is refused outright by the hourly limit.
    expect((await book('203.0.113.1', { date: days[0], time: '17:00' })).status).toBe(429)
  })
})
