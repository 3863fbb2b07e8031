import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AvailabilityJson } from '~/contracts/bookings'
import { addDays } from '~/lib/dates'
import { venueDateFromToday } from '../support/dates'
import { type Answer, busiestBarQuarter, send, signIn } from './race-checks'
import { expectNoDoubleBooking, seedVenue, useRaceServers } from './race-venue'

// The seating engine's races (decision 012), through two production server processes (node server.js) on one
// PostgreSQL: a late night's flood past midnight, joined tables against their own tables, pacing, and a guest's
// change against new bookings. Whatever order the requests are decided in, exactly what fits is accepted and no
// table is held twice at any minute (the holds' time ranges, checked against the bookings' own starts and stays).
const adminUrl = process.env.TEST_DATABASE_URL
const STAFF = { username: 'owner', password: 'race-test-password' }

interface BookingRequest {
  name: string
  email?: string
  date: string
  time: string
  guests: number
  seatingPreference: 'table' | 'bar'
  source?: 'online' | 'phone'
  tableNumbers?: number[]
  override?: boolean
}

/** The covers of the guests' own bookings accepted. */
function guestCovers(answers: ReadonlyArray<Answer<BookingRequest>>): number {
  return answers.filter((a) => a.status === 201 && a.request.source === undefined).reduce((sum, a) => sum + a.request.guests, 0)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** How far one side's requests go ahead of the other's, round by round (each lead for each side in turn). */
const LEADS_MS = [0, 5, 10, 20, 40, 80, 160, 320, 640]

/**
 * Plays a race round after round, each on its own date (from `firstDay` days ahead), one side's requests sent a lead
 * ahead of the other's (`start(side)` resolves when that side may go), until each side has won a round: a race that
 * always ends the same way would test one order only. `round` checks its own round and answers who won.
 */
async function untilEachSideWins<Side extends string>(
  sides: [Side, Side],
  firstDay: number,
  round: (date: string, start: (side: Side) => Promise<void>) => Promise<Side>,
) {
  const won = new Set<Side>()
  const rounds: string[] = []
  for (const [i, lead] of LEADS_MS.flatMap((ms) => [ms, ms]).entries()) {
    if (won.size === sides.length) break
    const ahead = sides[i % 2]
    const winner = await round(venueDateFromToday(firstDay + i), (side) => (side === ahead ? Promise.resolve() : sleep(lead)))
    won.add(winner)
    rounds.push(`${ahead} ${lead} ms ahead: ${winner} won`)
  }
  expect([...won].sort(), rounds.join('; ')).toEqual([...sides].sort())
}

/** Answers whose status is none of `expected`: printed whole when an assertion on them fails. */
function odd(answers: Answer[], expected: number[]): Answer[] {
  return answers.filter((a) => !expected.includes(a.status))
}

describe.runIf(Boolean(adminUrl))('seating races across two server processes on one PostgreSQL', () => {
  // Two ports past the flood's (double-booking.test.ts): the two files may run side by side.
  const scratch = useRaceServers(adminUrl, STAFF, 2)
  let staff = ''

  beforeAll(async () => {
    staff = await signIn(scratch.servers[0], STAFF.username, STAFF.password)
  }, 120_000)

  beforeEach(async () => {
    // The first rules (the migration's row: a start every 30 minutes, two-hour stays, no pacing).
    await scratch.database.query('delete from seating_rules')
    await scratch.database.query('insert into seating_rules (id) values (1)')
  })

  /** Joins tables (by number) into a combination that seats `capacity`. */
  async function joinTables(numbers: number[], capacity: number) {
    await scratch.database.query(
      'insert into table_combinations (table_ids, capacity) select array_agg(id order by id), $2 from tables where table_number = any($1::int[])',
      [numbers, capacity],
    )
  }

  /** The date open 18:00 to 02:00 (an exception staff set), every other day the default hours. */
  async function lateNight(date: string) {
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
    const exceptions = [{ date, closed: false, opens: '18:00', closes: '02:00', note: 'Full moon party' }]
    const saved = await send(scratch.servers[0], 'PUT', '/api/opening-hours', { weekly, exceptions }, staff)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }

  /** Staff save the seating rules: the first rules with a pacing limit. */
  async function pacing(maxCoversPerSlot: number) {
    const rules = { slotMinutes: 30, stays: [{ maxGuests: 20, minutes: 120 }], maxCoversPerSlot, guestChangeCutoffMinutes: 120 }
    const saved = await send(scratch.servers[0], 'PUT', '/api/seating-rules', rules, staff)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }

  /** A booking request, the n-th of a race: a guest's (online), or staff's with `source: 'phone'`. */
  function party(n: number, fields: Omit<BookingRequest, 'name' | 'seatingPreference'> & { seatingPreference?: 'table' | 'bar' }): BookingRequest {
    return { name: `Guest ${n}`, email: `guest${n}@example.com`, seatingPreference: 'table', ...fields }
  }

  /**
   * Every request at once (once `ready` resolves), alternating between the two processes; staff's with the staff
   * session.
   */
  async function race(requests: BookingRequest[], ready: Promise<void> = Promise.resolve()): Promise<Array<Answer<BookingRequest>>> {
    await ready
    return Promise.all(
      requests.map((request, i) => send(scratch.servers[i % 2], 'POST', '/api/reservations', request, request.source === 'phone' ? staff : undefined)),
    )
  }

  /** The tables each table booking of the day holds ('5+6'), as staff see them: a guest's own answer names none. */
  async function tablesHeld(date: string): Promise<string[]> {
    const res = await fetch(`${scratch.servers[0].url}/api/reservations?date=${date}`, { headers: { cookie: staff } })
    expect(res.status).toBe(200)
    const day = (await res.json()) as Array<{ seatingPreference: string; tableNumbers: number[] }>
    return day.filter((r) => r.seatingPreference === 'table').map((r) => r.tableNumbers.join('+'))
  }

  async function slotAt(date: string, guests: number, time: string) {
    const res = await fetch(`${scratch.servers[1].url}/api/availability?${new URLSearchParams({ date, guests: String(guests), seating: 'table' })}`)
    expect(res.status).toBe(200)
    return ((await res.json()) as AvailabilityJson).slots.find((s) => s.time === time)
  }

  it('50 simultaneous bookings at 11:30 PM on an 18:00-02:00 night: exactly the tables and bar seats, held past midnight', async () => {
    await seedVenue(scratch.database, [[1, 2], [2, 2], [3, 4], [4, 4], [5, 6]], 6)
    const date = venueDateFromToday(10)
    await lateNight(date)
    const answers = await race(
      Array.from({ length: 50 }, (_, n) => party(n, { date, time: '23:30', guests: 2, seatingPreference: n % 5 === 4 ? 'bar' : 'table' })),
    )
    expect(odd(answers, [201, 409])).toEqual([])

    const accepted = answers.filter((a) => a.status === 201)
    const atTables = accepted.filter((a) => a.request.seatingPreference === 'table')
    expect(atTables).toHaveLength(5)
    expect((await tablesHeld(date)).sort()).toEqual(['1', '2', '3', '4', '5'])
    // Six bar seats: three parties of two.
    expect(accepted.filter((a) => a.request.seatingPreference === 'bar')).toHaveLength(3)
    for (const a of accepted) expect(a.body).toMatchObject({ date, time: '23:30', endTime: '01:30' })
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toMatch(/^Sorry, we cannot seat 2 guests at (a table|the bar) at 11:30 PM on .+\. We can seat you at 8:30 PM, 9:00 PM or 9:30 PM that day\.$/)
      expect(refused.body.alternatives).toEqual(['20:30', '21:00', '21:30'])
    }

    // Held from 23:30 on the date to 01:30 the next morning.
    const next = addDays(date, 1)
    const tableSpans = await scratch.database.query<{ during: string }>('select distinct during::text as during from table_holds')
    expect(tableSpans.map((s) => s.during)).toEqual([`["${date} 23:30:00","${next} 01:30:00")`])
    const [bar] = await scratch.database.query<{ first: string; last: string; n: string }>(
      'select min(starts_at)::text as first, max(starts_at)::text as last, count(*) as n from bar_seat_holds',
    )
    expect(bar).toEqual({ first: `${date} 23:30:00`, last: `${next} 01:15:00`, n: String(6 * 8) })
    expect(await busiestBarQuarter(scratch.database)).toBe(6)
    await expectNoDoubleBooking(scratch.database)
  })

  it('parties racing for joined tables 5 + 6 and for table 5 or 6 alone: never both, whichever is decided first', async () => {
    await seedVenue(scratch.database, [[5, 5], [6, 6]], 0)
    await joinTables([5, 6], 10)
    const times = ['19:00', '19:30', '20:00']
    await untilEachSideWins(['joined', 'single'], 20, async (date, start) => {
      // Any two of these stays overlap: either one party has both tables, or one party has each.
      const joined = [
        ...times.map((time, n) => party(n, { date, time, guests: 10 })),
        party(3, { date, time: '19:30', guests: 8, source: 'phone', tableNumbers: [5, 6] }),
        party(4, { date, time: '20:00', guests: 9, source: 'phone', tableNumbers: [5, 6] }),
      ]
      const single = [
        ...times.flatMap((time, n) => [party(10 + n, { date, time, guests: 5 }), party(20 + n, { date, time, guests: 6 })]),
        party(30, { date, time: '19:00', guests: 4, source: 'phone', tableNumbers: [6] }),
        party(31, { date, time: '19:30', guests: 3, source: 'phone', tableNumbers: [5] }),
      ]
      const answers = (await Promise.all([race(joined, start('joined')), race(single, start('single'))])).flat()
      expect(odd(answers, [201, 409])).toEqual([])

      const seatedAt = await tablesHeld(date)
      expect([['5+6'], ['5', '6']], `${date}: seated at ${seatedAt.join(', ')}`).toContainEqual(seatedAt.sort())
      for (const refused of answers.filter((a) => a.status === 409 && a.request.source !== 'phone')) {
        expect(refused.body.message).toMatch(new RegExp(`^Sorry, we cannot seat ${refused.request.guests} guests at a table at `))
        expect(Array.isArray(refused.body.alternatives)).toBe(true)
      }
      await expectNoDoubleBooking(scratch.database)
      return seatedAt[0] === '5+6' ? 'joined' : 'single'
    })
  })

  it('pacing holds under a race: at most 10 new covers at 7:00 PM among guests, staff overrides counted but never refused', async () => {
    await seedVenue(scratch.database, Array.from({ length: 30 }, (_, i): [number, number] => [i + 1, 2]), 0)
    await pacing(10)
    const overrides = (date: string) => [0, 1, 2, 3].map((n) => party(100 + n, { date, time: '19:00', guests: 2, source: 'phone', override: true }))
    const guests = (date: string) => Array.from({ length: 30 }, (_, n) => party(n, { date, time: '19:00', guests: 2 }))

    // All at once; then staff's four overrides first (8 covers), and the guests racing for what pacing leaves.
    const together = venueDateFromToday(15)
    const atOnce = await race([...overrides(together), ...guests(together)])
    const overridesFirst = venueDateFromToday(16)
    const afterOverrides = [...(await race(overrides(overridesFirst))), ...(await race(guests(overridesFirst)))]

    for (const [date, answers] of [[together, atOnce], [overridesFirst, afterOverrides]] as const) {
      expect(odd(answers, [201, 409])).toEqual([])
      expect(odd(answers.filter((a) => a.request.override), [201])).toEqual([])
      const refusedGuests = answers.filter((a) => a.request.source === undefined && a.status === 409)
      for (const refused of refusedGuests) {
        expect(refused.body.message).toMatch(/^Sorry, we cannot seat 2 guests at a table at 7:00 PM on .+ We can seat you at 6:00 PM, 6:30 PM or 7:30 PM that day\.$/)
        expect(refused.body.alternatives).toEqual(['18:00', '18:30', '19:30'])
      }
      // In the order they were decided (ids are drawn under the date's lock), no guest's booking took the interval
      // past 10 covers, counting every booking before it, overridden ones too.
      const decided = await scratch.database.query<{ id: number; guests: number; source: string }>(
        'select id, guests, source from reservations where date = $1 order by id',
        [date],
      )
      let covers = 0
      for (const booking of decided) {
        if (booking.source === 'online') expect(covers + booking.guests, `${date}: booking ${booking.id} after ${covers} covers`).toBeLessThanOrEqual(10)
        covers += booking.guests
      }
      // The limit was reached: the refusals were pacing's, with tables to spare.
      expect(covers, date).toBeGreaterThanOrEqual(10)
      expect(await slotAt(date, 2, '19:00')).toEqual({ time: '19:00', endTime: '21:00', available: false, reason: 'paced' })
    }
    expect(guestCovers(atOnce)).toBeLessThanOrEqual(10)
    expect(guestCovers(afterOverrides)).toBe(2)
    await expectNoDoubleBooking(scratch.database)
  })

  it("a guest moving their booking to 8:00 PM races new bookings for the one table then: exactly one wins, the loser's booking unchanged", async () => {
    await seedVenue(scratch.database, [[1, 4]], 0)
    type Row = { id: number; time: string; starts_at: string; stay_minutes: number; table_id: number; status: string; version: number }
    const rowOf = async (id: number) =>
      (
        await scratch.database.query<Row>('select id, time, starts_at::text, stay_minutes, table_id, status, version from reservations where id = $1', [id])
      )[0]
    await untilEachSideWins(['change', 'new'], 40, async (date, start) => {
      const booked = await send(scratch.servers[0], 'POST', '/api/reservations', party(0, { date, time: '17:00', guests: 2, email: 'mover@example.com' }))
      expect(booked.status, JSON.stringify(booked.body)).toBe(201)
      const mine = booked.body as { id: number; manageToken: string }
      const before = await rowOf(mine.id)

      // Three other guests want the one table at 8:00 PM.
      const [change, rivals] = await Promise.all([
        start('change').then(() => send(scratch.servers[0], 'PATCH', `/api/bookings/${mine.manageToken}`, { time: '20:00' })),
        race([1, 2, 3].map((n) => party(n, { date, time: '20:00', guests: 2 })), start('new')),
      ])
      expect(odd([change], [200, 409])).toEqual([])
      expect(odd(rivals, [201, 409])).toEqual([])
      const winners = [change.status === 200 ? 'the change' : null, ...rivals.map((r) => (r.status === 201 ? r.request.name : null))].filter(Boolean)
      expect(winners, `${date}: won by ${winners.join(', ')}`).toHaveLength(1)

      const after = await rowOf(mine.id)
      if (change.status === 200) {
        expect(change.body).toMatchObject({ date, time: '20:00', endTime: '22:00' })
        expect(after).toMatchObject({ time: '20:00', starts_at: `${date} 20:00:00`, table_id: before.table_id, status: before.status })
      } else {
        expect(change.body.message).toMatch(/^Sorry, we cannot seat 2 guests at a table at 8:00 PM on /)
        expect(Array.isArray(change.body.alternatives)).toBe(true)
        expect(after).toEqual(before)
      }
      await expectNoDoubleBooking(scratch.database)
      return change.status === 200 ? 'change' : 'new'
    })
  })
})
