/**
 * Waitlist offers (issue 31, decision 018): a freed table goes to the first online guest in line, held for them as a
 * real seat hold until it lapses; then it passes on. The venue is in Asia/Manila (UTC+8); every test fixes the clock.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { OnlineJoinedJson, WaitlistEntryJson, WaitlistStatusJson } from '~/contracts/waitlist'
import { renderEmail } from '~/.server/email/booking-email'
import { sweepWaitlist } from '~/.server/services/waitlist-offers'
import type { BookingEmailContent } from '~/.server/email/booking-email-content'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { useTestApp } from '../support/test-app'

const t = useTestApp({ WAITLIST_HOLD_MINUTES: '15' })

/** 19:10 at the venue on 5 December. */
const NOW = new Date('2026-12-05T11:10:00Z')
const DAY = '2026-12-10'
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000)

let guestNumber = 0
async function join(overrides: Record<string, unknown> = {}): Promise<OnlineJoinedJson & { token: string }> {
  guestNumber += 1
  const body = { name: `Guest ${guestNumber}`, email: `wait.${guestNumber}@example.com`, date: DAY, from: '19:00', to: '20:00', guests: 2, seatingPreference: 'table', ...overrides }
  const res = await t.request('POST', '/api/waitlist', { body })
  expect(res.status, await res.clone().text()).toBe(201)
  const joined = (await res.json()) as OnlineJoinedJson
  return { ...joined, token: joined.statusPath.split('/').at(-1)! }
}

async function book(overrides: Record<string, unknown> = {}) {
  return t.request('POST', '/api/reservations', { body: bookingBody({ date: DAY, time: '19:00', ...overrides }) })
}

async function status(token: string): Promise<WaitlistStatusJson> {
  const res = await t.request('GET', `/api/waitlist/status/${token}`)
  expect(res.status).toBe(200)
  return (await res.json()) as WaitlistStatusJson
}

async function heldOffers(): Promise<number> {
  const result = (await t.database.handle.db.execute(sql`select count(*) as n from reservations where status = 'offered'`)) as unknown as { rows: Array<{ n: string | number }> }
  return Number(result.rows[0].n)
}

/** One table of four, booked at 19:00 (till 21:00): the evening is full. Answers that booking's private token. */
async function fullEvening(tables: Array<[number, number]> = [[1, 4]]): Promise<string> {
  await seedAppCapacity(t, { tables })
  t.setNow(NOW)
  const res = await book()
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { manageToken: string }).manageToken
}

describe('online waitlist offers', () => {
  it('makes exactly one offer when a booking is cancelled, and the hold refuses anyone else those seats', async () => {
    const booked = await fullEvening()
    const first = await join()
    const second = await join()
    expect([first.position, second.position]).toEqual([1, 2])
    expect((await status(first.token)).status).toBe('waiting')

    expect((await t.request('POST', `/api/bookings/${booked}/cancel`)).status).toBe(200)
    expect(await heldOffers()).toBe(1)
    const offered = await status(first.token)
    expect(offered).toMatchObject({ status: 'offered', position: 1, offerTime: '19:00', offerExpiresAt: minutesLater(15).toISOString() })
    expect((await status(second.token)).status).toBe('waiting')

    const other = await book()
    expect(other.status).toBe(409)

    // The e-mails: each guest's link on joining; the offer, with the held time and until when, to the first only.
    const mails = (await t.database.handle.db.execute(
      sql`select kind, recipient, content from email_outbox where kind like 'waitlist-%' order by id`,
    )) as unknown as { rows: Array<{ kind: string; recipient: string; content: BookingEmailContent }> }
    expect(mails.rows.map((m) => [m.kind, m.recipient])).toEqual([
      ['waitlist-joined', mails.rows[0].recipient],
      ['waitlist-joined', mails.rows[1].recipient],
      ['waitlist-offer', mails.rows[0].recipient],
    ])
    const offerMail = mails.rows[2].content
    expect(offerMail.waitlist).toMatchObject({ token: first.token, until: '19:25' })
    const text = renderEmail('waitlist-offer', offerMail).text
    expect(text).toContain('is held for you until 7:25 PM')
    expect(text).toContain(`/waitlist/${first.token}`)
  })

  it('lets the hold lapse at its time: the next guest gets the seats, and a late accept is 409', async () => {
    const booked = await fullEvening()
    const first = await join()
    const second = await join()
    await t.request('POST', `/api/bookings/${booked}/cancel`)

    t.setNow(minutesLater(16))
    expect((await status(first.token)).status).toBe('expired')
    expect(await status(second.token)).toMatchObject({ status: 'offered', position: 1 })
    expect(await heldOffers()).toBe(1)
    const late = await t.request('POST', `/api/waitlist/status/${first.token}/accept`)
    expect(late.status).toBe(409)

    const accepted = await t.request('POST', `/api/waitlist/status/${second.token}/accept`)
    expect(accepted.status, await accepted.clone().text()).toBe(201)
    const booking = (await accepted.json()) as { status: string; time: string; managePath: string; reference: string }
    expect(booking).toMatchObject({ status: 'confirmed', time: '19:00' })
    expect(booking.managePath).toMatch(/^\/booking\/[A-Za-z0-9_-]{43}$/)
    expect((await t.request('GET', `/api/bookings/${booking.managePath.split('/').at(-1)}`)).status).toBe(200)
    expect(await status(second.token)).toMatchObject({ status: 'seated', position: null, managePath: booking.managePath })
    expect(await heldOffers()).toBe(0)
  })

  it('frees the held seats when nobody is left to take them', async () => {
    const booked = await fullEvening()
    await join()
    await t.request('POST', `/api/bookings/${booked}/cancel`)
    expect((await book()).status).toBe(409)
    t.setNow(minutesLater(16))
    const cookie = await t.signIn()
    const line = (await (await t.request('GET', `/api/waitlist?date=${DAY}`, { cookie })).json()) as WaitlistEntryJson[]
    expect(line.map((entry) => entry.status)).toEqual(['expired'])
    expect((await book()).status).toBe(201)
  })

  it('lets the sweep lapse an offer past its time and pass the seats on, with no read of the line', async () => {
    const booked = await fullEvening()
    const first = await join()
    const second = await join()
    await t.request('POST', `/api/bookings/${booked}/cancel`)
    t.setNow(minutesLater(16))
    expect(await sweepWaitlist(t.deps.db, t.deps.clock, { holdMinutes: 15 })).toBe(1)
    const rows = (await t.database.handle.db.execute(sql`select status from waitlist_entries order by id`)) as unknown as { rows: Array<{ status: string }> }
    expect(rows.rows.map((row) => row.status)).toEqual(['expired', 'offered'])
    expect((await status(first.token)).status).toBe('expired')
    expect((await status(second.token)).offerExpiresAt).toBe(minutesLater(31).toISOString())
  })

  it("expires a guest's wait once the last start of their window has passed", async () => {
    await fullEvening()
    const waiting = await join({ from: '19:30', to: '20:00' })
    t.setNow(new Date('2026-12-10T11:59:00Z'))
    expect((await status(waiting.token)).status).toBe('waiting')
    t.setNow(new Date('2026-12-10T12:01:00Z'))
    expect(await status(waiting.token)).toMatchObject({ status: 'expired', position: null })
  })

  it('passes a declined offer on to the next guest in line', async () => {
    const booked = await fullEvening()
    const first = await join()
    const second = await join()
    await t.request('POST', `/api/bookings/${booked}/cancel`)
    const left = await t.request('POST', `/api/waitlist/status/${first.token}/leave`)
    expect(left.status).toBe(200)
    expect(((await left.json()) as WaitlistStatusJson).status).toBe('left')
    expect(await status(second.token)).toMatchObject({ status: 'offered', position: 1 })
    expect(await heldOffers()).toBe(1)
  })

  it('offers nothing to a party the freed table does not fit, and the next one that fits gets it', async () => {
    const booked = await fullEvening([[1, 4], [2, 6]])
    expect((await book({ guests: 6 })).status).toBe(201)
    const large = await join({ guests: 6 })
    const late = await join({ from: '21:00', to: '22:00' })
    const fits = await join()
    await t.request('POST', `/api/bookings/${booked}/cancel`)
    expect((await status(large.token)).status).toBe('waiting')
    expect((await status(fits.token)).status).toBe('offered')
    // 21:00 was free all along: that guest was offered it when they joined.
    expect((await status(late.token)).status).toBe('offered')
  })
})

