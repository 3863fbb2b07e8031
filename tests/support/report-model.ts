/**
 * Random bookings, status histories, visits, refusals and e-mails for the Reports tests (a seeded PRNG: the same data
 * every run), and the Reports figures computed from them the slow, obvious way, booking by booking, in JS.
 */
import type { ReportRange, ReportSource, ReportSummaryJson } from '~/contracts/reports'
import { addDays } from '~/lib/dates'
import { PHONE_CORE_MIN_DIGITS, phoneCore } from '~/lib/phone-match'
import { datesOf, isoWeekday, previousRange } from '~/lib/report-range'

/** The venue's zone in the tests (Asia/Manila: UTC+8 all year). */
export const VENUE_OFFSET_MS = 8 * 3_600_000

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface ModelBooking {
  id: number
  date: string
  time: string
  /** Venue wall clock, 'yyyy-MM-dd HH:mm:ss'. */
  startsAt: string
  guests: number
  seating: 'table' | 'bar'
  status: string
  source: ReportSource
  email: string | null
  phone: string | null
  createdAt: Date
  changes: Array<{ status: string; at: Date }>
}

export interface ModelData {
  bookings: ModelBooking[]
  /** Each visitor's days, in order. */
  visits: Map<string, string[]>
  refused: Array<{ day: string; hour: number; refused: number }>
  emails: Array<{ status: string; createdAt: Date }>
}

const STATUSES = ['pending', 'confirmed', 'arrived', 'completed', 'completed', 'cancelled', 'cancelled', 'no-show', 'requested', 'declined', 'offered', 'lapsed']
const TIMES = ['11:30', '17:00', '18:15', '19:00', '19:45', '20:30', '21:15', '22:00', '23:45', '00:00', '00:30', '01:15', '02:45']
const EMAILS = ['ana@example.com', 'Ana@Example.com', 'ben@example.com', 'chloe@example.com', 'CHLOE@example.com', 'dan@example.com', 'eve@example.com']
const PHONES = ['0917 555 0142', '+639175550142', '0918-222-3333', '+63 918 222 3333', '0919 444 5555', '12']

/** The instant of a venue wall-clock time ('yyyy-MM-dd HH:mm:ss'). */
export function venueInstant(wall: string): Date {
  return new Date(new Date(`${wall.replace(' ', 'T')}Z`).getTime() - VENUE_OFFSET_MS)
}

