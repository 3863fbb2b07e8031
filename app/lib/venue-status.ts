/**
 * What the first screen says about today: the opening hours and the happy hour, worded for the venue's wall clock at
 * an instant (never the server's or the browser's own zone). Times are venue-local 'HH:mm'; a closing (or happy-hour
 * end) not after its start is the next morning, as in opening-hours.ts.
 */
import { addDays } from './dates'
import { DEFAULT_LANGUAGE, type Language } from './languages'
import { localTime, localTimeRange } from './local-time'
import { formatMessage, type MessageParams } from './messages'
import { type DayHours, hoursOn, type OpeningHoursJson, openMinutes } from './opening-hours'
import { minutesToTime, timeToMinutes } from './time-slots'
import type { StatusChange, VenueStatus } from './status-timeline'
import { venueDateTime, venueTimeNow, venueToday } from './venue-time'

export interface HappyHour {
  start: string
  end: string
}

export type { StatusChange, VenueStatus } from './status-timeline'
export { statusAt } from './status-timeline'

const DAY = 24 * 60

/** Minutes after the venue's midnight of today (negative: yesterday; from DAY on: tomorrow). */
interface Span {
  from: number
  to: number
}

/**
 * The first screen's English messages, as app/i18n/frame/en.json has them (a test keeps the two the same): written
 * out here so that code outside the bundler (the end-to-end specs) can word the status without importing JSON.
 */
export const ENGLISH_STATUS_TEXTS = {
  timeRange: '{from} to {to}',
  openNowUntil: 'Open now until {time}',
  closedToday: 'Closed today',
  openToday: 'Open today {hours}',
  closedNowOpenTomorrow: 'Closed now, open tomorrow {hours}',
  closedNowClosedTomorrow: 'Closed now, closed tomorrow',
  withNote: '{text} ({note})',
  happyHourNowUntil: 'Happy hour now until {time}',
  happyHourFrom: 'Happy hour from {time}',
  happyHourTomorrowFrom: 'Happy hour tomorrow from {time}',
}
type StatusKey = `frame.${keyof typeof ENGLISH_STATUS_TEXTS}`

/** The words of the first screen in one language: its frame messages (`frame.openToday`, …). */
export interface StatusWords {
  lang: Language
  text: (key: StatusKey, params?: MessageParams) => string
}

/** English: the wording of the site before it had languages. */
export const ENGLISH_STATUS_WORDS: StatusWords = {
  lang: DEFAULT_LANGUAGE,
  text: (key, params) => formatMessage(DEFAULT_LANGUAGE, ENGLISH_STATUS_TEXTS[key.slice('frame.'.length) as keyof typeof ENGLISH_STATUS_TEXTS], params),
}

/** A minute of a span on the wall clock of its own day, 'HH:mm'. */
const wallClock = (minutes: number) => minutesToTime(((minutes % DAY) + DAY) % DAY)
/** A minute of a span as guests read it: '4:00 PM', 'midnight' (in English). */
const clock = (w: StatusWords, minutes: number) => localTime(w.lang, wallClock(minutes))
const range = (w: StatusWords, span: Span) => localTimeRange(w.lang, w.text, wallClock(span.from), wallClock(span.to))

function openSpan(day: DayHours, offset: number): Span | null {
  if (day.closed) return null
  const open = openMinutes(day.opens, day.closes)
  return open && { from: open.from + offset * DAY, to: open.to + offset * DAY }
}

const withNote = (w: StatusWords, text: string, day: DayHours) => (day.note ? w.text('frame.withNote', { text, note: day.note }) : text)

function hoursLine(w: StatusWords, hours: OpeningHoursJson, today: string, now: number): string {
  // Last night's hours past midnight ('18:00'-'02:00' yesterday) come first: at 01:00 the venue is still open.
  const lastNight = openSpan(hoursOn(hours, addDays(today, -1)), -1)
  if (lastNight && now < lastNight.to) return w.text('frame.openNowUntil', { time: clock(w, lastNight.to) })
  const day = hoursOn(hours, today)
  const open = openSpan(day, 0)
  if (!open) return withNote(w, w.text('frame.closedToday'), day)
  if (now < open.to) return withNote(w, w.text('frame.openToday', { hours: range(w, open) }), day)
  const tomorrow = hoursOn(hours, addDays(today, 1))
  const next = openSpan(tomorrow, 0)
  return next
    ? withNote(w, w.text('frame.closedNowOpenTomorrow', { hours: range(w, next) }), tomorrow)
    : withNote(w, w.text('frame.closedNowClosedTomorrow'), tomorrow)
}

