/**
 * The Reports page's CSV exports: every cell of reservations.csv and guests.csv read back with a real CSV parser
 * (nasty names, formula cells, line breaks), guests told apart as the guest history does, who may export what, the
 * refused ranges, and the guest list's export in the audit trail.
 */
import { parse } from 'csv-parse/sync'
import { desc, eq, gt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, reservations, tableCombinations } from '~/.server/db/schema'
import type { AuditPageJson } from '~/contracts/audit'
import { reportMessages, reportPaths } from '~/contracts/reports'
import { seedCapacity } from '../support/capacity'
import { signInAs } from '../support/sign-in-as'
import { STAFF_USERNAME, useTestApp } from '../support/test-app'

const t = useTestApp()
// 12:00 in Manila on 27 November 2026: the guest list's file is named after this venue day.
const NOW = new Date('2026-11-27T04:00:00Z')

type NewBooking = typeof reservations.$inferInsert

/** A booking straight into the table (the booking API refuses the past): its real start follows its day and time. */
function booking(fields: Partial<NewBooking> & Pick<NewBooking, 'name' | 'date' | 'time'>): NewBooking {
  const afterMidnight = fields.time < '06:00'
  const startDay = new Date(`${fields.date}T00:00:00Z`)
  if (afterMidnight) startDay.setUTCDate(startDay.getUTCDate() + 1)
  return {
    guests: 2,
    status: 'confirmed',
    source: 'phone',
    startsAt: `${startDay.toISOString().slice(0, 10)} ${fields.time}:00`,
    ...fields,
  }
}

async function insert(...rows: NewBooking[]) {
  return t.database.handle.db.insert(reservations).values(rows).returning({ id: reservations.id })
}

/** The answer's text, checked to be a CSV download, parsed back into rows of cells (the header first). */
async function csvOf(res: Response, file: string): Promise<string[][]> {
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const bytes = new Uint8Array(await res.arrayBuffer())
  // UTF-8's byte-order mark opens the file, so a spreadsheet reads ₱ and accents right.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  expect(text.endsWith('\r\n')).toBe(true)
  return parse(text, { bom: true, relax_column_count: false }) as string[][]
}

const rangePath = (from: string, to: string) => `${reportPaths.reservationsCsv}?from=${from}&to=${to}`

