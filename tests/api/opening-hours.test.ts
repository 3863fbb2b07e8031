import { describe, expect, it } from 'vitest'
import type { OpeningHoursCheckJson, SavedOpeningHoursJson, WeeklyHoursJson } from '~/contracts/opening-hours'
import { openingHoursMessages } from '~/contracts/opening-hours'
import { openingExceptions } from '~/.server/db/schema'
import { bookingBody, seedCapacity } from '../support/capacity'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The venue's clock is fixed: Monday 2 June 2031, 10:00 in Manila (02:00 UTC).
const NOW = new Date('2031-06-02T02:00:00Z')
const TODAY = '2031-06-02'
const TUESDAY = '2031-06-03'
const WEDNESDAY = '2031-06-04'
const SATURDAY = '2031-06-07'

const defaultWeek = (): WeeklyHoursJson[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' }))

async function put(cookie: string | undefined, body: unknown) {
  return t.request('PUT', '/api/opening-hours', { cookie, body })
}

async function details(res: Response) {
  return ((await res.json()) as { details?: Array<{ path: string; message: string }> }).details
}

async function book(cookie: string, overrides: Record<string, unknown>) {
  return t.request('POST', '/api/reservations', { cookie, body: bookingBody(overrides) })
}

describe('GET /api/opening-hours', () => {
  it('answers the default hours (11:00 to midnight every day) and no exceptions to anyone', async () => {
    t.setNow(NOW)
    const res = await t.request('GET', '/api/opening-hours')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ weekly: defaultWeek(), exceptions: [] })
  })
})

