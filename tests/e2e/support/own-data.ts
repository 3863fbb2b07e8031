import path from 'node:path'
import { test, venueDate } from './base'

/**
 * The e2e data each test owns. One server (and one database, fresh per run) serves all the specs of an area, two
 * workers run them at once, and tests of one file may run side by side: so every test that books, or looks at
 * what is free, does so on days nobody else books on, and every table a test adds has a number nobody else uses.
 * Whatever runs beside it, a test meets only its own bookings and tables.
 *
 * A day is counted from the venue's today; a test asks for its entry with `ownData(file)(key)`. Table numbers
 * are handed out in the order of this list, from 101 up (the demo tables are 1 to 8). Days stay well under the
 * 300 days ahead the booking rules allow.
 */
const AREAS = {
  public: {
    'public-a11y.spec.ts': {
      // The keyboard walk moves the date picker one week on (today + 7) and takes its first free time.
      keyboard: { days: [7] },
    },
    'public-booking.spec.ts': {
      'every field': { days: [20] },
      'books a table': { days: [21] },
      'server errors': { days: [22] },
      toasts: { days: [23] },
    },
    'public-booking-flow.spec.ts': {
      'book and cancel': { days: [30] },
      'private page': { days: [31] },
      'full slot': { days: [32] },
      'party too large': { days: [33] },
      'availability fails': { days: [34] },
      '409': { days: [35] },
      '400': { days: [36] },
      'bad tokens': { days: [37] },
      axe: { days: [38] },
      'confirmation script held': { days: [39] },
      'cancel refused': { days: [40] },
    },
    'public-phone.spec.ts': {
      'ph mobile': { days: [41] },
    },
    'public-calendar.spec.ts': {
      'event ics': { days: [42] },
      'booking ics': { days: [43] },
    },
    'public-confirmation-email.spec.ts': {
      'on its way': { days: [60] },
    },
    'public-late-night.spec.ts': {
      // Open 18:00 to 02:00 on this day (support/late-nights.ts).
      'late night': { days: [70] },
    },
    'public-guest-change.spec.ts': {
      // Open 18:00 to 02:00 on the first (support/late-nights.ts).
      'after midnight': { days: [71] },
      alternatives: { days: [72] },
    },
    'public-book-fast.spec.ts': {
      'book phone': { days: [50] },
      'book desktop': { days: [51] },
      'taken phone': { days: [52] },
      'taken desktop': { days: [53] },
      'group phone': { days: [54] },
      'group desktop': { days: [55] },
      'toasts phone': { days: [56] },
      'toasts desktop': { days: [57] },
    },
    'public-i18n-booking.spec.ts': {
      korean: { days: [251] },
      chinese: { days: [252] },
    },
    'public-i18n-guest-page.spec.ts': {
      'korean change': { days: [253] },
      'chinese group': { days: [254] },
    },
    'public-slow-phone.spec.ts': {
      'date without scripts': { days: [80] },
      'date before hydration': { days: [82] },
      'staff-typed phone': { days: [81] },
    },
  },
  admin: {
    'admin-dashboard.spec.ts': {
      // Today is nobody else's either: only this test books there.
      numbers: { days: [0, 11] },
    },
    'admin-reservations.spec.ts': {
      // Tomorrow: the day view reaches it from today with one step.
      calendar: { days: [1] },
      dialog: { days: [2] },
      list: { days: [3] },
      'failed change': { days: [4] },
    },
    'admin-seating.spec.ts': {
      axe: { days: [5] },
      // A day of the covers strip (today and the next 6).
      covers: { days: [6] },
      'from the list': { days: [7], tables: 2 },
      'calendar dialog': { days: [8], tables: 2 },
      'bar only': { days: [9] },
      deactivation: { days: [10], tables: 2 },
    },
    'admin-tables.spec.ts': {
      'tables page': { days: [12], tables: 1 },
      'add and edit': { tables: 2 },
      'deactivate and delete': { tables: 1 },
      'bookings on record': { days: [13], tables: 1 },
      'fewer seats': { days: [14], tables: 1 },
      'bar seats': { days: [15] },
      axe: { days: [16], tables: 1 },
    },
    'admin-joined-tables.spec.ts': { 'join and book': { days: [40] } },
    'admin-booking-duplicate.spec.ts': {
      'guest twice': { days: [22] },
      'staff cancel': { days: [23] },
    },
    'admin-emails.spec.ts': {
      outbox: { days: [18] },
      keyboard: { days: [19] },
      'axe phone': { days: [20] },
      'axe desktop': { days: [21] },
    },
  },
  mail: {
    'mail-delivery.spec.ts': {
      'confirm and cancel': { days: [10] },
      'staff move': { days: [11] },
      refused: { days: [12] },
    },
    'mail-group-request.spec.ts': {
      // Two tables joined for 30: the only ones on the server that seat a group.
      'group of 30': { days: [13], tables: 2 },
    },
    'mail-i18n.spec.ts': {
      korean: { days: [14] },
      chinese: { days: [15] },
    },
    'mail-waitlist.spec.ts': { 'offer by e-mail': { days: [16] } },
  },
  host: {
    'host-late-night.spec.ts': { night: { days: [40] } },
    'host-stand.spec.ts': {
      'tablet evening': { days: [3] },
      'phone evening': { days: [4] },
      'two hosts': { days: [5] },
      'walk-in': { days: [6] },
    },
    'host-fit.spec.ts': {
      'tablet landscape': { days: [50] },
      'tablet portrait': { days: [51] },
      phone: { days: [52] },
      // Tonight's list is the first day, the phone booking goes to the second.
      'no jump': { days: [53, 54] },
      'busy week': { days: [55] },
    },
    'host-door.spec.ts': { 'door evening': { days: [44] } },
  },
  waitlist: {
    // (waitlist-walk-in.spec.ts: walk-ins wait today, whatever day a test would own; it books nothing else.)
    // Days the booking rules still take (under 300 ahead), on this area's own server.
    'waitlist-online.spec.ts': { 'full time': { days: [255] } },
  },
} as const satisfies Record<string, Record<string, Record<string, { days?: readonly number[]; tables?: number }>>>