/** The happy hour while the venue is open, from yesterday to tomorrow, in order (spans that touch are one). */
function happySpans(hours: OpeningHoursJson, happyHour: HappyHour, today: string): Span[] {
  const start = timeToMinutes(happyHour.start)
  const end = timeToMinutes(happyHour.end)
  if (start === null || end === null || start === end) return []
  const offsets = [-1, 0, 1]
  const opens = offsets.flatMap((offset) => openSpan(hoursOn(hours, addDays(today, offset)), offset) ?? [])
  const happy = offsets.map((offset) => ({ from: start + offset * DAY, to: (end <= start ? end + DAY : end) + offset * DAY }))
  const spans = happy
    .flatMap((h) => opens.map((o) => ({ from: Math.max(h.from, o.from), to: Math.min(h.to, o.to) })))
    .filter((s) => s.from < s.to)
    .sort((a, b) => a.from - b.from)
  const merged: Span[] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to)
    else merged.push({ ...span })
  }
  return merged
}

function happyHourLine(w: StatusWords, hours: OpeningHoursJson, happyHour: HappyHour, today: string, now: number): string | null {
  const spans = happySpans(hours, happyHour, today)
  const running = spans.find((s) => s.from <= now && now < s.to)
  if (running) return w.text('frame.happyHourNowUntil', { time: clock(w, running.to) })
  const next = spans.find((s) => s.from > now)
  if (!next) return null
  if (next.from < DAY) return w.text('frame.happyHourFrom', { time: clock(w, next.from) })
  return next.from < 2 * DAY ? w.text('frame.happyHourTomorrowFrom', { time: clock(w, next.from) }) : null
}

/**
 * Today's hours and the happy hour at `instant`, on the venue's wall clock in `timeZone`. The happy hour counts only
 * while the venue is open (on a closed day there is none; it starts at the opening when the venue opens later).
 */
export function venueStatus(
  hours: OpeningHoursJson,
  happyHour: HappyHour,
  instant: Date,
  timeZone: string,
  words: StatusWords = ENGLISH_STATUS_WORDS,
): VenueStatus {
  const today = venueToday(timeZone, instant)
  const now = timeToMinutes(venueTimeNow(timeZone, instant)) ?? 0
  return { hours: hoursLine(words, hours, today, now), happyHour: happyHourLine(words, hours, happyHour, today, now) }
}

/** The hours venueStatus needs on `today`: the weekly hours and the exceptions of yesterday to tomorrow. */
export function hoursAround(hours: OpeningHoursJson, today: string): OpeningHoursJson {
  const dates = [addDays(today, -1), today, addDays(today, 1)]
  return { weekly: hours.weekly, exceptions: hours.exceptions.filter((e) => dates.includes(e.date)) }
}

/**
 * The wording from `instant` on, for `days` days: the first entry at `instant`, then one where it changes. A page
 * carries it, so the browser keeps the first screen right as time passes with no hours or date code of its own.
 * The wording can only change at a day's start, an opening or closing, or the happy hour's start or end: it is worded
 * at each of those minutes (venue time) and kept where it differs.
 */
export function venueStatusTimeline(
  hours: OpeningHoursJson,
  happyHour: HappyHour,
  instant: Date,
  timeZone: string,
  days = 2,
  words: StatusWords = ENGLISH_STATUS_WORDS,
): StatusChange[] {
  const today = venueToday(timeZone, instant)
  const start = timeToMinutes(happyHour.start)
  const end = timeToMinutes(happyHour.end)
  const minutes = new Set<number>()
  for (let offset = -1; offset <= days + 1; offset++) {
    minutes.add(offset * DAY)
    const open = openSpan(hoursOn(hours, addDays(today, offset)), offset)
    if (open) minutes.add(open.from).add(open.to)
    if (start !== null && end !== null) minutes.add(start + offset * DAY).add((end <= start ? end + DAY : end) + offset * DAY)
  }
  const first = instant.getTime()
  const last = first + days * DAY * 60_000
  const changes = [...minutes]
    .map((m) => venueDateTime(addDays(today, Math.floor(m / DAY)), wallClock(m), timeZone).getTime())
    .filter((at) => at > first && at < last)
    .sort((a, b) => a - b)
  const timeline: StatusChange[] = [{ from: first, ...venueStatus(hours, happyHour, instant, timeZone, words) }]
  for (const at of changes) {
    const status = venueStatus(hours, happyHour, new Date(at), timeZone, words)
    const previous = timeline[timeline.length - 1]
    if (status.hours !== previous.hours || status.happyHour !== previous.happyHour) timeline.push({ from: at, ...status })
  }
  return timeline
}