describe('GET /api/reports/reservations.csv', () => {
  it('writes every booking of the range, all statuses, ordered by start, each cell as inserted', async () => {
    t.setNow(NOW)
    const [one, two, three] = await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [7, 6]], barSeats: 4 })
    const [joined] = await t.database.handle.db.insert(tableCombinations).values({ tableIds: [one.id, two.id], capacity: 8 }).returning()
    await insert(
      // After midnight: the venue day of 20 November, but its start is last of the night.
      booking({
        reference: 'BB-LATE1',
        name: '=HYPERLINK("http://evil.example","Click me")',
        email: 'night@example.com',
        phone: '+639171234567',
        date: '2026-11-20',
        time: '00:30',
        guests: 3,
        source: 'online',
        seatingPreference: 'bar',
        status: 'no-show',
        stayMinutes: 90,
        createdAt: new Date('2026-11-20T16:30:00Z'),
        notes: '-1',
        staffNote: '@x',
      }),
      booking({
        reference: 'BB-EARLY',
        name: 'Ana "La Jefa" Cruz, Jr.',
        email: 'ana@example.com',
        phone: '0917 555 0142',
        date: '2026-11-20',
        time: '19:00',
        guests: 9,
        combinationId: joined.id,
        status: 'completed',
        stayMinutes: 150,
        createdAt: new Date('2026-11-01T01:05:00Z'),
        notes: 'Line one\nLine two, "quoted"\r\nLine three',
        staffNote: 'Pays in ₱, tips well',
      }),
      booking({
        reference: null,
        name: 'José Piña-Ñuñez',
        date: '2026-11-20',
        time: '22:45',
        guests: 4,
        source: 'walk-in',
        tableId: three.id,
        status: 'declined',
        stayMinutes: 120,
        createdAt: new Date('2026-11-20T14:00:00Z'),
      }),
      booking({ reference: 'BB-LAST1', name: '+63 Barkada', date: '2026-11-21', time: '12:00', status: 'cancelled', stayMinutes: 60, createdAt: new Date('2026-11-19T23:59:00Z') }),
      // Outside the range, on either side.
      booking({ reference: 'BB-BEFORE', name: 'Before', date: '2026-11-19', time: '23:45' }),
      booking({ reference: 'BB-AFTER', name: 'After', date: '2026-11-22', time: '01:00' }),
    )
    const cookie = await t.signIn()
    const rows = await csvOf(await t.request('GET', rangePath('2026-11-20', '2026-11-21'), { cookie }), 'reservations-2026-11-20-2026-11-21.csv')
    expect(rows).toEqual([
      ['Reference', 'Date', 'Time', 'Guests', 'Name', 'E-mail', 'Phone', 'Source', 'Seating', 'Tables', 'Status', 'Stay minutes', 'Made at', 'Notes', 'Staff note'],
      ['BB-EARLY', '2026-11-20', '19:00', '9', 'Ana "La Jefa" Cruz, Jr.', 'ana@example.com', '0917 555 0142', 'phone', 'table', '1+2', 'completed', '150', '2026-11-01 09:05', 'Line one\nLine two, "quoted"\r\nLine three', 'Pays in ₱, tips well'],
      ['', '2026-11-20', '22:45', '4', 'José Piña-Ñuñez', '', '', 'walk-in', 'table', '7', 'declined', '120', '2026-11-20 22:00', '', ''],
      // Formula cells come back as text behind an apostrophe; 'Made at' is on the venue's clock (00:30 the next day).
      ['BB-LATE1', '2026-11-20', '00:30', '3', `'=HYPERLINK("http://evil.example","Click me")`, 'night@example.com', "'+639171234567", 'online', 'bar', '', 'no-show', '90', '2026-11-21 00:30', "'-1", "'@x"],
      ['BB-LAST1', '2026-11-21', '12:00', '2', "'+63 Barkada", '', '', 'phone', 'table', '', 'cancelled', '60', '2026-11-20 07:59', '', ''],
    ])
  })

  it('writes only the header for a range without bookings', async () => {
    const cookie = await t.signIn()
    expect(await csvOf(await t.request('GET', rangePath('2025-01-01', '2025-12-31'), { cookie }), 'reservations-2025-01-01-2025-12-31.csv')).toHaveLength(1)
  })

  it.each([
    ['', 'from', 'from must be a date (yyyy-MM-dd)'],
    ['?from=2026-11-20', 'to', 'to must be a date (yyyy-MM-dd)'],
    ['?from=2026-02-30&to=2026-03-01', 'from', 'from must be a date (yyyy-MM-dd)'],
    ['?from=20261120&to=2026-11-21', 'from', 'from must be a date (yyyy-MM-dd)'],
    ['?from=2026-11-21&to=2026-11-20', 'from', reportMessages.fromAfterTo],
    ['?from=2026-01-01&to=2027-02-05', 'to', reportMessages.rangeTooLong],
    ['?from=%00&to=%E2%82%B1', 'from', 'from must be a date (yyyy-MM-dd)'],
  ])('refuses %s with 400 on %s', async (query, field, message) => {
    const cookie = await t.signIn()
    const res = await t.request('GET', `${reportPaths.reservationsCsv}${query}`, { cookie })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ message, details: [{ path: field, message }] })
  })

  it('takes 400 days, both ends included', async () => {
    const cookie = await t.signIn()
    expect((await t.request('GET', rangePath('2026-01-01', '2027-02-04'), { cookie })).status).toBe(200)
  })
})

describe('GET /api/reports/guests.csv', () => {
  it('writes one line per guest, matched by e-mail in any case or by the phone however written, newest visit first', async () => {
    t.setNow(NOW)
    await insert(
      // Lea: one e-mail in three cases; her declined group request is no booking made.
      booking({ name: 'Lea Cruz', email: 'Lea@Example.com', phone: '0918 111 2222', date: '2026-03-01', time: '19:00', status: 'completed' }),
      booking({ name: 'Lea C.', email: 'lea@example.com', date: '2026-05-02', time: '19:00', status: 'no-show' }),
      booking({ name: 'Léa Cruz-Santos, "LC"', email: 'LEA@EXAMPLE.COM', date: '2026-10-03', time: '20:00', status: 'arrived' }),
      booking({ name: 'Lea request', email: 'lea@example.com', date: '2026-12-24', time: '19:00', guests: 30, status: 'declined' }),
      // Ben: no e-mail, one phone written two ways.
      booking({ name: 'Ben Reyes', phone: '0917 555 0142', date: '2026-02-14', time: '21:00', status: 'completed' }),
      booking({ name: '=Ben', phone: '+639175550142', date: '2026-04-01', time: '21:00', status: 'cancelled' }),
      // A walk-in with neither e-mail nor phone is a guest of their own, never seated yet.
      booking({ name: 'José ₱', source: 'walk-in', date: '2026-12-01', time: '18:00', status: 'pending' }),
      // A waitlist offer that lapsed is no booking made: Ines is not on the list.
      booking({ name: 'Ines', email: 'ines@example.com', date: '2026-11-01', time: '18:00', status: 'lapsed' }),
    )
    const cookie = await t.signIn()
    const rows = await csvOf(await t.request('GET', reportPaths.guestsCsv, { cookie }), 'guests-2026-11-27.csv')
    expect(rows).toEqual([
      ['Name', 'E-mail', 'Phone', 'Visits', 'No-shows', 'Bookings', 'Last visit', 'First booking'],
      ['Léa Cruz-Santos, "LC"', 'LEA@EXAMPLE.COM', '0918 111 2222', '2', '1', '3', '2026-10-03', '2026-03-01'],
      ["'=Ben", '', "'+639175550142", '1', '0', '2', '2026-02-14', '2026-02-14'],
      ['José ₱', '', '', '0', '0', '1', '', '2026-12-01'],
    ])
  })
})

