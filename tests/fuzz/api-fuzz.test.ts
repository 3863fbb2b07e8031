import { writeFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tableCombinations } from '~/.server/db/schema'
import type { BackupEngine } from '~/.server/services/backup-engine'
import { bookingBody, seedCapacity } from '../support/capacity'
import { venueDateFromToday } from '../support/dates'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { BASE, useTestApp } from '../support/test-app'

// Generated requests across every endpoint, public and staff: odd Unicode, huge and fractional numbers, wrong
// types, missing and extra fields, raw bodies, odd headers. Whatever a client sends, the answer is never a 5xx
// and never hangs (no answer within 10 s). Reproducible: FUZZ_SEED (printed with any failure) replays a run; FUZZ_RUNS sets its size.
// Every run sends the same 2,500 (about 10 s here); a deeper search before a release: FUZZ_RUNS=20000 FUZZ_SEED=<any>.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500)
// A hang, not a slow answer: a sign-in's scrypt (tens of milliseconds when quiet) took over 2 s on a CI machine busy
// with both test tiers; an endpoint that never answers is caught all the same.
const DEADLINE_MS = 10_000

// Backups an owner's request starts write a small file here: what they copy and check is tests/api/backups.test.ts's,
// and a real one would hold the database for longer than the hang deadline below allows a request.
const quickBackups: BackupEngine = {
  extension: 'tar.gz',
  lock: async () => async () => {},
  snapshot: async (target) => (writeFileSync(target, 'snapshot'), {}),
  restoredCounts: async () => ({}),
}
const t = useTestApp({ TRUST_PROXY: '1', BOOKINGS_PER_ADDRESS_PER_HOUR: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0' }, { backupEngine: quickBackups })

const tricky = ['\u0000', '\u0007', '\u202E', '\u2066', '\uFEFF', '\uD800', '\uDFFF', 'é', 'Piña', '李', '🍹', '\n', '\r\n', '\t', "' or 1=1--", '%00', '../..', '<script>']
const weirdString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...tricky), { maxLength: 6 }).map((parts) => parts.join('x')) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('', ' ', '2026-02-30', '9999-12-31', '0000-01-01', '1e309', 'NaN', 'null', 'true', '19:00', '25:61', 'table', 'bar'),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 120_000 }).map((n) => 'x'.repeat(n)) },
)
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 20, 21, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
)
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(weirdString, weirdNumber), { maxLength: 3 }),
  fc.dictionary(weirdString, weirdString, { maxKeys: 3 }),
)

/** A valid body with some fields replaced by odd values, some removed, some added. */
function mutated(base: Record<string, unknown>) {
  const keys = Object.keys(base)
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), weirdValue, { maxKeys: keys.length }),
      remove: fc.subarray(keys),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), weirdValue, { maxKeys: 2 }),
    })
    .map(({ replace, remove, extra }) => {
      const body: Record<string, unknown> = { ...base, ...replace, ...extra }
      for (const key of remove) delete body[key]
      return body
    })
}

const segment = fc.oneof(
  fc.integer({ min: -3, max: 40 }).map(String),
  fc.constantFrom('0', '2147483648', '99999999999999999999', '1e3', '0x1f', 'breakfast', 'main-dishes', 'vegetarian', 'drinks', 'A'.repeat(43), 'backup-20261127-040000.tar.gz', '..%2Fpackage.json'),
  weirdString.map((s) => {
    try {
      return encodeURIComponent(s)
    } catch {
      return 'x'
    }
  }),
)

