/**
 * Booking policy (issue 27): online bookings start confirmed, one guest cannot hold two bookings at once (guests are
 * refused, staff warned and may override), and staff may cancel without e-mailing the guest.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox } from '~/.server/db/schema'
import type { CreatedReservationJson, DuplicateBookingBody, GuestHistoryJson } from '~/contracts/reservations'
import { bookingBody, seedAppCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const day = venueDateFromToday(4)
const ANA = { name: 'Ana Reyes', email: 'ana@example.com', phone: '0917 555 0142' }

async function guestBook(overrides: Record<string, unknown> = {}) {
  return t.request('POST', '/api/reservations', { body: bookingBody({ ...ANA, date: day, time: '19:00', ...overrides }) })
}

async function booked(res: Response): Promise<CreatedReservationJson> {
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as CreatedReservationJson
}

async function refusedAsDuplicate(res: Response): Promise<DuplicateBookingBody> {
  expect(res.status, await res.clone().text()).toBe(409)
  const body = (await res.json()) as DuplicateBookingBody
  expect(body.code).toBe('duplicate-booking')
  return body
}

const outboxKinds = async (reservationId: number) =>
  (await t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, reservationId)).orderBy(emailOutbox.id)).map((row) => row.kind)

describe('online bookings', () => {
  it('start confirmed, with the guest e-mailed that they are confirmed', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const booking = await booked(await guestBook())
    expect(booking.status).toBe('confirmed')
    expect(await outboxKinds(booking.id)).toContain('booking-confirmation')
  })
})

describe('one guest, one booking at a time', () => {
  it('refuses a guest the same e-mail (any case) or phone at an overlapping time, naming the booking but never its link', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4], [3, 4]] })
    const first = await booked(await guestBook())
    const sameEmail = await refusedAsDuplicate(await guestBook({ email: 'ANA@example.com ', phone: '', time: '20:00' }))
    expect(sameEmail.message).toBe(
      `You already have a booking at 7:00 PM on ${longDate(day)} (reference ${first.reference}). To change or cancel it, use the link in your confirmation e-mail.`,
    )
    expect(sameEmail.existing).toEqual({ reference: first.reference, date: day, time: '19:00' })
    expect(JSON.stringify(sameEmail)).not.toContain(first.manageToken!)
    expect(JSON.stringify(sameEmail)).not.toContain('Ana Reyes')
    await refusedAsDuplicate(await guestBook({ email: 'other@example.com', phone: '+63 917-555-0142', time: '18:00' }))
    // After its stay, on another day, or once cancelled, the same guest may book again.
    await booked(await guestBook({ time: '21:00' }))
    await booked(await guestBook({ date: venueDateFromToday(5) }))
    expect((await t.request('POST', `/api/bookings/${first.manageToken}/cancel`)).status).toBe(200)
    await booked(await guestBook({ time: '19:00', email: 'ana@example.com' }))
  })

  it('warns staff with whose booking it is, and records it when they override', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const first = await booked(await guestBook())
    const cookie = await t.signIn()
    const asStaff = (extra: Record<string, unknown>) =>
      t.request('POST', '/api/reservations', { cookie, body: bookingBody({ ...ANA, email: '', date: day, time: '19:30', source: 'phone', ...extra }) })
    const warning = await refusedAsDuplicate(await asStaff({}))
    expect(warning.existing).toEqual({ reference: first.reference, date: day, time: '19:00', id: first.id, name: 'Ana Reyes' })
    expect(warning.message).toContain('Ana Reyes already has a booking at 7:00 PM')
    const second = await booked(await asStaff({ allowDuplicate: true }))
    expect(second.status).toBe('confirmed')
    // The guest's history shows the other booking that day: this is no first booking.
    const history = (await (await t.request('GET', `/api/reservations/${second.id}/guest`, { cookie })).json()) as GuestHistoryJson
    expect(history.otherBookings).toBe(1)
    expect(history.sameDay).toEqual([{ reference: first.reference, time: '19:00', status: 'confirmed' }])
    expect((await asStaff({ allowDuplicate: 'yes' })).status).toBe(400)
  })

  it("refuses a guest's change onto their other booking's time, but not a change of the booking itself", async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const seven = await booked(await guestBook())
    const ten = await booked(await guestBook({ time: '21:30' }))
    const onto = await t.request('PATCH', `/api/bookings/${ten.manageToken}`, { body: { time: '20:00' } })
    expect((await refusedAsDuplicate(onto)).existing.reference).toBe(seven.reference)
    const itself = await t.request('PATCH', `/api/bookings/${seven.manageToken}`, { body: { time: '19:30', guests: 3 } })
    expect(itself.status, await itself.clone().text()).toBe(200)
  })
})

describe('staff status changes and the guest e-mail', () => {
  it('cancels without e-mailing the guest when staff say notifyGuest false, and drops the reminder', async () => {
    await seedAppCapacity(t, { tables: [[1, 4]] })
    const booking = await booked(await guestBook())
    const cookie = await t.signIn()
    const before = await outboxKinds(booking.id)
    const res = await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'cancelled', notifyGuest: false } })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await outboxKinds(booking.id)).toEqual(before)
    const reminders = await t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking-reminder'))
    expect(reminders.every((r) => r.status === 'cancelled')).toBe(true)
    const reopened = await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'confirmed', notifyGuest: 'no' } })
    expect(reopened.status).toBe(400)
  })

  it('cancels with the e-mail by default, and confirms a pending hold to the guest', async () => {
    await seedAppCapacity(t, { tables: [[1, 4], [2, 4]] })
    const cookie = await t.signIn()
    const booking = await booked(await guestBook())
    await t.request('PATCH', `/api/reservations/${booking.id}/status`, { cookie, body: { status: 'cancelled' } })
    expect(await outboxKinds(booking.id)).toContain('booking-cancellation')
    const hold = await booked(await guestBook({ email: 'bea@example.com', phone: '', time: '20:00' }))
    await t.request('PATCH', `/api/reservations/${hold.id}/status`, { cookie, body: { status: 'pending' } })
    const confirmations = async () => (await outboxKinds(hold.id)).filter((kind) => kind === 'booking-confirmation').length
    expect(await confirmations()).toBe(1)
    await t.request('PATCH', `/api/reservations/${hold.id}/status`, { cookie, body: { status: 'confirmed' } })
    expect(await confirmations()).toBe(2)
  })
})

function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}