describe('PUT /api/opening-hours', () => {
  it('is for staff only', async () => {
    t.setNow(NOW)
    const res = await put(undefined, { weekly: defaultWeek(), exceptions: [] })
    expect(res.status).toBe(401)
  })

  it('refuses invalid hours with the contract messages, field by field', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    const m = openingHoursMessages
    expect(await details(await put(cookie, { weekly: defaultWeek().slice(1), exceptions: [] }))).toEqual([{ path: 'weekly', message: m.weekly }])
    const twice = defaultWeek().map((w) => (w.weekday === 6 ? { ...w, weekday: 5 } : w))
    expect(await details(await put(cookie, { weekly: twice, exceptions: [] }))).toEqual([{ path: 'weekly', message: m.weekly }])
    const badTime = defaultWeek().map((w) => (w.weekday === 2 ? { ...w, opens: '25:00' } : w))
    expect(await details(await put(cookie, { weekly: badTime, exceptions: [] }))).toEqual([{ path: 'weekly.2.opens', message: m.time }])
    const same = defaultWeek().map((w) => (w.weekday === 3 ? { ...w, opens: '18:00', closes: '18:00' } : w))
    expect(await details(await put(cookie, { weekly: same, exceptions: [] }))).toEqual([{ path: 'weekly.3.closes', message: m.same }])

    const withExceptions = (exceptions: unknown) => put(cookie, { weekly: defaultWeek(), exceptions })
    const res = await withExceptions([{ date: '2031-06-01', closed: true }])
    expect(res.status).toBe(400)
    expect(await details(res)).toEqual([{ path: 'exceptions.0.date', message: m.exceptionPast }])
    expect(await details(await withExceptions([{ date: '2031-09-31', closed: true }]))).toEqual([{ path: 'exceptions.0.date', message: m.exceptionDate }])
    expect(
      await details(
        await withExceptions([
          { date: TUESDAY, closed: true },
          { date: TUESDAY, closed: false, opens: '12:00', closes: '20:00' },
        ]),
      ),
    ).toEqual([{ path: 'exceptions.1.date', message: m.exceptionTwice }])
    expect(await details(await withExceptions([{ date: TUESDAY, closed: false, opens: '12:00' }]))).toEqual([
      { path: 'exceptions.0.closes', message: m.exceptionHours },
    ])
    expect(await details(await withExceptions([{ date: TUESDAY, closed: true, note: 'x'.repeat(121) }]))).toEqual([
      { path: 'exceptions.0.note', message: m.note },
    ])
    expect((await put(cookie, { weekly: 'all week' })).status).toBe(400)
    expect((await t.request('PUT', '/api/opening-hours', { cookie, body: '{' })).status).toBe(400)
    // Nothing was saved by any of them.
    expect(await (await t.request('GET', '/api/opening-hours')).json()).toEqual({ weekly: defaultWeek(), exceptions: [] })
  })

  it('replaces the hours from today on, keeps earlier exceptions, and lists the bookings that no longer fit without cancelling them', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4]], barSeats: 4 })
    await t.database.handle.db.insert(openingExceptions).values({ date: '2031-05-01', closed: true, note: 'Labour Day' })
    const tuesday = (await (await book(cookie, { date: TUESDAY, time: '19:00', name: 'Ana Reyes', guests: 3, email: 'maria@example.com', phone: '09171234567' })).json()) as { id: number; reference: string }
    const lateWednesday = (await (await book(cookie, { date: WEDNESDAY, time: '21:30', name: 'Ben Cruz', phone: '' })).json()) as { id: number }
    const earlyWednesday = (await (await book(cookie, { date: WEDNESDAY, time: '18:00' })).json()) as { id: number }
    const cancelled = (await (await book(cookie, { date: TUESDAY, time: '12:00' })).json()) as { id: number }
    await t.request('PATCH', `/api/reservations/${cancelled.id}/status`, { cookie, body: { status: 'cancelled' } })

    const weekly = defaultWeek().map((w) => (w.weekday === 3 ? { ...w, opens: '16:00', closes: '22:00' } : w.weekday === 1 ? { weekday: 1, closed: true } : w))
    const res = await put(cookie, {
      weekly,
      exceptions: [
        { date: SATURDAY, closed: false, opens: '18:00', closes: '02:00', note: '  Full moon party  ' },
        { date: TUESDAY, closed: true, note: 'Private event' },
      ],
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const saved = (await res.json()) as SavedOpeningHoursJson
    const expectedHours = {
      weekly: defaultWeek().map((w) =>
        w.weekday === 3 ? { ...w, opens: '16:00', closes: '22:00' } : w.weekday === 1 ? { weekday: 1, closed: true, opens: '11:00', closes: '00:00' } : w,
      ),
      exceptions: [
        { date: TUESDAY, closed: true, note: 'Private event' },
        { date: SATURDAY, closed: false, opens: '18:00', closes: '02:00', note: 'Full moon party' },
      ],
    }
    expect(saved).toMatchObject(expectedHours)
    // Monday (today) is closed now too, but nobody had booked it; the early Wednesday booking still fits (18:00 to 20:00).
    expect(saved.affectedBookings).toEqual([
      {
        id: tuesday.id,
        reference: tuesday.reference,
        name: 'Ana Reyes',
        email: 'maria@example.com',
        phone: '+639171234567',
        date: TUESDAY,
        time: '19:00',
        guests: 3,
        seatingPreference: 'table',
        status: 'confirmed',
        reason: 'We are closed on Tuesday, June 3, 2031 (Private event). Please choose another day.',
      },
      expect.objectContaining({ id: lateWednesday.id, name: 'Ben Cruz', phone: null, date: WEDNESDAY, time: '21:30', reason: expect.stringContaining('4:00 PM to 10:00 PM') }),
    ])
    expect(saved.affectedBookings.map((b) => b.id)).not.toContain(earlyWednesday.id)

    // Nothing was cancelled.
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<{ id: number; status: string }>
    expect(list.find((r) => r.id === tuesday.id)?.status).toBe('confirmed')
    expect(list.find((r) => r.id === lateWednesday.id)?.status).toBe('confirmed')

    // The public read follows at once; the exception before today stays stored but is not shown.
    expect(await (await t.request('GET', '/api/opening-hours')).json()).toEqual(expectedHours)
    const stored = await t.database.handle.db.select().from(openingExceptions)
    expect(stored.map((e) => e.date).sort()).toEqual(['2031-05-01', TUESDAY, SATURDAY])

    // Saving again with no exceptions removes the ones from today on.
    const cleared = (await (await put(cookie, { weekly: defaultWeek(), exceptions: [] })).json()) as SavedOpeningHoursJson
    expect(cleared).toEqual({ weekly: defaultWeek(), exceptions: [], affectedBookings: [], affectedEvents: [] })
  })
})

