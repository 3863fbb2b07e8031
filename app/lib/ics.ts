/**
 * An iCalendar file (RFC 5545) of one event, as calendar apps import it: CRLF line endings, lines folded at 75
 * octets (never inside a UTF-8 character), TEXT values escaped, the start and end in the venue's wall-clock time
 * with a VTIMEZONE that describes the zone around them. Whatever staff or guests typed cannot add a line of its own:
 * line breaks become the escaped `\n`, other control characters are dropped.
 */

export type CalendarStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'

export interface CalendarEvent {
  /** Stable across downloads, so a calendar replaces its copy instead of adding a second one. */
  uid: string
  /** When the file was made (DTSTAMP, written in UTC). */
  stamp: Date
  start: Date
  end: Date
  /** The IANA zone the start and end are written in (the venue's). */
  timeZone: string
  summary: string
  location: string
  description: string
  url: string
  status: CalendarStatus
  /** Goes up when the event changes (a booking's version); absent for none. */
  sequence?: number
}

export const ICS_PRODUCT_ID = '-//Boracay Beach Bar//Events and bookings//EN'
const MAX_LINE_OCTETS = 75

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** A TEXT value: backslash, semicolon and comma escaped, any line break as `\n`, other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\t/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '')
}

/** A value that is not TEXT (a URL): nothing in it may end the line. */
function plainValue(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '')
}

/** A parameter value (TZID=...): quoted when it holds a character that would end the parameter. */
function paramValue(value: string): string {
  const plain = plainValue(value).replace(/"/g, '')
  return /[;:,]/.test(plain) ? `"${plain}"` : plain
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
}

/** Folds a content line at 75 octets: each continuation starts with a space (which counts), whole characters only. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_LINE_OCTETS
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!)
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const clocks = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `timeZone` at an instant, to the second. */
function wallClock(timeZone: string, instant: Date) {
  let format = clocks.get(timeZone)
  if (!format) {
    const digits = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const
    format = new Intl.DateTimeFormat('en-US', { ...digits, hourCycle: 'h23', timeZone })
    clocks.set(timeZone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'yyyyMMddTHHmmss' of a wall clock (a local DATE-TIME, without zone). */
function localDateTime(clock: ReturnType<typeof wallClock>): string {
  return `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}T${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`
}

/** 'yyyyMMddTHHmmssZ': an instant in UTC. */
export function utcDateTime(instant: Date): string {
  return `${localDateTime(wallClock('UTC', instant))}Z`
}

/** The zone's offset from UTC at an instant, in seconds (Manila: 28800). */
export function zoneOffsetSeconds(timeZone: string, instant: Date): number {
  const at = Math.floor(instant.getTime() / 1000) * 1000
  const c = wallClock(timeZone, new Date(at))
  return (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - at) / 1000
}

/** '+0800', '-0430', '+053730' (seconds only when there are some). */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+'
  const abs = Math.abs(seconds)
  const hhmm = `${pad(Math.floor(abs / 3600))}${pad(Math.floor((abs % 3600) / 60))}`
  return `${sign}${hhmm}${abs % 60 ? pad(abs % 60) : ''}`
}

interface Transition {
  /** The first instant of the new offset. */
  at: number
  from: number
  to: number
}

const DAY_MS = 86_400_000
const transitionCache = new Map<string, Transition[]>()

/** Every change of the zone's offset from January 1 of `fromYear` to the end of `toYear` (UTC), to the minute. */
function transitions(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const key = `${timeZone} ${fromYear} ${toYear}`
  const cached = transitionCache.get(key)
  if (cached) return cached
  const found: Transition[] = []
  const offsetAt = (ms: number) => zoneOffsetSeconds(timeZone, new Date(ms))
  const end = Date.UTC(toYear + 1, 0, 1)
  let before = Date.UTC(fromYear, 0, 1)
  let offset = offsetAt(before)
  // Offsets change at most a few times a year, never twice in a day: a day's steps find each change, then halving finds its minute.
  for (let after = before + DAY_MS; after <= end; before = after, after += DAY_MS) {
    const next = offsetAt(after)
    if (next === offset) continue
    let lo = before
    let hi = after
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000
      if (offsetAt(mid) === offset) lo = mid
      else hi = mid
    }
    found.push({ at: hi, from: offset, to: next })
    offset = next
  }
  transitionCache.set(key, found)
  return found
}

/**
 * The VTIMEZONE of `timeZone` for the years from `start` to `end`: its offset from 1970 on, then each change in
 * those years (a zone without daylight saving, like Asia/Manila, has none: one STANDARD with its offset). The
 * larger of a zone's offsets is its DAYLIGHT one. Outside those years the description is not the zone's history.
 */
export function timeZoneLines(timeZone: string, start: Date, end: Date): string[] {
  const changes = transitions(timeZone, start.getUTCFullYear(), end.getUTCFullYear())
  const first = changes.length ? changes[0].from : zoneOffsetSeconds(timeZone, start)
  const standard = Math.min(first, ...changes.map((change) => change.to))
  const observance = (dateTime: string, from: number, to: number) => {
    const kind = to > standard ? 'DAYLIGHT' : 'STANDARD'
    return [`BEGIN:${kind}`, `DTSTART:${dateTime}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`, `END:${kind}`]
  }
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${plainValue(timeZone)}`,
    ...observance('19700101T000000', first, first),
    // An onset is written in the wall-clock time it interrupts (the offset before it).
    ...changes.flatMap((change) => observance(localDateTime(wallClock('UTC', new Date(change.at + change.from * 1000))), change.from, change.to)),
    'END:VTIMEZONE',
  ]
}

/** The whole file: one VCALENDAR with the zone and the event, every line folded and ended by CRLF. */
export function calendarFile(event: CalendarEvent): string {
  const tzid = paramValue(event.timeZone)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneLines(event.timeZone, event.start, event.end),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${tzid}:${localDateTime(wallClock(event.timeZone, event.start))}`,
    `DTEND;TZID=${tzid}:${localDateTime(wallClock(event.timeZone, event.end))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${plainValue(event.url)}`,
    `STATUS:${event.status}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