describe('joining online: limits', () => {
  it('takes one entry per e-mail and day, and refuses bad windows with 400', async () => {
    await fullEvening()
    await join({ email: 'same@example.com' })
    const again = await t.request('POST', '/api/waitlist', {
      body: { name: 'Same', email: 'SAME@example.com', date: DAY, from: '19:00', to: '20:00', guests: 2, seatingPreference: 'table' },
    })
    expect(again.status).toBe(409)
    const base = { name: 'Ana', email: 'ana@example.com', date: DAY, guests: 2, seatingPreference: 'table' }
    for (const window of [{ from: '20:00', to: '19:00' }, { from: '17:00', to: '22:00' }, { from: '19:10', to: '20:00' }, { from: 'x', to: 3 }, {}]) {
      const res = await t.request('POST', '/api/waitlist', { body: { ...base, ...window } })
      expect(res.status, JSON.stringify(window)).toBe(400)
    }
    const tooMany = await t.request('POST', '/api/waitlist', { body: { ...base, from: '19:00', to: '20:00', guests: 12 } })
    expect(tooMany.status).toBe(400)
    expect((await t.request('POST', '/api/waitlist', { body: '{"name":' })).status).toBe(400)
  })

  it('answers one 404 for every token that opens nothing', async () => {
    for (const token of ['short', 'A'.repeat(43), '%00']) {
      expect((await t.request('GET', `/api/waitlist/status/${token}`)).status).toBe(404)
      expect((await t.request('POST', `/api/waitlist/status/${token}/accept`)).status).toBe(404)
    }
  })
})

describe('the online waitlist turned off', () => {
  const off = useTestApp({ WAITLIST_ONLINE: 'off' })
  it('refuses the public join', async () => {
    await seedAppCapacity(off, { tables: [[1, 4]] })
    const res = await off.request('POST', '/api/waitlist', {
      body: { name: 'Ana', email: 'ana@example.com', date: DAY, from: '19:00', to: '20:00', guests: 2, seatingPreference: 'table' },
    })
    expect(res.status).toBe(404)
    // The booking form learns it from the day's availability: no "notify me" offer.
    const times = await off.request('GET', `/api/availability?date=${DAY}&guests=2&seating=table`)
    expect(((await times.json()) as { waitlistOnline?: boolean }).waitlistOnline).toBe(false)
  })

  it('says nothing of the waitlist in the availability while it is on', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const times = await t.request('GET', `/api/availability?date=${DAY}&guests=2&seating=table`)
    expect((await times.json()) as object).not.toHaveProperty('waitlistOnline')
  })
})