const day = venueDateFromToday(4)
const bodies: Record<string, Record<string, unknown>> = {
  booking: bookingBody({ date: day }),
  staffBooking: { ...bookingBody({ date: day }), source: 'walk-in', tableNumber: 1, stayMinutes: 60, staffNote: 'Window table, birthday' },
  joinedTablesBooking: { ...bookingBody({ date: day, guests: 9 }), source: 'phone', tableNumbers: [1, 2], stayMinutes: 150, override: true },
  duplicateBooking: { ...bookingBody({ date: day }), source: 'phone', allowDuplicate: true },
  groupRequest: { name: 'Lea Cruz', email: 'lea@example.com', phone: '09171234567', date: day, time: '19:15', guests: 30, notes: 'Company dinner' },
  walkInWaiting: { name: 'Jo Reyes', guests: 4, seatingPreference: 'table', phone: '0917 555 0142', email: 'jo@example.com', note: 'High chair' },
  onlineWaiting: { name: 'Ana Lim', email: 'ana.wait@example.com', date: day, from: '19:00', to: '20:30', guests: 2, seatingPreference: 'table' },
  waitlistMark: { status: 'notified' },
  waitlistSeat: { seat: { tableNumber: 1 } },
  guestChange: { date: day, time: '20:00', guests: 3, seatingPreference: 'bar' },
  reservationChange: { staffNote: 'Birthday', guests: 3, time: '19:30', tableNumber: 2, stayMinutes: 90 },
  menuItem: {
    name: 'Adobo',
    description: 'Chicken in vinegar',
    price: 25000,
    category: 'main-dishes',
    imageUrl: null,
    isSpecial: false,
    dietLabels: ['spicy'],
    translations: { ko: { name: '아도보', description: '식초에 조린 닭고기' }, ja: { name: 'アドボ' } },
  },
  menuFlags: { isSpecial: true, soldOutToday: true },
  category: { name: 'Shakes', kind: 'drink', slug: 'shakes' },
  categoryChange: { name: 'Kape', slug: 'kape', position: 2, translations: { 'zh-Hans': { name: '咖啡' } } },
  offer: { name: 'Mojito', price: 12000, isActive: true, translations: { 'zh-Hant': { name: '莫希托' } } },
  event: {
    title: 'Fire Dance Night',
    description: 'On the beach',
    date: day,
    time: '22:00',
    endTime: '02:00',
    imageId: null,
    translations: { ko: { title: '불쇼의 밤', description: '해변에서' } },
  },
  venue: { ...DEFAULT_VENUE, social: [{ label: 'Instagram', url: 'https://instagram.com/bar' }] },
  galleryPhoto: { imageId: 1, alt: 'Pool' },
  galleryAlt: { alt: 'Beach View', translations: { ja: { alt: 'ビーチの眺め' } } },
  status: { status: 'confirmed' },
  cancelQuietly: { status: 'cancelled', notifyGuest: false },
  decline: { status: 'declined', message: 'Sorry, we are fully booked that night.' },
  table: { tableId: 1 },
  joinedTables: { tableNumbers: [1, 2] },
  newTable: { tableNumber: 40, capacity: 4, isActive: true },
  tableChange: { capacity: 6, isActive: true, confirm: true },
  barSeats: { barSeats: 10 },
  tableCombination: { tableNumbers: [1, 2], capacity: 10 },
  login: { username: 'host', password: 'wrong password', remember: true },
  newStaff: { username: 'newbie', role: 'host' },
  staffChange: { role: 'manager', active: true },
  ownPassword: { currentPassword: 'not the password', newPassword: 'a new password' },
  setup: { token: 'A'.repeat(43), password: 'chosen password' },
  loginWithCode: { username: 'host', password: 'wrong password', code: '123456' },
  twoFactorCode: { code: '123456' },
  twoFactorPolicy: { required: false },
  openingHours: {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: weekday === 2, opens: '11:00', closes: '01:00' })),
    exceptions: [{ date: day, closed: false, opens: '17:00', closes: '22:00', note: 'Private event' }],
  },
  seatingRules: {
    slotMinutes: 15,
    stays: [
      { maxGuests: 4, minutes: 90 },
      { maxGuests: 20, minutes: 150 },
    ],
    maxCoversPerSlot: 40,
    guestChangeCutoffMinutes: 120,
    noShowGraceMinutes: 15,
  },
}

