import { describe, expect, it } from 'vitest'
import { loadDemoDataOnce } from '~/.server/db/demo-seed'
import { venueToday } from '~/lib/venue-time'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

function booking(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Santos',
    email: 'maria@example.com',
    phone: '09171234567',
    date: venueDateFromToday(1),
    time: '18:30',
    guests: 2,
    notes: 'Sunset view please',
    seatingPreference: 'table',
    ...overrides,
  }
}

async function details(res: Response) {
  return ((await res.json()) as { details: Array<{ path: string; message: string }> }).details
}

describe('POST /api/reservations', () => {
  it('books a table: 201 with the stored reservation, confirmed', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    const res = await t.request('POST', '/api/reservations', { body: booking({ status: 'confirmed', id: 99, tableId: 1 }) })
    expect(res.status).toBe(201)
    const created = (await res.json()) as Record<string, unknown>
    // The number comes back as it is stored, in E.164.
    expect(created).toMatchObject({ ...booking(), phone: '+639171234567', status: 'confirmed' })
    expect(created.id).not.toBe(99)
  })

  it.each([
    [{ email: 'maria-at-example' }, 'email', 'Invalid email format'],
    [{ date: '' }, 'date', 'Please select a date'],
    [{ time: '' }, 'time', 'Please select a time'],
    [{ guests: 0 }, 'guests', 'Must have at least 1 guest'],
    [{ guests: 21 }, 'guests', 'Maximum 20 guests per reservation'],
    [{ phone: '12345' }, 'phone', 'Phone number is too short'],
    [{ phone: '1234567890123456' }, 'phone', 'Phone number is too long'],
    [{ seatingPreference: 'rooftop' }, 'seatingPreference', 'Please select a seating preference'],
    [{ time: '10:00' }, 'time', 'Please select one of the listed times'],
    [{ date: '2020-01-01' }, 'date', 'Please select today or a later date'],
  ])('refuses %o: 400 with details[0] = %s "%s", nothing stored', async (change, path, message) => {
    const res = await t.request('POST', '/api/reservations', { body: booking(change) })
    expect(res.status).toBe(400)
    expect((await details(res))[0]).toEqual({ path, message })
    const cookie = await t.signIn()
    expect(await (await t.request('GET', '/api/reservations', { cookie })).json()).toEqual([])
  })

  it('judges "before today" in the venue time zone', async () => {
    const res = await t.request('POST', '/api/reservations', { body: booking({ date: venueDateFromToday(-1) }) })
    expect((await details(res))[0].message).toBe('Please select today or a later date')
    expect(venueToday('Asia/Manila')).toBe(venueDateFromToday(0))
  })
})

describe('staff reservation list and status', () => {
  it('lists reservations with their fields and changes their status', async () => {
    await loadDemoDataOnce(t.database.handle.db, 'Asia/Manila')
    const created = (await (await t.request('POST', '/api/reservations', { body: booking() })).json()) as { id: number }
    const cookie = await t.signIn()
    const list = (await (await t.request('GET', '/api/reservations', { cookie })).json()) as Array<Record<string, unknown>>
    expect(list).toHaveLength(1)
    for (const field of ['id', 'name', 'date', 'time', 'guests', 'seatingPreference', 'tableId', 'status', 'phone', 'email', 'notes']) {
      expect(list[0]).toHaveProperty(field)
    }

    const patched = await t.request('PATCH', `/api/reservations/${created.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ id: created.id, status: 'confirmed' })

    const bad = await t.request('PATCH', `/api/reservations/${created.id}/status`, { cookie, body: { status: 'seated' } })
    expect(bad.status).toBe(400)
    expect((await details(bad))[0].path).toBe('status')

    expect((await t.request('PATCH', '/api/reservations/4242/status', { cookie, body: { status: 'confirmed' } })).status).toBe(404)
  })
})
