/**
 * Guests see only their own: every answer a guest gets about a booking holds the guest-visible fields and nothing of
 * staff's view (no table, no version, no staff note, no internal timestamps); staff's answers keep everything.
 */
import { describe, expect, it } from 'vitest'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const day = venueDateFromToday(2)

/** What a guest may see of a booking, whichever answer carries it. */
const GUEST_FIELDS = ['reference', 'name', 'email', 'phone', 'date', 'time', 'guests', 'seatingPreference', 'notes', 'status', 'endTime', 'guestMessage', 'language']
/** The 201 of a guest's own booking: those, its id, and the private link (shown once). */
const CREATED_FIELDS = [...GUEST_FIELDS, 'id', 'manageToken', 'managePath', 'confirmationEmail']
/** GET/PATCH /api/bookings/:token and its cancel: those, and what the private page needs to offer. */
const GUEST_BOOKING_FIELDS = [...GUEST_FIELDS, 'startsAt', 'canCancel', 'canChange', 'changeUntil', 'confirmationEmail']
/** What staff see besides. */
const STAFF_ONLY_FIELDS = ['tableId', 'createdAt', 'tableNumber', 'tableNumbers', 'stayMinutes', 'source', 'staffNote', 'version']

const sorted = (keys: string[]) => [...keys].sort()

async function keysOf(res: Response, status = 200): Promise<string[]> {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return sorted(Object.keys(JSON.parse(text) as object))
}

async function guestBooking() {
  const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day }) })
  const body = (await res.clone().json()) as { id: number; manageToken: string }
  return { res, ...body }
}

describe('guest answers', () => {
  it("a guest's new booking answers its id, the guest-visible fields and the private link, nothing of staff's", async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const { res } = await guestBooking()
    expect(await keysOf(res, 201)).toEqual(sorted(CREATED_FIELDS))
  })

  it('the booking behind the token, its change and its cancellation answer the guest-visible fields only', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const { manageToken } = await guestBooking()
    expect(await keysOf(await t.request('GET', `/api/bookings/${manageToken}`))).toEqual(sorted(GUEST_BOOKING_FIELDS))
    const changed = await t.request('PATCH', `/api/bookings/${manageToken}`, { body: { guests: 3 } })
    // A guest's change and cancellation also say whether their e-mail went (the per-recipient limit).
    expect(await keysOf(changed)).toEqual(sorted([...GUEST_BOOKING_FIELDS, 'changeEmail']))
    expect(await keysOf(await t.request('POST', `/api/bookings/${manageToken}/cancel`))).toEqual(sorted([...GUEST_BOOKING_FIELDS, 'changeEmail']))
  })

  it("a group request answers what to quote and the private link; availability names no booking", async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const group = await t.request('POST', '/api/group-requests', {
      body: { name: 'Lea Cruz', email: 'lea@example.com', phone: '0917 555 0142', date: venueDateFromToday(3), time: '19:00', guests: 30 },
    })
    expect(await keysOf(group, 201)).toEqual(['managePath', 'reference', 'status'])
    const { manageToken } = await guestBooking()
    const query = `date=${day}&guests=2&seating=table`
    for (const path of [`/api/availability?${query}`, `/api/bookings/${manageToken}/availability?${query}`]) {
      const text = await (await t.request('GET', path)).text()
      expect(sorted(Object.keys(JSON.parse(text) as object))).toEqual(['date', 'guests', 'maxOnlineParty', 'seating', 'slots', 'stayMinutes'])
      expect(text).not.toContain('Maria Santos')
    }
  })

  it("staff's new booking and staff's reads keep every field", async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4]] })
    const cookie = await t.signIn()
    const staffBooking = await t.request('POST', '/api/reservations', { cookie, body: bookingBody({ date: day, source: 'phone', staffNote: 'Birthday' }) })
    expect(await keysOf(staffBooking, 201)).toEqual(sorted([...CREATED_FIELDS, ...STAFF_ONLY_FIELDS]))
    const { id } = await guestBooking()
    const list = (await (await t.request('GET', `/api/reservations?date=${day}`, { cookie })).json()) as Array<Record<string, unknown>>
    const seen = list.find((r) => r.id === id)!
    expect(sorted(Object.keys(seen))).toEqual(sorted(['id', ...GUEST_FIELDS, ...STAFF_ONLY_FIELDS]))
  })
})