type Template = { method: string; path: (s: string) => string; body?: keyof typeof bodies; query?: string[] }
/** A path segment other than '1', the id of this run's own staff account and session. */
const notOwn = (s: string) => (s === '1' ? '2' : s)
const templates: Template[] = [
  { method: 'GET', path: () => '/api/menu', query: ['lang'] },
  { method: 'GET', path: (s) => `/api/menu/${s}`, query: ['lang'] },
  { method: 'POST', path: () => '/api/menu', body: 'menuItem' },
  { method: 'PUT', path: (s) => `/api/menu/${s}`, body: 'menuItem' },
  { method: 'DELETE', path: (s) => `/api/menu/${s}` },
  { method: 'PATCH', path: (s) => `/api/menu/${s}`, body: 'menuFlags' },
  { method: 'GET', path: () => '/api/drinks', query: ['lang'] },
  { method: 'GET', path: (s) => `/api/drinks/${s}`, query: ['lang'] },
  { method: 'GET', path: () => '/api/categories', query: ['lang'] },
  { method: 'POST', path: () => '/api/categories', body: 'category' },
  { method: 'PUT', path: (s) => `/api/categories/${s}`, body: 'categoryChange' },
  { method: 'DELETE', path: (s) => `/api/categories/${s}`, query: ['moveTo'] },
  { method: 'GET', path: () => '/api/offers/active', query: ['lang'] },
  { method: 'GET', path: () => '/api/offers' },
  { method: 'POST', path: () => '/api/offers', body: 'offer' },
  { method: 'PUT', path: (s) => `/api/offers/${s}`, body: 'offer' },
  { method: 'DELETE', path: (s) => `/api/offers/${s}` },
  { method: 'GET', path: () => '/api/venue', query: ['lang'] },
  { method: 'PUT', path: () => '/api/venue', body: 'venue' },
  { method: 'GET', path: () => '/api/gallery', query: ['lang'] },
  { method: 'POST', path: () => '/api/gallery', body: 'galleryPhoto' },
  { method: 'PUT', path: () => '/api/gallery/order' },
  { method: 'PUT', path: (s) => `/api/gallery/${s}`, body: 'galleryAlt' },
  { method: 'DELETE', path: (s) => `/api/gallery/${s}` },
  { method: 'POST', path: () => '/api/images' },
  { method: 'GET', path: (s) => `/images/${s}/${s}` },
  { method: 'GET', path: () => '/api/events', query: ['lang'] },
  { method: 'GET', path: () => '/api/events/all' },
  { method: 'POST', path: () => '/api/events', body: 'event' },
  { method: 'PUT', path: (s) => `/api/events/${s}`, body: 'event' },
  { method: 'DELETE', path: (s) => `/api/events/${s}` },
  { method: 'GET', path: (s) => `/api/events/${s}/ics` },
  { method: 'POST', path: () => '/api/reservations', body: 'booking' },
  { method: 'POST', path: () => '/api/reservations', body: 'staffBooking' },
  { method: 'POST', path: () => '/api/reservations', body: 'joinedTablesBooking' },
  { method: 'POST', path: () => '/api/reservations', body: 'duplicateBooking' },
  { method: 'GET', path: () => '/api/reservations' },
  { method: 'GET', path: () => '/api/reservations', query: ['date', 'q'] },
  { method: 'GET', path: () => '/api/reservations', query: ['cursor', 'limit'] },
  { method: 'GET', path: (s) => `/api/reservations/${s}/history` },
  { method: 'GET', path: (s) => `/api/reservations/${s}/guest` },
  { method: 'PATCH', path: (s) => `/api/reservations/${s}`, body: 'reservationChange' },
  { method: 'GET', path: () => '/api/reservations/covers', query: ['from', 'to'] },
  { method: 'GET', path: () => '/api/reservations/summary' },
  { method: 'PATCH', path: (s) => `/api/reservations/${s}/status`, body: 'status' },
  { method: 'PATCH', path: (s) => `/api/reservations/${s}/status`, body: 'cancelQuietly' },
  { method: 'PATCH', path: (s) => `/api/reservations/${s}/status`, body: 'decline' },
  { method: 'PATCH', path: (s) => `/api/reservations/${s}/table`, body: 'table' },
  { method: 'PATCH', path: (s) => `/api/reservations/${s}/table`, body: 'joinedTables' },
  { method: 'GET', path: () => '/api/availability', query: ['date', 'guests', 'seating'] },
  { method: 'GET', path: (s) => `/api/bookings/${s}` },
  { method: 'PATCH', path: (s) => `/api/bookings/${s}`, body: 'guestChange' },
  { method: 'POST', path: (s) => `/api/bookings/${s}/cancel` },
  { method: 'GET', path: (s) => `/api/bookings/${s}/ics` },
  { method: 'GET', path: (s) => `/api/bookings/${s}/availability`, query: ['date', 'guests', 'seating'] },
  { method: 'POST', path: () => '/api/group-requests', body: 'groupRequest' },
  { method: 'GET', path: () => '/api/group-requests' },
  { method: 'POST', path: () => '/api/waitlist', body: 'walkInWaiting' },
  { method: 'POST', path: () => '/api/waitlist', body: 'onlineWaiting' },
  { method: 'GET', path: () => '/api/waitlist', query: ['date'] },
  { method: 'PATCH', path: (s) => `/api/waitlist/${s}`, body: 'waitlistMark' },
  { method: 'PATCH', path: (s) => `/api/waitlist/${s}`, body: 'waitlistSeat' },
  { method: 'GET', path: (s) => `/api/waitlist/status/${s}` },
  { method: 'POST', path: (s) => `/api/waitlist/status/${s}/leave` },
  { method: 'POST', path: (s) => `/api/waitlist/status/${s}/accept` },
  { method: 'GET', path: () => '/api/tables' },
  { method: 'POST', path: () => '/api/tables', body: 'newTable' },
  { method: 'PATCH', path: (s) => `/api/tables/${s}`, body: 'tableChange', query: ['confirm'] },
  { method: 'PUT', path: (s) => `/api/tables/${s}`, body: 'tableChange' },
  { method: 'DELETE', path: (s) => `/api/tables/${s}` },
  { method: 'GET', path: () => '/api/table-combinations' },
  { method: 'POST', path: () => '/api/table-combinations', body: 'tableCombination' },
  { method: 'DELETE', path: (s) => `/api/table-combinations/${s}` },
  { method: 'GET', path: () => '/api/bar-seats' },
  { method: 'PUT', path: () => '/api/bar-seats', body: 'barSeats' },
  { method: 'GET', path: () => '/api/opening-hours', query: ['lang'] },
  { method: 'PUT', path: () => '/api/opening-hours', body: 'openingHours' },
  { method: 'POST', path: () => '/api/opening-hours/check', body: 'openingHours' },
  { method: 'GET', path: () => '/api/seating-rules' },
  { method: 'GET', path: () => '/api/translations' },
  { method: 'GET', path: () => '/api/translations/missing' },
  { method: 'PUT', path: () => '/api/seating-rules', body: 'seatingRules' },
  { method: 'GET', path: () => '/api/visitor-stats' },
  { method: 'GET', path: () => '/api/reports/reservations.csv', query: ['from', 'to'] },
  { method: 'GET', path: () => '/api/reports/guests.csv' },
  { method: 'GET', path: () => '/api/emails' },
  { method: 'GET', path: () => '/api/emails/summary' },
  { method: 'GET', path: (s) => `/api/emails/${s}` },
  { method: 'POST', path: (s) => `/api/emails/${s}/resend` },
  { method: 'POST', path: (s) => `/api/emails/${s}/dismiss` },
  { method: 'GET', path: () => '/api/system' },
  { method: 'POST', path: () => '/api/system/backups' },
  { method: 'GET', path: (s) => `/api/system/backups/${s}` },
  { method: 'GET', path: () => '/api/reports/summary', query: ['from', 'to'] },
  { method: 'GET', path: () => '/api/reports/daily.csv', query: ['from', 'to'] },
  { method: 'GET', path: () => '/api/audit', query: ['actor', 'resource', 'resourceId', 'from', 'to', 'cursor'] },
  { method: 'POST', path: () => '/api/visits' },
  { method: 'POST', path: () => '/api/auth/login', body: 'login' },
  { method: 'POST', path: () => '/api/auth/logout' },
  { method: 'GET', path: () => '/api/auth/session' },
  // Account 1 and session 1 are this run's own (signed in once): ending them would leave the rest unsigned.
  { method: 'GET', path: () => '/api/staff' },
  { method: 'POST', path: () => '/api/staff', body: 'newStaff' },
  { method: 'PATCH', path: (s) => `/api/staff/${notOwn(s)}`, body: 'staffChange' },
  { method: 'GET', path: (s) => `/api/staff/${s}/sessions` },
  { method: 'DELETE', path: (s) => `/api/staff/${notOwn(s)}/sessions` },
  { method: 'DELETE', path: (s) => `/api/sessions/${notOwn(s)}` },
  { method: 'POST', path: () => '/api/auth/account/password', body: 'ownPassword' },
  { method: 'GET', path: () => '/api/auth/account/sessions' },
  { method: 'DELETE', path: () => '/api/auth/account/sessions' },
  { method: 'DELETE', path: (s) => `/api/auth/account/sessions/${notOwn(s)}` },
  { method: 'POST', path: () => '/api/auth/setup', body: 'setup' },
  { method: 'POST', path: () => '/api/auth/login', body: 'loginWithCode' },
  { method: 'POST', path: () => '/api/auth/two-factor/setup' },
  { method: 'POST', path: () => '/api/auth/two-factor/enable', body: 'twoFactorCode' },
  { method: 'POST', path: () => '/api/auth/two-factor/disable', body: 'twoFactorCode' },
  { method: 'PUT', path: () => '/api/auth/two-factor/policy', body: 'twoFactorPolicy' },
  { method: 'GET', path: () => '/healthz' },
  { method: 'OPTIONS', path: (s) => `/api/${s}` },
  { method: 'PATCH', path: (s) => `/api/${s}/${s}` },
]