/** Wall-clock milliseconds (as if UTC) of a venue wall time, or of an instant on the venue's clock. */
const wallMs = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`).getTime()
const venueWallMsOf = (instant: Date) => instant.getTime() + VENUE_OFFSET_MS

const MINUTE = 60_000
const HOUR = 3_600_000

/** `count` bookings on the days from `first` to `last`, with their histories, and visits, refusals and e-mails. */
export function generateData(seed: number, first: string, last: string, count: number): ModelData {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
  const days = datesOf({ from: first, to: last })
  const bookings: ModelBooking[] = []
  for (let id = 1; id <= count; id++) {
    const date = pick(days)
    const time = pick(TIMES)
    const startsAt = `${time < '06:00' ? addDays(date, 1) : date} ${time}:00`
    const start = venueInstant(startsAt)
    const source = pick(['online', 'online', 'phone', 'walk-in'] as const)
    const hasEmail = source === 'online' || random() < 0.5
    // Made from a few minutes to 40 days ahead, on whole minutes; some around midnight UTC and venue time.
    const createdAt =
      source === 'walk-in'
        ? new Date(start.getTime() - between(0, 10) * MINUTE)
        : random() < 0.2
          ? new Date(Date.UTC(2026, 1, between(1, 20), pick([15, 16, 23, 0]), pick([55, 59, 0, 5])))
          : new Date(start.getTime() - between(5, 40 * 24 * 60) * MINUTE)
    const status = pick(STATUSES)
    const booking: ModelBooking = {
      id,
      date,
      time,
      startsAt,
      guests: between(1, 8),
      seating: random() < 0.3 ? 'bar' : 'table',
      status,
      source,
      email: hasEmail ? pick(EMAILS) : null,
      phone: random() < 0.6 ? pick(PHONES) : null,
      createdAt,
      changes: [{ status: source === 'walk-in' ? 'arrived' : 'confirmed', at: createdAt }],
    }
    addHistory(booking, start, random, between)
    bookings.push(booking)
  }
  const visits = new Map<string, string[]>()
  for (let visitor = 0; visitor < 60; visitor++) {
    const seen = new Set<string>()
    const times = between(1, 4)
    for (let i = 0; i < times; i++) seen.add(pick(days))
    visits.set(`visitor-${visitor}`, [...seen].sort())
  }
  const refused = days.filter(() => random() < 0.4).map((day) => ({ day, hour: pick([18, 19, 20, 0, 1]), refused: between(1, 5) }))
  const emails = Array.from({ length: 80 }, () => ({
    status: pick(['sent', 'sent', 'failed', 'queued', 'cancelled']),
    createdAt: new Date(venueInstant(`${pick(days)} 00:00:00`).getTime() + pick([-1, 0, 1, 12 * 60, 24 * 60 - 1]) * MINUTE),
  }))
  return { bookings, visits, refused, emails }
}

/** Status rows after the first: cancellations (some reinstated, some around 24 hours before), seating and its end. */
function addHistory(booking: ModelBooking, start: Date, random: () => number, between: (low: number, high: number) => number) {
  const at = (ms: number) => new Date(ms)
  if (booking.status === 'cancelled') {
    if (random() < 0.3) booking.changes.push({ status: 'cancelled', at: at(start.getTime() - between(50, 90) * HOUR) }, { status: 'confirmed', at: at(start.getTime() - 49 * HOUR) })
    const before = random() < 0.4 ? 24 * HOUR + between(-2, 2) * MINUTE : between(-1, 72) * HOUR
    booking.changes.push({ status: 'cancelled', at: at(start.getTime() - before) })
  }
  if (booking.status === 'arrived' || booking.status === 'completed') {
    const came = start.getTime() + between(-10, 20) * MINUTE
    if (random() < 0.9) booking.changes.push({ status: 'arrived', at: at(came) })
    if (booking.status === 'completed') booking.changes.push({ status: 'completed', at: at(came + between(30, 240) * MINUTE) })
    // A completion undone: the booking sits again.
    else if (random() < 0.3) booking.changes.push({ status: 'completed', at: at(came + 60 * MINUTE) }, { status: 'arrived', at: at(came + 61 * MINUTE) })
  }
  if (booking.status === 'no-show') booking.changes.push({ status: 'no-show', at: at(start.getTime() + 30 * MINUTE) })
}

const STANDS = new Set(['pending', 'confirmed', 'arrived', 'completed'])
const MADE = new Set([...STANDS, 'cancelled', 'no-show'])
const SEATED = new Set(['arrived', 'completed'])

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const inRange = (date: string, range: ReportRange) => date >= range.from && date <= range.to
const rate = (count: number, made: number) => (made === 0 ? 0 : Math.round((count / made) * 1000) / 1000)
/** PostgreSQL's round(x::numeric, places): the double to 15 significant digits, then half away from zero. */
const roundNumeric = (value: number, places: number) => {
  const exact = Number(value.toPrecision(15)) * 10 ** places
  return (Math.sign(exact) * Math.round(Math.abs(exact))) / 10 ** places
}

function percentile(sorted: number[], fraction: number): number {
  const position = fraction * (sorted.length - 1)
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low)
}

const latest = (booking: ModelBooking, status: string) => {
  const times = booking.changes.filter((change) => change.status === status).map((change) => change.at.getTime())
  return times.length > 0 ? Math.max(...times) : null
}

export function isLateCancellation(booking: ModelBooking): boolean {
  const cancelled = latest(booking, 'cancelled')
  return booking.status === 'cancelled' && cancelled !== null && venueWallMsOf(new Date(cancelled)) > wallMs(booking.startsAt) - 24 * HOUR
}

function guestKey(booking: ModelBooking): string {
  if (booking.email) return `e:${booking.email.toLowerCase()}`
  const core = phoneCore(booking.phone ?? '')
  return core.length >= PHONE_CORE_MIN_DIGITS ? `p:${core}` : `b:${booking.id}`
}

/** Every figure of the summary for `range`, computed booking by booking. */
export function expectedSummary(data: ModelData, range: ReportRange): ReportSummaryJson {
  const within = data.bookings.filter((b) => inRange(b.date, range))
  const stands = within.filter((b) => STANDS.has(b.status))
  const made = within.filter((b) => MADE.has(b.status)).length
  const seated = within.filter((b) => SEATED.has(b.status))
  const bySource = (bookings: ModelBooking[], figure: (b: ModelBooking) => number) => ({
    online: sum(bookings.filter((b) => b.source === 'online').map(figure)),
    phone: sum(bookings.filter((b) => b.source === 'phone').map(figure)),
    'walk-in': sum(bookings.filter((b) => b.source === 'walk-in').map(figure)),
  })
  const noShows = within.filter((b) => b.status === 'no-show')
  const cancelled = within.filter((b) => b.status === 'cancelled')
  const previous = previousRange(range)

  const cells = new Map<string, { weekday: number; hour: number; covers: number; refused: number }>()
  const cell = (date: string, hour: number) => {
    const key = `${isoWeekday(date)}-${hour}`
    if (!cells.has(key)) cells.set(key, { weekday: isoWeekday(date), hour, covers: 0, refused: 0 })
    return cells.get(key)!
  }
  for (const b of seated) cell(b.date, Number(b.time.slice(0, 2))).covers += b.guests
  for (const r of data.refused.filter((r) => inRange(r.day, range))) cell(r.day, r.hour).refused += r.refused
  const heatmap = [...cells.values()].filter((c) => c.covers > 0 || c.refused > 0).sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)

  const leads = within
    .filter((b) => MADE.has(b.status) && b.source !== 'walk-in')
    .map((b) => (wallMs(b.startsAt) - venueWallMsOf(b.createdAt)) / 86_400_000)
    .sort((a, b) => a - b)

  const stays = seated
    .map((b) => ({ came: latest(b, 'arrived'), done: latest(b, 'completed') }))
    .filter((s): s is { came: number; done: number } => s.came !== null && s.done !== null && s.done >= s.came)
    .map((s) => (s.done - s.came) / MINUTE)

  const firstSeated = new Map<string, { inRange: number | null; ever: number }>()
  for (const b of data.bookings.filter((b) => SEATED.has(b.status) && b.date <= range.to)) {
    const key = guestKey(b)
    const start = wallMs(b.startsAt)
    const known = firstSeated.get(key) ?? { inRange: null, ever: Infinity }
    known.ever = Math.min(known.ever, start)
    if (b.date >= range.from) known.inRange = Math.min(known.inRange ?? Infinity, start)
    firstSeated.set(key, known)
  }
  const guestsInRange = [...firstSeated.values()].filter((g) => g.inRange !== null)

  const visitorsInRange = [...data.visits.values()].filter((days) => days.some((day) => inRange(day, range)))
  const venueDay = (instant: Date) => new Date(venueWallMsOf(instant)).toISOString().slice(0, 10)
  const emailsInRange = data.emails.filter((e) => inRange(venueDay(e.createdAt), range))

  return {
    ...range,
    previous,
    covers: {
      total: sum(stands.map((b) => b.guests)),
      previous: sum(data.bookings.filter((b) => inRange(b.date, previous) && STANDS.has(b.status)).map((b) => b.guests)),
      byDay: datesOf(range).map((date) => ({
        date,
        covers: sum(stands.filter((b) => b.date === date).map((b) => b.guests)),
        bookings: stands.filter((b) => b.date === date).length,
        visitors: [...data.visits.values()].filter((days) => days.includes(date)).length,
      })),
      bySource: bySource(stands, (b) => b.guests),
      bySeating: { table: sum(stands.filter((b) => b.seating === 'table').map((b) => b.guests)), bar: sum(stands.filter((b) => b.seating === 'bar').map((b) => b.guests)) },
    },
    noShows: { count: noShows.length, rate: rate(noShows.length, made), bySource: bySource(noShows, () => 1) },
    cancellations: { count: cancelled.length, rate: rate(cancelled.length, made), late: cancelled.filter(isLateCancellation).length, bySource: bySource(cancelled, () => 1) },
    heatmap,
    leadTimeDays: leads.length === 0 ? { median: null, p90: null } : { median: roundNumeric(percentile(leads, 0.5), 1), p90: roundNumeric(percentile(leads, 0.9), 1) },
    partySizes: Object.fromEntries(
      [...new Set(stands.map((b) => b.guests))].sort((a, b) => a - b).map((size) => [String(size), stands.filter((b) => b.guests === size).length]),
    ),
    stay: { averageMinutes: stays.length === 0 ? null : roundNumeric(sum(stays) / stays.length, 0), measured: stays.length },
    returningGuests: guestsInRange.filter((g) => g.ever < g.inRange!).length,
    newGuests: guestsInRange.filter((g) => g.ever === g.inRange).length,
    visitors: { unique: visitorsInRange.length, returning: visitorsInRange.filter((days) => days.filter((day) => day <= range.to).length >= 2).length },
    emails: { sent: emailsInRange.filter((e) => e.status === 'sent').length, failed: emailsInRange.filter((e) => e.status === 'failed').length },
  }
}
