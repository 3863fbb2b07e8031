import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { seatingRules } from '~/.server/db/schema'
import { createReadCache, READ_CACHE_MAX_BYTES } from '~/.server/read-cache'
import type { SavedSeatingRulesJson, SeatingRulesJson } from '~/contracts/seating-rules'
import { DEFAULT_SEATING_RULES, seatingRulesMessages } from '~/contracts/seating-rules'
import { bookingBody, seedCapacity } from '../support/capacity'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp()

// The venue's clock is fixed: Monday 2 June 2031, 10:00 in Manila (02:00 UTC).
const NOW = new Date('2031-06-02T02:00:00Z')
const TUESDAY = '2031-06-03'
const WEDNESDAY = '2031-06-04'
const SATURDAY = '2031-06-07'

const rules = (change: Partial<SeatingRulesJson> = {}): SeatingRulesJson => ({ ...DEFAULT_SEATING_RULES, ...change })

async function put(cookie: string | undefined, body: unknown) {
  return t.request('PUT', '/api/seating-rules', { cookie, body })
}

async function save(cookie: string, body: SeatingRulesJson): Promise<SavedSeatingRulesJson> {
  const res = await put(cookie, body)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as SavedSeatingRulesJson
}

async function details(res: Response) {
  expect(res.status).toBe(400)
  return ((await res.json()) as { details?: Array<{ path: string; message: string }> }).details
}

async function book(cookie: string, overrides: Record<string, unknown>) {
  const res = await t.request('POST', '/api/reservations', { cookie, body: bookingBody(overrides) })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as { id: number; reference: string }
}

const readRules = async () => (await t.request('GET', '/api/seating-rules')).json()

