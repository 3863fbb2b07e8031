import { describe, expect, it } from 'vitest'
import { events } from '~/.server/db/schema'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The venue clock for the event tests: 2026-12-01 12:00 in Manila (UTC+8).
const NOON_DEC_1 = new Date('2026-12-01T04:00:00Z')
const BOOKING_NOT_FOUND = { message: 'We could not find this booking. Please check the link in your confirmation.' }

interface Calendar {
  /** The raw file. */
  text: string
  /** Its content lines, unfolded. */
  lines: string[]
  /** The VEVENT's properties by name (with parameters: 'DTSTART;TZID=Asia/Manila'), values as written. */
  event: Map<string, string>
}

/** Reads a text/calendar answer: every line ends in CRLF and is at most 75 octets; one VEVENT. */
async function readCalendar(res: Response): Promise<Calendar> {
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const text = await res.text()
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1)
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
  const inside = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'))
  const event = new Map<string, string>()
  for (const line of inside) {
    const colon = line.indexOf(':')
    expect(event.has(line.slice(0, colon)), line).toBe(false)
    event.set(line.slice(0, colon), line.slice(colon + 1))
  }
  return { text, lines, event }
}

/** A TEXT value as a reader sees it (RFC 5545 3.3.11). */
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

async function insertEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.database.handle.db
    .insert(events)
    .values({ title: 'Fire Dance Night', description: 'Fire dancers on the beach', date: new Date('2026-12-05T12:00:00Z'), ...values })
    .returning()
  return row
}

describe('GET /api/events/:id/ics', () => {
  it("answers the event as one VEVENT in the venue's zone, with the venue as location", async () => {
    t.setNow(NOON_DEC_1)
    const { id } = await insertEvent()
    const res = await t.request('GET', `/api/events/${id}/ics`)
    const { lines, event } = await readCalendar(res)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fire-dance-night.ics"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', expect.stringMatching(/^PRODID:.+/), 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'])
    // Manila keeps +08:00 all year: one STANDARD observance.
    expect(lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Manila',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'END:STANDARD',
      'END:VTIMEZONE',
    ])
    expect(Object.fromEntries(event)).toEqual({
      UID: `event-${id}@localhost`,
      DTSTAMP: '20261201T040000Z',
      'DTSTART;TZID=Asia/Manila': '20261205T200000',
      // Without an end, three hours.
      'DTEND;TZID=Asia/Manila': '20261205T230000',
      SUMMARY: 'Fire Dance Night',
      LOCATION: `${DEFAULT_VENUE.name}\\, Malay\\, Aklan\\, Philippines`,
      DESCRIPTION: 'Fire dancers on the beach',
      URL: 'http://localhost/events',
      STATUS: 'CONFIRMED',
    })
  })

  it('ends at the end staff gave (the next morning), and follows the venue settings', async () => {
    const cookie = await t.signIn()
    const venue = await t.request('PUT', '/api/venue', { cookie, body: { ...DEFAULT_VENUE, name: 'Kuya’s Beach; Bar', address: 'Station 2, White Beach' } })
    expect(venue.status).toBe(200)
    const created = await t.request('POST', '/api/events', {
      cookie,
      body: { title: 'Full Moon Party', description: 'Drums\nand fire', date: '2026-12-24', time: '22:00', endTime: '02:00' },
    })
    const { id } = (await created.json()) as { id: number }
    const { event } = await readCalendar(await t.request('GET', `/api/events/${id}/ics`))
    expect(event.get('DTSTART;TZID=Asia/Manila')).toBe('20261224T220000')
    expect(event.get('DTEND;TZID=Asia/Manila')).toBe('20261225T020000')
    expect(event.get('LOCATION')).toBe('Kuya’s Beach\\; Bar\\, Station 2\\, White Beach')
    expect(event.get('DESCRIPTION')).toBe('Drums\\nand fire')
  })

  it('escapes a title with ; , \\ and a line break, and folds a long one without breaking a character', async () => {
    const title = 'Sunset; Jazz, Blues \\ Soul\nATTENDEE:mailto:x@example.com'
    const description = 'Piña coladas 🍹 and live music by the shore, '.repeat(8)
    const { id } = await insertEvent({ title, description })
    const res = await t.request('GET', `/api/events/${id}/ics`)
    const { text, lines, event } = await readCalendar(res)
    expect(event.get('SUMMARY')).toBe('Sunset\\; Jazz\\, Blues \\\\ Soul\\nATTENDEE:mailto:x@example.com')
    expect(unescape(event.get('SUMMARY')!)).toBe(title)
    expect(unescape(event.get('DESCRIPTION')!)).toBe(description)
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false)
    expect(text).toContain('\r\n ')
    expect(text).not.toContain('\uFFFD')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sunset-jazz-blues-soul-attendee-mailto-x-example-com.ics"')
  })

  it('names the file by the id when the title has no letters a file name can hold', async () => {
    const { id } = await insertEvent({ title: '李 🍹' })
    const res = await t.request('GET', `/api/events/${id}/ics`)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${id}.ics"`)
    expect((await readCalendar(res)).event.get('SUMMARY')).toBe('李 🍹')
  })

  it('answers 404 for an unknown or malformed id, never a 500', async () => {
    const { id } = await insertEvent()
    const unknown = await t.request('GET', `/api/events/${id + 1}/ics`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Event not found' })
    for (const bad of ['0', '-1', '1e3', '0x1f', 'abc', '2147483648', '99999999999999999999', '%00', `${id}%00`, 'x'.repeat(5000)]) {
      const res = await t.request('GET', `/api/events/${bad}/ics`)
      expect(res.status, bad).toBe(404)
      expect(await res.json(), bad).toEqual({ message: 'Not found' })
    }
  })
})