describe('the events a change of the hours leaves closed', () => {
  async function event(cookie: string, title: string, date: string, time: string) {
    const res = await t.request('POST', '/api/events', { cookie, body: { title, description: 'On the beach', date, time } })
    expect(res.status, await res.clone().text()).toBe(201)
    return ((await res.json()) as { id: number }).id
  }

  it('are listed before the save (POST /check writes nothing) and after it, beside the bookings', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const booked = await book(cookie, { date: TUESDAY, time: '19:00', guests: 2 })
    expect(booked.status, await booked.clone().text()).toBe(201)
    const party = await event(cookie, 'Beach party', TUESDAY, '20:00')
    const late = await event(cookie, 'Late jazz', WEDNESDAY, '22:30')
    await event(cookie, 'Early jazz', WEDNESDAY, '19:00')
    const weekly = defaultWeek().map((w) => (w.weekday === 3 ? { ...w, opens: '16:00', closes: '22:00' } : w))
    const change = { weekly, exceptions: [{ date: TUESDAY, closed: true, note: 'Private event' }] }
    const expectedEvents = [
      { id: party, title: 'Beach party', date: TUESDAY, time: '20:00', reason: 'The venue is closed on this day (Private event).' },
      { id: late, title: 'Late jazz', date: WEDNESDAY, time: '22:30', reason: 'The venue is not open at this time on this day: open 4:00 PM to 10:00 PM.' },
    ]

    const check = await t.request('POST', '/api/opening-hours/check', { cookie, body: change })
    expect(check.status, await check.clone().text()).toBe(200)
    const checked = (await check.json()) as OpeningHoursCheckJson
    expect(checked.affectedEvents).toEqual(expectedEvents)
    expect(checked.affectedBookings.map((b) => [b.date, b.time])).toEqual([[TUESDAY, '19:00']])
    // Nothing was saved by the check.
    expect(await (await t.request('GET', '/api/opening-hours')).json()).toEqual({ weekly: defaultWeek(), exceptions: [] })
    expect((await t.request('POST', '/api/opening-hours/check', { body: change })).status).toBe(401)

    const saved = (await (await put(cookie, change)).json()) as SavedOpeningHoursJson
    expect(saved.affectedEvents).toEqual(expectedEvents)
    expect(saved.affectedBookings).toEqual(checked.affectedBookings)
  })
})

describe('bookings follow the opening hours', () => {
  it('refuses a booking on a closed day (field date, naming the note) and outside the hours (field time, naming the hours), for guests and staff', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]], barSeats: 4 })
    const weekly = defaultWeek().map((w) => (w.weekday === 3 ? { ...w, opens: '16:00', closes: '22:00' } : w))
    expect((await put(cookie, { weekly, exceptions: [{ date: TUESDAY, closed: true, note: 'Private event' }] })).status).toBe(200)

    const closed = await t.request('POST', '/api/reservations', { body: bookingBody({ date: TUESDAY, time: '19:00' }) })
    expect(closed.status).toBe(400)
    expect(await closed.json()).toEqual({
      message: 'We are closed on Tuesday, June 3, 2031 (Private event). Please choose another day.',
      details: [{ path: 'date', message: 'We are closed on Tuesday, June 3, 2031 (Private event). Please choose another day.' }],
    })
    const late = await book(cookie, { date: WEDNESDAY, time: '21:00' })
    expect(late.status).toBe(400)
    const message = 'On Wednesday, June 4, 2031 we are open 4:00 PM to 10:00 PM: please choose a time from 4:00 PM to 8:00 PM.'
    expect(await late.json()).toEqual({ message, details: [{ path: 'time', message }] })
    expect((await book(cookie, { date: WEDNESDAY, time: '12:00' })).status).toBe(400)
    expect((await book(cookie, { date: WEDNESDAY, time: '20:00' })).status).toBe(201)
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as unknown[]
    expect(list).toHaveLength(1)
  })

  it('offers no time on a closed day and only the bookable slots of a special-hours or overnight day', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]], barSeats: 4 })
    const weekly = defaultWeek().map((w) => (w.weekday === 3 ? { weekday: 3, closed: true } : w))
    const exceptions = [
      { date: TUESDAY, closed: false, opens: '17:00', closes: '21:00', note: 'Wedding in the afternoon' },
      { date: SATURDAY, closed: false, opens: '18:00', closes: '02:00' },
    ]
    expect((await put(cookie, { weekly, exceptions })).status).toBe(200)
    const times = async (date: string) => {
      const res = await t.request('GET', `/api/availability?date=${date}&guests=2&seating=table`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { slots: Array<{ time: string; available: boolean }> }).slots.map((s) => s.time)
    }
    expect(await times(WEDNESDAY)).toEqual([])
    expect(await times(TUESDAY)).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00'])
    // Open until 2 AM: the last two-hour start is midnight, listed after the evening's.
    expect(await times(SATURDAY)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00'])
    // Today (Monday) keeps the default hours: the times up to now are past, the last start is 22:00.
    const today = await times(TODAY)
    expect(today[0]).toBe('11:00')
    expect(today.at(-1)).toBe('22:00')
  })

  it('suggests only open times when the asked time is full', async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    expect((await put(cookie, { weekly: defaultWeek(), exceptions: [{ date: TUESDAY, closed: false, opens: '17:00', closes: '22:00' }] })).status).toBe(200)
    expect((await book(cookie, { date: TUESDAY, time: '19:00' })).status).toBe(201)
    const full = await book(cookie, { date: TUESDAY, time: '19:30' })
    expect(full.status).toBe(409)
    // Without the hours, 16:30 and 21:00 would be offered too.
    expect(((await full.json()) as { alternatives: string[] }).alternatives).toEqual(['17:00'])
  })
})