const queryValue = fc.oneof(weirdString, weirdNumber.map(String), fc.constantFrom(day, '2', 'bar', 'true', 'ko', 'zh-hant', 'JA', 'en-US'))

const request = fc.record({
  template: fc.constantFrom(...templates),
  segment,
  query: fc.dictionary(fc.constantFrom('date', 'guests', 'seating', 'from', 'to', 'confirm', 'moveTo', 'q', 'cursor', 'limit', 'lang', 'x'), queryValue, { maxKeys: 4 }),
  // A staff change's version: missing, a number, or junk.
  ifMatch: fc.oneof(fc.constant(undefined), fc.constantFrom('1', '"2"', 'W/"3"', '0', '999999999999'), weirdString.map((s) => s.replace(/[^\x20-\x7e]/g, ''))),
  useValidQuery: fc.boolean(),
  body: fc.oneof(
    { weight: 6, arbitrary: fc.constant('mutated' as const) },
    { weight: 1, arbitrary: fc.constant('valid' as const) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: weirdValue.map((v) => JSON.stringify(v) ?? 'undefined') },
  ),
  signedIn: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/vnd.api+json', '') },
  ),
  origin: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(undefined, BASE) },
    { weight: 2, arbitrary: fc.constantFrom('https://evil.example', 'null', '::::') },
  ),
  forwardedFor: fc.oneof(fc.constant(undefined), weirdString.map((s) => s.replace(/[^\x20-\x7e]/g, '')), fc.constantFrom('1.2.3.4', ', ,', '6.6.6.6, 198.51.100.7')),
  cookieJunk: fc.oneof(fc.constant(''), weirdString.map((s) => s.replace(/[^\x21-\x7e]/g, '').replace(/;/g, ''))),
})