describe('GET /api/bookings/:token/ics', () => {
  const day = venueDateFromToday(3)
  const compact = day.replace(/-/g, '')

  async function book(overrides: Record<string, unknown> = {}) {
    const res = await t.request('POST', '/api/reservations', { body: bookingBody({ date: day, ...overrides }) })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await res.json()) as { reference: string; manageToken: string; managePath: string }
  }

  it('answers the booking for two hours in venue time, with its private link, kept by no cache', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const { reference, manageToken, managePath } = await book({ guests: 4, notes: 'Birthday; cake, please\nNear the sea' })
    const res = await t.request('GET', `/api/bookings/${manageToken}/ics`)
    const { event } = await readCalendar(res)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="booking-${reference.toLowerCase()}.ics"`)
    const privateLink = `http://localhost${managePath}`
    expect(event.get('UID')).toBe(`booking-${reference}@localhost`)
    expect(event.get('DTSTART;TZID=Asia/Manila')).toBe(`${compact}T190000`)
    expect(event.get('DTEND;TZID=Asia/Manila')).toBe(`${compact}T210000`)
    expect(event.get('SUMMARY')).toBe(`Table for 4 at ${DEFAULT_VENUE.name}`)
    expect(event.get('LOCATION')).toBe(`${DEFAULT_VENUE.name}\\, Malay\\, Aklan\\, Philippines`)
    expect(event.get('URL')).toBe(privateLink)
    // Pending: its seats are held, as the guest was told.
    expect(event.get('STATUS')).toBe('CONFIRMED')
    expect(event.get('SEQUENCE')).toBe('0')
    expect(unescape(event.get('DESCRIPTION')!).split('\n')).toEqual([
      `Booking reference: ${reference}`,
      'Party: 4 guests',
      'Seating: Table',
      'Special requests: Birthday; cake, please',
      'Near the sea',
      `Your booking (see or cancel it): ${privateLink}`,
      `Questions: ${DEFAULT_VENUE.phone}`,
    ])
  })

  it('ends a 22:00 booking at midnight, and names bar seats', async () => {
    await seedCapacity(t.database.handle.db, { barSeats: 4 })
    const { manageToken } = await book({ time: '22:00', guests: 1, seatingPreference: 'bar' })
    const { event } = await readCalendar(await t.request('GET', `/api/bookings/${manageToken}/ics`))
    expect(event.get('DTSTART;TZID=Asia/Manila')).toBe(`${compact}T220000`)
    expect(event.get('DTEND;TZID=Asia/Manila')).toBe(`${venueDateFromToday(4).replace(/-/g, '')}T000000`)
    expect(event.get('SUMMARY')).toBe(`Bar seat for 1 at ${DEFAULT_VENUE.name}`)
  })

  it('still answers a cancelled booking, marked CANCELLED, so a calendar that imports it again shows it', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const { manageToken } = await book()
    expect((await t.request('POST', `/api/bookings/${manageToken}/cancel`)).status).toBe(200)
    const { event } = await readCalendar(await t.request('GET', `/api/bookings/${manageToken}/ics`))
    expect(event.get('STATUS')).toBe('CANCELLED')
    expect(Number(event.get('SEQUENCE'))).toBeGreaterThan(0)
    expect(unescape(event.get('DESCRIPTION')!)).toMatch(/^This booking is cancelled\.\n/)
  })

  it('answers an unknown or malformed token exactly as GET /api/bookings/:token does', async () => {
    await seedCapacity(t.database.handle.db, { tables: [[1, 4]] })
    const { manageToken, reference } = await book()
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    for (const token of [manageToken.slice(0, -1) + flip(manageToken.slice(-1)), manageToken.slice(1), reference, 'A'.repeat(43), '%00', `${manageToken}%00`, 'x'.repeat(5000)]) {
      const res = await t.request('GET', `/api/bookings/${token}/ics`)
      const json = await t.request('GET', `/api/bookings/${token}`)
      expect(res.status, token).toBe(404)
      expect(json.status, token).toBe(404)
      expect(await res.json(), token).toEqual(BOOKING_NOT_FOUND)
      expect(await json.json(), token).toEqual(BOOKING_NOT_FOUND)
    }
  })
})

describe('links in the files with PUBLIC_URL', () => {
  const withUrl = useTestApp({ PUBLIC_URL: 'https://beachbar.example/' })

  it('uses the configured public URL, whatever Host the request came with', async () => {
    await seedCapacity(withUrl.database.handle.db, { tables: [[1, 4]] })
    const created = await withUrl.request('POST', '/api/reservations', { body: bookingBody({ date: venueDateFromToday(3) }) })
    const { manageToken, reference } = (await created.json()) as { manageToken: string; reference: string }
    const { event } = await readCalendar(await withUrl.request('GET', `/api/bookings/${manageToken}/ics`, { headers: { host: 'evil.example' } }))
    expect(event.get('URL')).toBe(`https://beachbar.example/booking/${manageToken}`)
    expect(event.get('UID')).toBe(`booking-${reference}@beachbar.example`)
  })
})
