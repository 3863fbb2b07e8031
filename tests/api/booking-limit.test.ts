import { describe, expect, it } from 'vitest'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

// Behind one trusted proxy, so each test names its client's address (the last X-Forwarded-For entry).
const t = useTestApp({ TRUST_PROXY: '1', BOOKINGS_PER_ADDRESS_PER_HOUR: '3' })
const unlimited = useTestApp({ TRUST_PROXY: '1', BOOKINGS_PER_ADDRESS_PER_HOUR: '0' })

const FLOODER = '198.51.100.66'
const NEIGHBOUR = '203.0.113.10'
const day = venueDateFromToday(3)
const times = ['12:00', '13:00', '14:00', '15:00', '16:00']

function book(app: typeof t, address: string, time: string, cookie?: string) {
  return app.request('POST', '/api/reservations', {
    body: bookingBody({ date: day, time, guests: 2 }),
    headers: { 'x-forwarded-for': `10.1.2.3, ${address}` },
    cookie,
  })
}

describe('new bookings per client address', () => {
  it('takes the configured number per hour, then answers 429 suggesting a call, with Retry-After', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4]] })
    for (const time of times.slice(0, 3)) expect((await book(t, FLOODER, time)).status).toBe(201)
    const refused = await book(t, FLOODER, times[3])
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^You have made several bookings in a short time\. Please try again in \d+ minutes?, or call us and we will gladly book for you\.$/,
    )
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    // Another address is not affected.
    expect((await book(t, NEIGHBOUR, times[3])).status).toBe(201)
  })

  it('counts an IPv6 client by its /64: new addresses of one network share its allowance, another network does not', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4], [4, 4]] })
    for (const [i, time] of times.slice(0, 3).entries()) expect((await book(t, `2001:db8:85a3:12::${i + 1}`, time)).status).toBe(201)
    expect((await book(t, '2001:db8:85a3:12:ffff:1:2:3', times[3])).status).toBe(429)
    expect((await book(t, '2001:db8:85a3:13::1', times[3])).status).toBe(201)
  })

  it('counts only bookings really made: a refused one (409) does not use up the allowance', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    expect((await book(t, FLOODER, '19:00')).status).toBe(201)
    for (let i = 0; i < 3; i++) expect((await book(t, FLOODER, '19:00')).status).toBe(409)
    expect((await book(t, FLOODER, '12:00')).status).toBe(201)
  })

  it('counts parallel requests one at a time', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4], [4, 4], [5, 4]] })
    const statuses = (await Promise.all(times.map((time) => book(t, FLOODER, time)))).map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
  })

  it('does not limit staff, who book for guests on the phone', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4], [4, 4], [5, 4]] })
    const cookie = await t.signIn()
    for (const time of times) expect((await book(t, FLOODER, time, cookie)).status).toBe(201)
  })

  it('is off with BOOKINGS_PER_ADDRESS_PER_HOUR=0', async () => {
    await seedCapacity(unlimited.database.handle.db, { tables: [[1, 4], [2, 4], [3, 4], [4, 4], [5, 4]] })
    for (const time of times) expect((await book(unlimited, FLOODER, time)).status).toBe(201)
  })
})
