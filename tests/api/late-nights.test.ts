/**
 * Bookings that follow the venue's nights (docs/decisions/012-seating-engine.md): starts past midnight, walk-ins at
 * any open hour, stays by party size freeing a table exactly at their end, staff's own stays and "seat them until
 * then?", and pacing. The venue is in Asia/Manila (UTC+8); every test fixes the clock and owns its dates.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { BookingConflictBody, StaffCreatedReservationJson, StaffSeatingHint, TableClashBody } from '~/contracts/reservations'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { withStaffView } from '../support/staff-view'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

/** 02:00 UTC on 5 December is 10:00 at the venue. */
const MORNING = new Date('2026-12-05T02:00:00Z')
const SATURDAY = '2026-12-12'
const SUNDAY = '2026-12-13'

type Json = Record<string, unknown>

/** Saturday 12 December open 18:00 to 02:00 (an exception), the other days the default hours. */
async function lateSaturday(cookie: string) {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))
  const res = await t.request('PUT', '/api/opening-hours', {
    cookie,
    body: { weekly, exceptions: [{ date: SATURDAY, closed: false, opens: '18:00', closes: '02:00', note: 'Full moon party' }] },
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** The seating rules, written as staff save them (the rules' own API is tested in seating-rules.test.ts). */
async function rules(change: { stays?: Array<{ maxGuests: number; minutes: number }>; maxCoversPerSlot?: number | null; slotMinutes?: number }) {
  const stays = change.stays ?? [{ maxGuests: 20, minutes: 120 }]
  await t.database.handle.db.execute(sql`
    insert into seating_rules (id, slot_minutes, stays, max_covers_per_slot, guest_change_cutoff_minutes)
    values (1, ${change.slotMinutes ?? 30}, ${JSON.stringify(stays)}::jsonb, ${change.maxCoversPerSlot ?? null}, 120)
    on conflict (id) do update set slot_minutes = excluded.slot_minutes, stays = excluded.stays, max_covers_per_slot = excluded.max_covers_per_slot`)
  t.deps.reads.invalidate()
}

function post(body: Json, cookie?: string) {
  return t.request('POST', '/api/reservations', { body: bookingBody(body), cookie })
}

async function created(res: Response): Promise<StaffCreatedReservationJson> {
  expect(res.status, await res.clone().text()).toBe(201)
  // A guest's answer names no table: staff's view of the booking does.
  return withStaffView(t.database.handle.db, (await res.json()) as StaffCreatedReservationJson)
}

async function availableTimes(date: string, guests = 2) {
  const res = await t.request('GET', `/api/availability?date=${date}&guests=${guests}&seating=table`)
  expect(res.status).toBe(200)
  return (await res.json()) as { slots: Array<{ time: string; endTime: string; available: boolean; reason?: string }>; stayMinutes: number }
}

describe('a night past midnight', () => {
  it('offers starts to midnight on an 18:00-02:00 night and books 23:30 and 00:00 on the night they belong to', async () => {
    t.setNow(MORNING)
    const cookie = await t.signIn()
    await seedAppCapacity(t, { tables: [[1, 4]], barSeats: 4 })
    await lateSaturday(cookie)
    const day = await availableTimes(SATURDAY)
    expect(day.slots.map((s) => s.time)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00'])
    expect(day.slots.at(-1)).toEqual({ time: '00:00', endTime: '02:00', available: true })

    const late = await created(await post({ date: SATURDAY, time: '23:30', email: 'late@example.com' }))
    expect(late).toMatchObject({ date: SATURDAY, time: '23:30', endTime: '01:30', stayMinutes: 120, tableNumbers: [1] })
    // The one table is held until 01:30: midnight cannot have it, and the guest is offered the evening instead.
    const midnight = await post({ date: SATURDAY, time: '00:00' })
    expect(midnight.status).toBe(409)
    expect(((await midnight.json()) as BookingConflictBody).alternatives).toEqual(['20:30', '21:00', '21:30'])
    const [row] = await rowsOf<{ starts_at: string }>(sql`select starts_at::text as starts_at from reservations where id = ${late.id}`)
    expect(row.starts_at).toBe(`${SATURDAY} 23:30:00`)

    // The guest's own page names the real moment: Sunday 00:00 is 16:00 UTC on Saturday.
    await t.request('PATCH', `/api/reservations/${late.id}/status`, { cookie, body: { status: 'cancelled' } })
    const atMidnight = await created(await post({ date: SATURDAY, time: '00:00' }))
    const guestView = (await (await t.request('GET', `/api/bookings/${atMidnight.manageToken}`)).json()) as { startsAt: string; endTime: string }
    expect(guestView).toMatchObject({ startsAt: '2026-12-12T16:00:00.000Z', endTime: '02:00' })
    const [stored] = await rowsOf<{ starts_at: string }>(sql`select starts_at::text as starts_at from reservations where id = ${atMidnight.id}`)
    expect(stored.starts_at).toBe(`${SUNDAY} 00:00:00`)
  })

  it("records a walk-in at 01:30 on Saturday's night, its stay cut at closing, and no booking after the night ends", async () => {
    t.setNow(MORNING)
    const cookie = await t.signIn()
    await seedAppCapacity(t, { tables: [[1, 4]] })
    await lateSaturday(cookie)
    // 17:35 UTC on Saturday is Sunday 01:35 at the venue: Saturday's night is still open.
    t.setNow(new Date('2026-12-12T17:35:00Z'))
    const walkIn = await created(await post({ date: SATURDAY, time: '01:30', source: 'walk-in', email: '' }, cookie))
    expect(walkIn).toMatchObject({ status: 'arrived', time: '01:30', endTime: '02:00', stayMinutes: 30, tableNumbers: [1] })
    // The interval before has passed, and a guest can no longer book anything that night.
    expect((await post({ date: SATURDAY, time: '01:00', source: 'walk-in', email: '' }, cookie)).status).toBe(400)
    const guest = await post({ date: SATURDAY, time: '00:00' })
    expect(guest.status).toBe(400)
    expect(await guest.json()).toMatchObject({ details: [{ path: 'time', message: 'Please select a time later than now' }] })
    // A walk-in after closing is refused with the hours' words.
    const closed = await post({ date: SATURDAY, time: '02:00', source: 'walk-in', email: '' }, cookie)
    expect(closed.status).toBe(400)
  })
})

describe('stays by party size', () => {
  it('holds a couple 90 minutes and eight guests 150, freeing each table exactly at its end', async () => {
    t.setNow(MORNING)
    await seedAppCapacity(t, { tables: [[1, 2], [2, 8]] })
    await rules({ stays: [{ maxGuests: 2, minutes: 90 }, { maxGuests: 6, minutes: 120 }, { maxGuests: 20, minutes: 150 }] })
    const couple = await created(await post({ date: SATURDAY, time: '19:00', guests: 2 }))
    expect(couple).toMatchObject({ tableNumbers: [1], stayMinutes: 90, endTime: '20:30' })
    const eight = await created(await post({ date: SATURDAY, time: '19:00', guests: 8 }))
    expect(eight).toMatchObject({ tableNumbers: [2], stayMinutes: 150, endTime: '21:30' })
    expect((await availableTimes(SATURDAY, 2)).stayMinutes).toBe(90)
    // Table 1 is free again at 20:30 sharp, not a minute before (20:00 would overlap).
    expect((await post({ date: SATURDAY, time: '20:00', guests: 2 })).status).toBe(409)
    expect(await created(await post({ date: SATURDAY, time: '20:30', guests: 2 }))).toMatchObject({ tableNumbers: [1] })
    expect((await post({ date: SATURDAY, time: '21:00', guests: 8 })).status).toBe(409)
    expect(await created(await post({ date: SATURDAY, time: '21:30', guests: 8 }))).toMatchObject({ tableNumbers: [2] })
  })

  it('lets staff seat a walk-in until the next booking at its table, asking in staff words first', async () => {
    // 12:30 UTC is 20:30 at the venue on 5 December.
    t.setNow(new Date('2026-12-05T12:30:00Z'))
    const cookie = await t.signIn()
    await seedAppCapacity(t, { tables: [[5, 4]] })
    await created(await post({ date: '2026-12-05', time: '21:30', name: 'Ana Reyes', source: 'phone' }, cookie))
    const refused = await post({ date: '2026-12-05', time: '20:30', source: 'walk-in', email: '' }, cookie)
    expect(refused.status).toBe(409)
    const body = (await refused.json()) as BookingConflictBody & StaffSeatingHint
    expect(body).toMatchObject({
      message: 'No table for 2 guests is free for the whole stay from 8:30 PM. Table 5 is booked from 9:30 PM; seat them until then?',
      tableNumbers: [5],
      freeUntil: '21:30',
      freeMinutes: 60,
    })
    const chosen = await post({ date: '2026-12-05', time: '20:30', source: 'walk-in', email: '', tableNumbers: [5] }, cookie)
    expect(chosen.status).toBe(409)
    expect((await chosen.json()) as TableClashBody).toMatchObject({
      message: 'Table 5 is booked from 9:30 PM (Ana Reyes, 2 guests); seat them until then?',
      freeUntil: '21:30',
      freeMinutes: 60,
    })
    const seated = await created(
      await post({ date: '2026-12-05', time: '20:30', source: 'walk-in', email: '', tableNumbers: [5], stayMinutes: body.freeMinutes }, cookie),
    )
    expect(seated).toMatchObject({ status: 'arrived', tableNumbers: [5], stayMinutes: 60, endTime: '21:30' })
    // Staff may lengthen it later only while the table stays free.
    const longer = await t.request('PATCH', `/api/reservations/${seated.id}`, { cookie, body: { stayMinutes: 90 } })
    expect(longer.status).toBe(409)
    expect((await t.request('PATCH', `/api/reservations/${seated.id}`, { cookie, body: { stayMinutes: 45 } })).status).toBe(200)
  })
})

describe('pacing', () => {
  it('offers no time over the limit, refuses a guest with nearby times, lets staff override and never counts walk-ins', async () => {
    t.setNow(MORNING)
    const cookie = await t.signIn()
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4], [3, 4], [4, 4]] })
    await rules({ maxCoversPerSlot: 6 })
    await created(await post({ date: SATURDAY, time: '19:00', guests: 4 }))
    const paced = (await availableTimes(SATURDAY, 4)).slots.find((s) => s.time === '19:00')
    expect(paced).toEqual({ time: '19:00', endTime: '21:00', available: false, reason: 'paced' })
    expect((await availableTimes(SATURDAY, 2)).slots.find((s) => s.time === '19:00')?.available).toBe(true)

    const refused = await post({ date: SATURDAY, time: '19:00', guests: 4, email: 'second@example.com' })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as BookingConflictBody).alternatives).toEqual(['18:00', '18:30', '19:30'])
    // A phone booking is paced too, unless staff override.
    expect((await post({ date: SATURDAY, time: '19:00', guests: 4, source: 'phone' }, cookie)).status).toBe(409)
    await created(await post({ date: SATURDAY, time: '19:00', guests: 4, source: 'phone', override: true }, cookie))
    // The interval is from 19:00 to 19:30: 19:30 starts a new one.
    await created(await post({ date: SATURDAY, time: '19:30', guests: 4 }))
  })

  it('never refuses or counts a walk-in', async () => {
    // 11:05 UTC is 19:05 at the venue on 5 December.
    t.setNow(new Date('2026-12-05T11:05:00Z'))
    const cookie = await t.signIn()
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4], [3, 4]] })
    await rules({ maxCoversPerSlot: 4 })
    await created(await post({ date: '2026-12-05', time: '19:00', guests: 4, source: 'walk-in', email: '' }, cookie))
    await created(await post({ date: '2026-12-05', time: '19:00', guests: 4, source: 'walk-in', email: '' }, cookie))
    await created(await post({ date: '2026-12-05', time: '19:30', guests: 4 }))
  })
})

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.handle.db.execute(query)) as unknown as { rows: T[] }).rows
}
