/**
 * The seating engine with its first settings (open 11:00 to midnight every day, a start every 30 minutes, two-hour
 * stays, no pacing, no joined tables) answers as the app did before it: the 23 specification times 11:00 to 22:00,
 * the same refusals in the same words, and the same answers, with the stay's end and the tables added. Both with the
 * rules row the migration stores and with none stored (the first rules are read then). The clock is fixed: 02:00 UTC
 * on 5 December is 10:00 at the venue (Asia/Manila).
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingBody, seedCapacity } from '../support/capacity'
import { withStaffView } from '../support/staff-view'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const MORNING = new Date('2026-12-05T02:00:00Z')
const DAY = '2026-12-12'

/** 11:00, 11:30 … 22:00: the booking times of the specification. */
const SPEC_TIMES = Array.from({ length: 23 }, (_, i) => `${String(11 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`)
const twoHoursLater = (time: string) => `${String((Number(time.slice(0, 2)) + 2) % 24).padStart(2, '0')}:${time.slice(3)}`

type Json = Record<string, unknown>

function post(body: Json, cookie?: string) {
  return t.request('POST', '/api/reservations', { body: bookingBody({ date: DAY, ...body }), cookie })
}

async function created(res: Response): Promise<Json> {
  expect(res.status, await res.clone().text()).toBe(201)
  return { ...(await withStaffView(t.database.handle.db, (await res.json()) as { id: number })) }
}