describe('fuzz: the API under generated requests', () => {
  it(`answers ${RUNS} generated requests without a 5xx or a hang, and stays up`, async () => {
    const [one, two] = await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 6]], barSeats: 8 })
    // Tables 1 + 2 joined: the requests naming them reach the joined-table rules.
    await t.database.handle.db.insert(tableCombinations).values({ tableIds: [one.id, two.id], capacity: 10 })
    const session = await t.signIn()
    const mutatedBodies = Object.fromEntries(Object.entries(bodies).map(([name, base]) => [name, mutated(base)]))
    const withBody = request.chain((r) =>
      r.template.body && r.body === 'mutated'
        ? mutatedBodies[r.template.body].map((json): typeof r & { json?: Record<string, unknown> } => ({ ...r, json }))
        : fc.constant<typeof r & { json?: Record<string, unknown> }>(r),
    )
    await fc.assert(
      fc.asyncProperty(withBody, async (r) => {
        const { template } = r
        const params = new URLSearchParams()
        if (template.query) {
          const valid: Record<string, string> = { date: day, guests: '2', seating: 'table', from: day, to: day, confirm: 'true', moveTo: 'wines', q: 'Maria', cursor: `${day}T19:00:00_1`, limit: '2', actor: 'host', resource: 'menu-item', resourceId: '1', lang: 'zh-Hans' }
          for (const key of template.query) if (r.useValidQuery) params.set(key, valid[key])
        }
        for (const [key, value] of Object.entries(r.query)) params.set(key, value)
        const url = `${BASE}${template.path(r.segment)}${params.size > 0 ? `?${params}` : ''}`
        const headers: Record<string, string> = {}
        // Junk in every cookie the app reads; the staff one only when not signed in.
        const junk = r.cookieJunk ? `visitor_id=${r.cookieJunk}; visitor_counted=${r.cookieJunk}` : ''
        // Logging out with the one session would end it for every request after: logout gets junk only.
        const signedIn = r.signedIn && template.path('') !== '/api/auth/logout'
        const cookies = [signedIn ? session : r.cookieJunk ? `staff_session=${r.cookieJunk}` : '', junk].filter(Boolean).join('; ')
        if (cookies) headers.cookie = cookies
        if (r.origin) headers.origin = r.origin
        if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = r.forwardedFor
        if (r.ifMatch !== undefined) headers['if-match'] = r.ifMatch
        let body: string | undefined
        if (!['GET', 'HEAD', 'OPTIONS'].includes(template.method) && template.body) {
          body = r.json ? JSON.stringify(r.json) : r.body === 'valid' ? JSON.stringify(bodies[template.body]) : (r.body as string)
          if (r.contentType) headers['content-type'] = r.contentType
        }
        let timer: ReturnType<typeof setTimeout> | undefined
        const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS)))
        try {
          const res = await Promise.race([t.app.request(url, { method: template.method, headers, body }), hang])
          await res.arrayBuffer()
          expect(res.status, `${template.method} ${url} -> ${res.status}`).toBeLessThan(500)
        } finally {
          clearTimeout(timer)
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
    expect((await t.request('GET', '/healthz')).status).toBe(200)
  }, 600_000)
})
