import { beforeAll, describe, expect, it } from 'vitest'
import { venueDateFromToday } from '../support/dates'
import { send, signIn } from './race-checks'
import { expectNoDoubleBooking, seedVenue, useRaceServers } from './race-venue'

// The waitlist's races (issue 31) through two production server processes on one PostgreSQL: ten cancellations and
// fifty new bookings at once while twenty guests wait for that time. Every freed table is either booked or offered
// to one guest (never both, never two guests), nobody is offered twice, and every offer is live, accepted or lapsed.
const adminUrl = process.env.TEST_DATABASE_URL
const STAFF = { username: 'owner', password: 'waitlist-race-password' }

describe.runIf(Boolean(adminUrl))('waitlist offers across two server processes on one PostgreSQL', () => {
  // Past the other race files' ports: the files may run side by side.
  const scratch = useRaceServers(adminUrl, STAFF, 4)

  beforeAll(async () => {
    await signIn(scratch.servers[0], STAFF.username, STAFF.password)
  }, 120_000)

  async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await scratch.database.query(text, values)) as T[]
  }

  it('ten cancellations and fifty bookings racing while twenty guests wait: no seat held twice, no offer made twice', async () => {
    await scratch.database.query('truncate waitlist_entries restart identity cascade')
    await seedVenue(scratch.database, Array.from({ length: 10 }, (_, i): [number, number] => [i + 1, 2]), 0)
    const date = venueDateFromToday(9)
    const [first, second] = scratch.servers
    const server = (i: number) => (i % 2 === 0 ? first : second)

    const booked = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(server(i), 'POST', '/api/reservations', { name: `Booked ${i}`, email: `booked${i}@example.com`, date, time: '19:00', guests: 2, seatingPreference: 'table' }),
      ),
    )
    expect(booked.map((a) => a.status)).toEqual(Array(10).fill(201))
    const tokens: string[] = []
    for (let i = 0; i < 20; i++) {
      const joined = await send(server(i), 'POST', '/api/waitlist', {
        name: `Waiting ${i}`,
        email: `waiting${i}@example.com`,
        date,
        from: '19:00',
        to: '19:30',
        guests: 2,
        seatingPreference: 'table',
      })
      expect(joined.status, JSON.stringify(joined.body)).toBe(201)
      tokens.push(String(joined.body.statusPath).split('/').at(-1)!)
    }

    // Spread over a few hundred milliseconds, so that some freed tables go to racers and some to the line.
    const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
    const cancellations = booked.map(async (a, i) => {
      await after(i * 40)
      return send(server(i + 1), 'POST', `/api/bookings/${String(a.body.manageToken)}/cancel`, {})
    })
    const bookings = Array.from({ length: 50 }, async (_, i) => {
      await after((i % 5) * 100)
      return send(server(i), 'POST', '/api/reservations', { name: `Racer ${i}`, email: `racer${i}@example.com`, date, time: '19:00', guests: 2, seatingPreference: 'table' })
    })
    const [cancelled, racers] = await Promise.all([Promise.all(cancellations), Promise.all(bookings)])
    expect(cancelled.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(racers.filter((a) => ![201, 409].includes(a.status))).toEqual([])
    const racersBooked = racers.filter((a) => a.status === 201).length

    await expectNoDoubleBooking(scratch.database)
    // Each offer is its own hold, made once: no entry offered twice, no hold offered to two entries.
    const offers = await rows<{ id: number; offer_reservation_id: number; status: string; hold: string }>(
      `select w.id, w.offer_reservation_id, w.status, r.status as hold
         from waitlist_entries w join reservations r on r.id = w.offer_reservation_id`,
    )
    expect(new Set(offers.map((o) => o.offer_reservation_id)).size).toBe(offers.length)
    // Every table freed went to a racer or to one guest in line, first come first served.
    expect(racersBooked + offers.length).toBe(10)
    const waiting = await rows<{ id: number }>(`select id from waitlist_entries where status = 'waiting' order by joined_at, id`)
    const offeredIds = offers.map((o) => o.id).sort((a, b) => a - b)
    expect(offeredIds).toEqual(Array.from({ length: offers.length }, (_, i) => i + 1))
    expect(waiting.length).toBe(20 - offers.length)

    // Every guest offered accepts, on both processes at once: each offer becomes exactly one booking.
    const accepts = await Promise.all(
      tokens.flatMap((token) => [
        send(first, 'POST', `/api/waitlist/status/${token}/accept`, {}),
        send(second, 'POST', `/api/waitlist/status/${token}/accept`, {}),
      ]),
    )
    expect(accepts.filter((a) => ![201, 409].includes(a.status))).toEqual([])
    expect(accepts.filter((a) => a.status === 201).length).toBe(offers.length)
    await expectNoDoubleBooking(scratch.database)

    // Every offer ends accepted, lapsed or live: the entry's status and its hold's agree.
    const ends = await rows<{ status: string; hold: string }>(
      `select w.status, r.status as hold from waitlist_entries w join reservations r on r.id = w.offer_reservation_id`,
    )
    for (const end of ends) {
      expect([['seated', 'confirmed'], ['offered', 'offered'], ['expired', 'lapsed'], ['left', 'lapsed']]).toContainEqual([end.status, end.hold])
    }
    const holding = await rows<{ n: string }>(
      `select count(*) as n from reservations where date = $1 and status in ('pending', 'confirmed', 'arrived', 'offered')`,
      [date],
    )
    expect(Number(holding[0].n)).toBe(10)
  })
})
