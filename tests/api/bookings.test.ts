import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const day = venueDateFromToday(2)
const NOT_FOUND = { message: 'We could not find this booking. Please check the link in your confirmation.' }

async function bookOk(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, ...overrides }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as { id: number; reference: string; manageToken: string; managePath: string }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('guest self-service: GET /api/bookings/:token', () => {
  it('shows the guest their own booking, without ids or anything of other guests', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4]] })
    const mine = await bookOk({ name: 'Ana Reyes', email: 'ana@example.com', phone: '09171234567', guests: 3 })
    await bookOk({ name: 'Other Guest', email: 'other@example.com' })
    const res = await t.request('GET', `/api/bookings/${mine.manageToken}`)
    expect(res.status).toBe(200)
    const booking = (await res.json()) as Record<string, unknown>
    expect(booking).toEqual({
      reference: mine.reference,
      name: 'Ana Reyes',
      email: 'ana@example.com',
      phone: '+639171234567',
      date: day,
      time: '19:00',
      guests: 3,
      seatingPreference: 'table',
      notes: 'Sunset view please',
      status: 'confirmed',
      endTime: '21:00',
      guestMessage: null,
      language: 'en',
      startsAt: new Date(`${day}T19:00:00+08:00`).toISOString(),
      canCancel: true,
      canChange: true,
      // The default cut-off: two hours before the start.
      changeUntil: new Date(`${day}T17:00:00+08:00`).toISOString(),
      // No mail server is set in this app: the confirmation waits in the outbox, and none was sent.
      confirmationEmail: 'none',
    })
    expect(JSON.stringify(booking)).not.toContain('Other Guest')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 with one identical body for altered, unknown, malformed and empty-ish tokens', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const { manageToken } = await bookOk()
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    const guesses = [
      manageToken.slice(0, -1) + flip(manageToken.slice(-1)), // one character changed
      flip(manageToken[0]) + manageToken.slice(1),
      manageToken.slice(0, -1), // one character short
      `${manageToken}A`, // one too many
      manageToken.toUpperCase() === manageToken ? manageToken.toLowerCase() : manageToken.toUpperCase(),
      'A'.repeat(43),
      'not-a-token',
      '%27%20or%201%3D1--',
      'x'.repeat(500),
    ]
    const bodies = new Set<string>()
    for (const token of guesses) {
      for (const [method, path] of [
        ['GET', `/api/bookings/${token}`],
        ['POST', `/api/bookings/${token}/cancel`],
      ]) {
        const res = await t.request(method, path)
        expect(res.status, `${method} ${token}`).toBe(404)
        bodies.add(await res.text())
      }
    }
    expect([...bodies].map((b) => JSON.parse(b))).toEqual([NOT_FOUND])
    // The real one still works and nothing was cancelled by the guesses.
    expect(await (await t.request('GET', `/api/bookings/${manageToken}`)).json()).toMatchObject({ status: 'confirmed' })
  })

  it('does not accept a stored hash, or the reference, in place of the token', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const mine = await bookOk()
    const { createHash } = await import('node:crypto')
    const hash = createHash('sha256').update(mine.manageToken).digest('hex')
    expect((await t.request('GET', `/api/bookings/${hash}`)).status).toBe(404)
    expect((await t.request('GET', `/api/bookings/${mine.reference}`)).status).toBe(404)
    expect((await t.request('GET', `/api/bookings/${mine.id}`)).status).toBe(404)
  })
})

