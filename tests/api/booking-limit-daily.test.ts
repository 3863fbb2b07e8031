import { describe, expect, it } from 'vitest'
import { guestBookingEvents } from '~/.server/db/schema'
import { purgeGuestBookingEvents } from '~/.server/services/booking-limit'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

// Behind one trusted proxy, so each test names its client's address; no hourly limit, three bookings a day.
const t = useTestApp({ TRUST_PROXY: '1', BOOKINGS_PER_ADDRESS_PER_HOUR: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '3' })

const FLOODER = '198.51.100.66'
const HOUR = 60 * 60 * 1000
const day = venueDateFromToday(3)
const times = ['12:00', '13:00', '14:00', '15:00', '16:00']

function book(address: string, time: string) {
  return t.request('POST', '/api/reservations', {
    body: bookingBody({ date: day, time, guests: 2, email: `guest-${time.replace(':', '')}@example.com` }),
    headers: { 'x-forwarded-for': `10.1.2.3, ${address}` },
  })
}

describe('new bookings per client address and day', () => {
  it('takes the configured number per 24 hours, then answers 429 suggesting a call, with Retry-After; the next day again', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4], [4, 4], [5, 4]] })
    const now = new Date()
    t.setNow(now)
    for (const time of times.slice(0, 3)) expect((await book(FLOODER, time)).status).toBe(201)
    // Hours later (the hourly limit would have forgotten them): still refused.
    t.setNow(new Date(now.getTime() + 5 * HOUR))
    const refused = await book(FLOODER, times[3])
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You have made many bookings today. Please try again in 19 hours, or call us and we will gladly book for you.',
    )
    expect(Number(refused.headers.get('retry-after'))).toBe(19 * 60 * 60)
    // Another address is not affected.
    expect((await book('203.0.113.10', times[3])).status).toBe(201)
    // A day after the first booking, the address may book again.
    t.setNow(new Date(now.getTime() + 24 * HOUR + 1000))
    expect((await book(FLOODER, times[4])).status).toBe(201)
  })

  it('keeps what it counted for a day: the purge deletes only what is older', async () => {
    const db = t.database.handle.db
    const now = new Date('2026-11-25T04:00:00Z')
    await db.insert(guestBookingEvents).values([
      { clientKey: 'a', createdAt: new Date(now.getTime() - 2 * HOUR) },
      { clientKey: 'a', createdAt: new Date(now.getTime() - 23 * HOUR) },
      { clientKey: 'a', createdAt: new Date(now.getTime() - 25 * HOUR) },
    ])
    expect(await purgeGuestBookingEvents(db, now)).toBe(1)
    expect(await db.select().from(guestBookingEvents)).toHaveLength(2)
  })
})