type Areas = typeof AREAS
type SpecFile = { [A in keyof Areas]: keyof Areas[A] }[keyof Areas]
type Entries<F extends SpecFile> = { [A in keyof Areas]: F extends keyof Areas[A] ? Areas[A][F] : never }[keyof Areas]

const MAX_DAYS_AHEAD = 300
const FIRST_TABLE_NUMBER = 101

interface Entry {
  days: readonly number[]
  tableNumbers: number[]
}

/** Every entry by spec file and key, with its table numbers; checked once: no day or table is handed out twice. */
const ENTRIES = new Map<string, Map<string, Entry>>()
for (const [area, files] of Object.entries(AREAS)) {
  const dayOwners = new Map<number, string>()
  let nextTable = FIRST_TABLE_NUMBER
  for (const [file, entries] of Object.entries(files)) {
    const byKey = new Map<string, Entry>()
    for (const [key, claim] of Object.entries(entries) as Array<[string, { days?: readonly number[]; tables?: number }]>) {
      const days = claim.days ?? []
      for (const day of days) {
        const owner = dayOwners.get(day)
        if (owner) throw new Error(`own-data.ts: day ${day} of the ${area} server is given to ${owner} and to ${file} '${key}'`)
        if (day < 0 || day >= MAX_DAYS_AHEAD) throw new Error(`own-data.ts: day ${day} (${file} '${key}') is out of range`)
        dayOwners.set(day, `${file} '${key}'`)
      }
      const tableNumbers = Array.from({ length: claim.tables ?? 0 }, () => nextTable++)
      byKey.set(key, { days, tableNumbers })
    }
    ENTRIES.set(file, byKey)
  }
}

/** Which test holds each entry (in this worker): two tests asking for one entry is a mistake in a spec. */
const holders = new Map<string, string>()

export interface OwnData {
  /** The test's day ("yyyy-MM-dd"); its first, when it owns more. */
  date: string
  /** All its days, in the order listed. */
  dates: string[]
  /** Table numbers no other test uses. */
  tableNumbers: number[]
}

/**
 * The entries of one spec file: `const own = ownData('admin-seating.spec.ts')`, then in a test
 * `const { date, tableNumbers } = own('from the list')`.
 */
export function ownData<F extends SpecFile>(file: F) {
  return (key: keyof Entries<F> & string): OwnData => {
    const info = test.info()
    if (path.basename(info.file) !== file) throw new Error(`own-data.ts: ${info.file} asks for the data of ${file}`)
    if (info.retry > 0 || info.repeatEachIndex > 0) {
      throw new Error(
        'own-data.ts: a test owns its days and table numbers once per server; a retry or a repeat would meet the data of ' +
          'its first run there. Repeat whole runs instead (each starts a fresh database).',
      )
    }
    const entry = ENTRIES.get(file)?.get(key)
    if (!entry) throw new Error(`own-data.ts: no entry '${key}' for ${file}`)
    const id = `${file} '${key}'`
    const holder = holders.get(id)
    if (holder && holder !== info.testId) throw new Error(`own-data.ts: ${id} is already used by another test`)
    holders.set(id, info.testId)
    const dates = entry.days.map((day) => venueDate(day))
    return {
      get date() {
        if (dates.length === 0) throw new Error(`own-data.ts: ${id} owns no day`)
        return dates[0]
      },
      dates,
      tableNumbers: entry.tableNumbers,
    }
  }
}