describe('guest self-service: POST /api/bookings/:token/cancel', () => {
  it('cancels, frees the table for the next guest, and shows as cancelled to staff', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const mine = await bookOk()
    expect((await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, time: '20:00' }) })).status).toBe(409)

    const res = await t.request('POST', `/api/bookings/${mine.manageToken}/cancel`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ reference: mine.reference, status: 'cancelled', canCancel: false })
    // Cancelling again is harmless.
    expect(await (await t.request('POST', `/api/bookings/${mine.manageToken}/cancel`)).json()).toMatchObject({ status: 'cancelled' })

    await bookOk({ time: '20:00' })
    const cookie = await t.signIn()
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<{ id: number; status: string }>
    expect(list.find((r) => r.id === mine.id)?.status).toBe('cancelled')
  })

  it('refuses to cancel from the start time on (409), in the venue time zone', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T07:10:00Z')) // 15:10 in Manila
    const mine = await bookOk({ date: '2026-11-22', time: '16:00' })
    vi.setSystemTime(new Date('2026-11-22T07:59:00Z')) // 15:59
    expect((await (await t.request('GET', `/api/bookings/${mine.manageToken}`)).json()) as object).toMatchObject({ canCancel: true })
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z')) // 16:00: it has started
    const view = (await (await t.request('GET', `/api/bookings/${mine.manageToken}`)).json()) as { canCancel: boolean }
    expect(view.canCancel).toBe(false)
    const res = await t.request('POST', `/api/bookings/${mine.manageToken}/cancel`)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      message: 'This booking started at 4:00 PM on November 22, 2026 and can no longer be cancelled online. Please contact us.',
    })
  })

  it('refuses to cancel a completed booking, and refuses cancel requests from another site', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const mine = await bookOk()
    const cross = await t.request('POST', `/api/bookings/${mine.manageToken}/cancel`, { headers: { origin: 'https://evil.example' } })
    expect(cross.status).toBe(403)
    const cookie = await t.signIn()
    await t.request('PATCH', `/api/reservations/${mine.id}/status`, { cookie, body: { status: 'completed' } })
    const res = await t.request('POST', `/api/bookings/${mine.manageToken}/cancel`)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'This booking has already taken place and cannot be cancelled.' })
  })
})

describe('GET /api/availability', () => {
  it('marks each of the 23 times available or not for the party', async () => {
    const [, big] = await seedCapacity(t.database.handle.db, { tables: [[1, 2], [2, 6]], barSeats: 4 })
    await bookOk({ guests: 5, time: '18:00' }) // the 6-seat table, 18:00-20:00
    const res = await t.request('GET', `/api/availability?date=${day}&guests=5&seating=table`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { date: string; guests: number; seating: string; slots: Array<{ time: string; available: boolean; reason?: string }> }
    // The 6-seat table seats more than the bar's 4: the largest party bookable online.
    expect(body).toMatchObject({ date: day, guests: 5, seating: 'table', maxOnlineParty: 6 })
    expect(body.slots).toHaveLength(23)
    const unavailable = body.slots.filter((s) => !s.available).map((s) => s.time)
    expect(unavailable).toEqual(['16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'])
    expect(body.slots.find((s) => s.time === '17:00')).toEqual({ time: '17:00', endTime: '19:00', available: false, reason: 'full' })
    expect(big.capacity).toBe(6)

    // Two guests still fit at table 1 at 18:00; seven fit nowhere.
    const two = (await (await t.request('GET', `/api/availability?date=${day}&guests=2`)).json()) as { slots: Array<{ available: boolean }> }
    expect(two.slots.every((s) => s.available)).toBe(true)
    const seven = (await (await t.request('GET', `/api/availability?date=${day}&guests=7&seating=table`)).json()) as { slots: Array<{ reason?: string }> }
    expect(seven.slots.every((s) => s.reason === 'too-large')).toBe(true)

    await bookOk({ guests: 3, seatingPreference: 'bar', time: '21:00' })
    const bar = (await (await t.request('GET', `/api/availability?date=${day}&guests=2&seating=bar`)).json()) as { slots: Array<{ time: string; available: boolean }> }
    expect(bar.slots.filter((s) => !s.available).map((s) => s.time)).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30', '22:00'])
  })

  it('marks today\'s past times unavailable', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T07:10:00Z')) // 15:10 in Manila
    const body = (await (await t.request('GET', '/api/availability?date=2026-11-22&guests=2&seating=table')).json()) as {
      slots: Array<{ time: string; available: boolean; reason?: string }>
    }
    const past = body.slots.filter((s) => s.reason === 'past').map((s) => s.time)
    expect(past).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00'])
    expect(body.slots.filter((s) => s.available)).toHaveLength(14)
  })

  it.each([
    ['guests=2&seating=table', 'date', 'Please select a date'],
    ['date=2026-02-30&guests=2', 'date', 'Please select a date'],
    ['date=2020-01-01&guests=2', 'date', 'Please select today or a later date'],
    [`date=${day}&guests=0`, 'guests', 'Must have at least 1 guest'],
    [`date=${day}&guests=21`, 'guests', 'Maximum 20 guests per reservation'],
    [`date=${day}&guests=2.5`, 'guests', 'Number of guests must be a whole number'],
    [`date=${day}&guests=2&seating=rooftop`, 'seating', 'Please select a seating preference'],
  ])('refuses ?%s with 400 on %s: "%s"', async (query, path, message) => {
    const res = await t.request('GET', `/api/availability?${query}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; details: Array<{ path: string; message: string }> }
    expect(body.details[0]).toEqual({ path, message })
    expect(body.message).toBe(message)
  })
})