describe('who may export', () => {
  it('gives a manager the bookings but not the guest list, a host neither, the owner both', async () => {
    const range = rangePath('2026-11-20', '2026-11-21')
    const manager = await signInAs(t, 'manager')
    expect((await t.request('GET', range, { cookie: manager })).status).toBe(200)
    const refused = await t.request('GET', reportPaths.guestsCsv, { cookie: manager })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: 'Your role (manager) cannot export the guest list. Ask the owner.' })
    const host = await signInAs(t, 'host')
    for (const path of [range, reportPaths.guestsCsv]) {
      const res = await t.request('GET', path, { cookie: host })
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toContain('Your role (host)')
    }
    const owner = await signInAs(t, 'owner')
    expect((await t.request('GET', range, { cookie: owner })).status).toBe(200)
    expect((await t.request('GET', reportPaths.guestsCsv, { cookie: owner })).status).toBe(200)
    // Without a session: 401, and no file.
    for (const path of [range, reportPaths.guestsCsv]) expect((await t.request('GET', path)).status).toBe(401)
  })
})

describe('the guest list in the audit trail', () => {
  const lastId = async () =>
    (await t.database.handle.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0
  const entriesAfter = (id: number) => t.database.handle.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id)

  it('records who took the file and how many guests, none of their data; the owner reads it in the trail', async () => {
    t.setNow(NOW)
    await insert(
      booking({ name: 'Lea Cruz', email: 'lea@example.com', phone: '0918 111 2222', date: '2026-03-01', time: '19:00', status: 'completed' }),
      booking({ name: 'Ben Reyes', phone: '0917 555 0142', date: '2026-02-14', time: '21:00', status: 'completed' }),
    )
    const owner = await t.signIn()
    const manager = await signInAs(t, 'manager')
    const before = await lastId()
    // Neither the bookings' file, nor a refused request, nor a HEAD (no file sent) is a guest list taken.
    expect((await t.request('GET', rangePath('2026-03-01', '2026-03-01'), { cookie: owner })).status).toBe(200)
    expect((await t.request('GET', reportPaths.guestsCsv, { cookie: manager })).status).toBe(403)
    const head = await t.request('HEAD', reportPaths.guestsCsv, { cookie: owner })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-disposition')).toBe('attachment; filename="guests-2026-11-27.csv"')
    expect(await entriesAfter(before)).toEqual([])

    expect((await csvOf(await t.request('GET', reportPaths.guestsCsv, { cookie: owner }), 'guests-2026-11-27.csv')).length).toBe(3)
    const entries = await entriesAfter(before)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actor: STAFF_USERNAME,
      action: 'create',
      resource: 'guest-export',
      resourceId: 'guests-2026-11-27.csv',
      before: null,
      after: { file: 'guests-2026-11-27.csv', guests: 2 },
    })
    expect(JSON.stringify(entries[0])).not.toMatch(/lea|ben|0917|0918/i)

    const trail = await t.request('GET', '/api/audit?resource=guest-export', { cookie: owner })
    expect(trail.status).toBe(200)
    const page = (await trail.json()) as AuditPageJson
    expect(page.entries.map((e) => [e.actor, e.action, e.resourceId])).toEqual([[STAFF_USERNAME, 'create', 'guests-2026-11-27.csv']])
    expect(await t.database.handle.db.select().from(auditLog).where(eq(auditLog.resource, 'guest-export'))).toHaveLength(1)
  })
})