async function availability(query: string) {
  const res = await t.request('GET', `/api/availability?${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as Json & { slots: Json[] }
}

describe.each([
  ['the rules row the migration stores', true],
  ['no rules row (the first rules are read)', false],
])('the first settings, with %s', (_, storedRules) => {
  async function venue(capacity: Parameters<typeof seedCapacity>[1]) {
    t.setNow(MORNING)
    if (storedRules) await t.database.handle.db.execute(sql`insert into seating_rules (id) values (1)`)
    await seedCapacity(t.database.handle.db, capacity)
    t.deps.reads.invalidate()
  }

  it('lists exactly the 23 times 11:00 to 22:00, each ending two hours later', async () => {
    await venue({ tables: [[1, 2], [2, 4], [3, 6]], barSeats: 6 })
    expect(await availability(`date=${DAY}&guests=2&seating=table`)).toEqual({
      date: DAY,
      guests: 2,
      seating: 'table',
      slots: SPEC_TIMES.map((time) => ({ time, endTime: twoHoursLater(time), available: true })),
      stayMinutes: 120,
      maxOnlineParty: 6,
    })
    expect(SPEC_TIMES.at(-1)).toBe('22:00')
    expect(twoHoursLater('22:00')).toBe('00:00')
    // A party no table seats: every time, 'too-large', as before.
    const seven = await availability(`date=${DAY}&guests=7&seating=table`)
    expect(seven.slots).toEqual(SPEC_TIMES.map((time) => ({ time, endTime: twoHoursLater(time), available: false, reason: 'too-large' })))
  })

  it.each(['22:30', '11:15', '10:30', '23:00', '00:00', '21:45'])('refuses %s in the booking form\'s words (400 on time), from guests and staff alike', async (time) => {
    await venue({ tables: [[1, 4]] })
    const cookie = await t.signIn()
    const words = 'Please select one of the listed times'
    for (const res of [await post({ time }), await post({ time, source: 'phone' }, cookie)]) {
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: words, details: [{ path: 'time', message: words }] })
    }
    expect(await (await t.request('GET', '/api/reservations', { cookie })).json()).toEqual([])
  })

  it('refuses a time of today already past in the same words', async () => {
    await venue({ tables: [[1, 4]] })
    // 07:10 UTC is 15:10 at the venue.
    t.setNow(new Date(`${DAY}T07:10:00Z`))
    for (const time of ['11:00', '15:00']) {
      const res = await post({ time })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'Please select a time later than now', details: [{ path: 'time', message: 'Please select a time later than now' }] })
    }
    await created(await post({ time: '15:30' }))
  })

  it('answers a booking with its table, its tables and the end of its two hours', async () => {
    await venue({ tables: [[1, 2], [2, 4]], barSeats: 6 })
    expect(await created(await post({ time: '19:00', guests: 2 }))).toMatchObject({
      date: DAY,
      time: '19:00',
      guests: 2,
      status: 'confirmed',
      tableNumber: 1,
      tableNumbers: [1],
      endTime: '21:00',
      stayMinutes: 120,
    })
    expect(await created(await post({ time: '22:00', guests: 3 }))).toMatchObject({ tableNumber: 2, tableNumbers: [2], endTime: '00:00' })
    expect(await created(await post({ time: '12:00', seatingPreference: 'bar' }))).toMatchObject({
      tableId: null,
      tableNumber: null,
      tableNumbers: [],
      endTime: '14:00',
      stayMinutes: 120,
    })
    const stored = ((await t.database.handle.db.execute(sql`select starts_at::text as starts_at, stay_minutes from reservations order by id`)) as unknown as {
      rows: Json[]
    }).rows
    expect(stored).toEqual([
      { starts_at: `${DAY} 19:00:00`, stay_minutes: 120 },
      { starts_at: `${DAY} 22:00:00`, stay_minutes: 120 },
      { starts_at: `${DAY} 12:00:00`, stay_minutes: 120 },
    ])
  })

  it('refuses a full time with the same words and nearby times: back-to-back at one table, 12:30 between them', async () => {
    await venue({ tables: [[1, 2]] })
    await created(await post({ time: '11:00' }))
    await created(await post({ time: '13:00' }))
    const res = await post({ time: '12:30' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      message: 'Sorry, we cannot seat 2 guests at a table at 12:30 PM on December 12, 2026. We can seat you at 3:00 PM, 3:30 PM or 4:00 PM that day.',
      alternatives: ['15:00', '15:30', '16:00'],
    })
  })

  it('keeps a 22:00 booking on its table until midnight', async () => {
    await venue({ tables: [[1, 4]] })
    await created(await post({ time: '22:00', guests: 4 }))
    const overlapping = await post({ time: '20:30' })
    expect(overlapping.status).toBe(409)
    expect(((await overlapping.json()) as Json).alternatives).toEqual(['19:00', '19:30', '20:00'])
    await created(await post({ time: '20:00' }))
  })

  it('refuses the bar in the same words while any quarter hour of the two hours is full', async () => {
    await venue({ barSeats: 6 })
    await created(await post({ seatingPreference: 'bar', time: '19:00', guests: 4 }))
    await created(await post({ seatingPreference: 'bar', time: '20:00', guests: 2 }))
    const full = await post({ seatingPreference: 'bar', time: '19:30', guests: 1 })
    expect(full.status).toBe(409)
    expect(await full.json()).toEqual({
      message: 'Sorry, we cannot seat 1 guest at the bar at 7:30 PM on December 12, 2026. We can seat you at 5:30 PM, 6:00 PM or 9:00 PM that day.',
      alternatives: ['17:30', '18:00', '21:00'],
    })
  })

  it('words a day with no time left, a party no table seats and one the bar cannot seat as before', async () => {
    await venue({ tables: [[1, 2], [2, 6]], barSeats: 12 })
    for (const time of ['11:00', '13:00', '15:00', '17:00', '19:00', '21:00']) await created(await post({ time, guests: 6 }))
    const noTime = await post({ time: '20:00', guests: 6 })
    expect(noTime.status).toBe(409)
    expect(await noTime.json()).toEqual({
      message: 'Sorry, we cannot seat 6 guests at a table at 8:00 PM on December 12, 2026. There is no other time left that day for your party; please choose another date.',
      alternatives: [],
    })
    const tooLarge = await post({ guests: 7 })
    expect(tooLarge.status).toBe(409)
    expect(await tooLarge.json()).toEqual({ message: 'Sorry, we have no table for 7 guests. Please call us to arrange a group booking.', alternatives: [] })
    const barTooSmall = await post({ guests: 13, seatingPreference: 'bar' })
    expect(barTooSmall.status).toBe(409)
    expect(await barTooSmall.json()).toEqual({
      message: 'Sorry, our bar cannot seat 13 guests. Please choose table seating or call us to arrange a group booking.',
      alternatives: [],
    })
  })
})