describe('GET /api/seating-rules', () => {
  it('answers the first rules to anyone while none are stored, as a shared read', async () => {
    await t.database.handle.db.delete(seatingRules)
    const res = await t.request('GET', '/api/seating-rules')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ slotMinutes: 30, stays: [{ maxGuests: 20, minutes: 120 }], maxCoversPerSlot: null, guestChangeCutoffMinutes: 120, noShowGraceMinutes: 15 })
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect((await t.request('GET', '/api/seating-rules', { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})

describe('PUT /api/seating-rules', () => {
  it('is for staff only', async () => {
    const res = await put(undefined, rules({ slotMinutes: 15 }))
    expect(res.status).toBe(401)
    expect(await readRules()).toEqual(DEFAULT_SEATING_RULES)
  })

  it('refuses invalid rules with a message for each field, and saves nothing', async () => {
    const cookie = await t.signIn()
    const m = seatingRulesMessages
    expect(await details(await put(cookie, rules({ slotMinutes: 20 as 30 })))).toEqual([{ path: 'slotMinutes', message: m.slotMinutes }])
    expect(await details(await put(cookie, rules({ stays: [] })))).toEqual([{ path: 'stays', message: m.stays }])
    expect(await details(await put(cookie, { ...rules(), stays: 'all' }))).toEqual([{ path: 'stays', message: m.stays }])
    const stays = (list: Array<[number, number]>) => rules({ stays: list.map(([maxGuests, minutes]) => ({ maxGuests, minutes })) })
    expect(await details(await put(cookie, stays([[0, 90], [20, 120]])))).toEqual([{ path: 'stays.0.maxGuests', message: m.stayGuests }])
    expect(await details(await put(cookie, stays([[25, 90], [20, 120]])))).toEqual([{ path: 'stays.0.maxGuests', message: m.stayGuests }])
    expect(await details(await put(cookie, stays([[4, 95], [20, 120]])))).toEqual([{ path: 'stays.0.minutes', message: m.stayMinutes }])
    expect(await details(await put(cookie, stays([[4, 15], [20, 375]])))).toEqual([
      { path: 'stays.0.minutes', message: m.stayMinutes },
      { path: 'stays.1.minutes', message: m.stayMinutes },
    ])
    expect(await details(await put(cookie, stays([[6, 90], [4, 90], [20, 120]])))).toEqual([{ path: 'stays.1.maxGuests', message: m.stayOrder }])
    expect(await details(await put(cookie, stays([[4, 90], [4, 90], [20, 120]])))).toEqual([{ path: 'stays.1.maxGuests', message: m.stayOrder }])
    expect(await details(await put(cookie, stays([[4, 90], [12, 120]])))).toEqual([{ path: 'stays.1.maxGuests', message: m.lastStay }])
    expect(await details(await put(cookie, rules({ maxCoversPerSlot: 0 })))).toEqual([{ path: 'maxCoversPerSlot', message: m.maxCoversPerSlot }])
    expect(await details(await put(cookie, rules({ maxCoversPerSlot: 501 })))).toEqual([{ path: 'maxCoversPerSlot', message: m.maxCoversPerSlot }])
    expect(await details(await put(cookie, rules({ maxCoversPerSlot: 2.5 })))).toEqual([{ path: 'maxCoversPerSlot', message: m.maxCoversPerSlot }])
    expect(await details(await put(cookie, rules({ guestChangeCutoffMinutes: -1 })))).toEqual([
      { path: 'guestChangeCutoffMinutes', message: m.guestChangeCutoffMinutes },
    ])
    expect(await details(await put(cookie, rules({ guestChangeCutoffMinutes: 10_081 })))).toEqual([
      { path: 'guestChangeCutoffMinutes', message: m.guestChangeCutoffMinutes },
    ])
    const { maxCoversPerSlot: _left, ...missing } = rules()
    expect(await details(await put(cookie, missing))).toEqual([{ path: 'maxCoversPerSlot', message: m.maxCoversPerSlot }])
    const res = await put(cookie, { slotMinutes: '30' })
    expect(await res.clone().json()).toMatchObject({ message: m.slotMinutes })
    expect((await details(res))?.map((d) => d.path)).toEqual(['slotMinutes', 'stays', 'maxCoversPerSlot', 'guestChangeCutoffMinutes'])
    expect((await t.request('PUT', '/api/seating-rules', { cookie, body: '{' })).status).toBe(400)
    expect(await readRules()).toEqual(DEFAULT_SEATING_RULES)
  })

  it('saves the rules (making the row when there is none), and the next read and the availability follow at once', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 8]] })
    await t.database.handle.db.delete(seatingRules)
    const wanted = rules({
      slotMinutes: 15,
      stays: [
        { maxGuests: 2, minutes: 90 },
        { maxGuests: 6, minutes: 120 },
        { maxGuests: 20, minutes: 150 },
      ],
      maxCoversPerSlot: 40,
      guestChangeCutoffMinutes: 1440,
    })
    expect(await save(cookie, wanted)).toEqual({ ...wanted, affectedBookings: [] })
    expect(await readRules()).toEqual(wanted)
    expect(await t.database.handle.db.select().from(seatingRules)).toHaveLength(1)

    const availability = async (guests: number) =>
      (await (await t.request('GET', `/api/availability?date=${TUESDAY}&guests=${guests}&seating=table`)).json()) as {
        stayMinutes: number
        slots: Array<{ time: string; endTime: string }>
      }
    const pair = await availability(2)
    expect(pair.stayMinutes).toBe(90)
    expect(pair.slots.slice(0, 2)).toEqual([
      { time: '11:00', endTime: '12:30', available: true },
      { time: '11:15', endTime: '12:45', available: true },
    ])
    expect(pair.slots.at(-1)?.time).toBe('22:30')
    const eight = await availability(8)
    expect(eight.stayMinutes).toBe(150)
    expect(eight.slots.at(-1)).toEqual({ time: '21:30', endTime: '00:00', available: true })

    // Saving again replaces the one row.
    expect(await save(cookie, DEFAULT_SEATING_RULES)).toEqual({ ...DEFAULT_SEATING_RULES, affectedBookings: [] })
    expect(await readRules()).toEqual(DEFAULT_SEATING_RULES)
    expect(await t.database.handle.db.select().from(seatingRules)).toHaveLength(1)
  })

  it('drops the prepared read at once in the process that saved, even one that hears no database notices', async () => {
    const cookie = await t.signIn()
    const deaf = createApp({ ...t.deps, reads: createReadCache({ maxBytes: READ_CACHE_MAX_BYTES }) })
    const read = async () => (await deaf.request(`${BASE}/api/seating-rules`)).json()
    expect(await read()).toEqual(DEFAULT_SEATING_RULES)
    const res = await deaf.request(`${BASE}/api/seating-rules`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(rules({ slotMinutes: 15 })),
    })
    expect(res.status).toBe(200)
    expect(await read()).toEqual(rules({ slotMinutes: 15 }))
  })

  it('lists the bookings from today on that no longer fit (off the new interval, or over the pacing limit) without cancelling them', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4], [4, 4], [5, 4], [6, 4], [7, 8]] })
    await save(cookie, rules({ slotMinutes: 15 }))
    const quarterPast = await book(cookie, { date: TUESDAY, time: '12:15', name: 'Quarter Past', guests: 2 })
    const seven = await book(cookie, { date: WEDNESDAY, time: '19:00', name: 'Ana Reyes', guests: 4, email: 'maria@example.com', phone: '09171234567' })
    const alsoSeven = await book(cookie, { date: WEDNESDAY, time: '19:00', name: 'Cara Lim', guests: 3 })
    const sevenFifteen = await book(cookie, { date: WEDNESDAY, time: '19:15', name: 'Ben Cruz', guests: 3, phone: '' })
    const walkIn = await book(cookie, { date: WEDNESDAY, time: '19:00', name: 'Door Guest', guests: 8, source: 'walk-in', email: undefined })
    const half = await book(cookie, { date: WEDNESDAY, time: '19:30', name: 'Half Past', guests: 4 })
    const cancelled = await book(cookie, { date: WEDNESDAY, time: '19:00', name: 'Gone Guest', guests: 4 })
    expect((await t.request('PATCH', `/api/reservations/${cancelled.id}/status`, { cookie, body: { status: 'cancelled' } })).status).toBe(200)

    // Half-hour starts again, and at most 9 new covers per half hour: 12:15 and 7:15 PM are off the grid (the hours'
    // words say so); 7:00 PM to 7:30 PM has 4 + 3 + 3 covers (the walk-in's 8 and the cancelled booking's 4 do not
    // count); 7:30 PM has 4.
    const saved = await save(cookie, rules({ slotMinutes: 30, maxCoversPerSlot: 9 }))
    expect(saved).toMatchObject(rules({ slotMinutes: 30, maxCoversPerSlot: 9 }))
    const pacing = 'More than 9 covers start from 7:00 PM (pacing limit)'
    const offGrid = 'Please select one of the listed times'
    expect(saved.affectedBookings).toEqual([
      expect.objectContaining({ id: quarterPast.id, date: TUESDAY, time: '12:15', reason: offGrid }),
      {
        id: seven.id,
        reference: seven.reference,
        name: 'Ana Reyes',
        email: 'maria@example.com',
        phone: '+639171234567',
        date: WEDNESDAY,
        time: '19:00',
        guests: 4,
        seatingPreference: 'table',
        status: 'confirmed',
        reason: pacing,
      },
      expect.objectContaining({ id: alsoSeven.id, name: 'Cara Lim', time: '19:00', reason: pacing }),
      expect.objectContaining({ id: sevenFifteen.id, name: 'Ben Cruz', phone: null, time: '19:15', reason: offGrid }),
    ])
    const listed = saved.affectedBookings.map((b) => b.id)
    expect(listed).not.toContain(walkIn.id)
    expect(listed).not.toContain(half.id)
    expect(listed).not.toContain(cancelled.id)

    // Nothing was cancelled.
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<{ id: number; status: string }>
    for (const { id } of saved.affectedBookings) expect(list.find((r) => r.id === id)?.status).toBe('confirmed')

    // As many covers as booked are within the limit.
    const atLimit = await save(cookie, rules({ slotMinutes: 30, maxCoversPerSlot: 10 }))
    expect(atLimit.affectedBookings.map((b) => b.id)).toEqual([quarterPast.id, sevenFifteen.id])
    // No pacing, a start every quarter hour: everything fits again.
    expect((await save(cookie, rules({ slotMinutes: 15 }))).affectedBookings).toEqual([])
  })

  it('counts the covers of an interval after midnight on its own night, and names it', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4]] })
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
    const hours = await t.request('PUT', '/api/opening-hours', { cookie, body: { weekly, exceptions: [{ date: SATURDAY, closed: false, opens: '18:00', closes: '02:00' }] } })
    expect(hours.status).toBe(200)
    const late = await book(cookie, { date: SATURDAY, time: '00:00', name: 'Night Owl', guests: 3 })
    const later = await book(cookie, { date: SATURDAY, time: '00:00', name: 'Late Crowd', guests: 3 })
    const evening = await book(cookie, { date: SATURDAY, time: '19:00', name: 'Early Bird', guests: 4 })
    // Sunday's own 11:00 opening is another day: its covers are not the night's.
    const sunday = await book(cookie, { date: '2031-06-08', time: '11:00', name: 'Sunday Lunch', guests: 4 })

    const saved = await save(cookie, rules({ maxCoversPerSlot: 5 }))
    expect(saved.affectedBookings.map((b) => [b.id, b.reason])).toEqual([
      [late.id, 'More than 5 covers start from 12:00 AM (pacing limit)'],
      [later.id, 'More than 5 covers start from 12:00 AM (pacing limit)'],
    ])
    expect(saved.affectedBookings.map((b) => b.id)).not.toContain(evening.id)
    expect(saved.affectedBookings.map((b) => b.id)).not.toContain(sunday.id)
    expect((await save(cookie, rules({ maxCoversPerSlot: 1 }))).affectedBookings.map((b) => b.reason)).toContain(
      'More than 1 cover starts from 7:00 PM (pacing limit)',
    )
  })
})
