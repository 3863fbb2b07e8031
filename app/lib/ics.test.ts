import { describe, expect, it } from 'vitest'
import { type CalendarEvent, calendarFile, escapeText, foldLine, formatOffset, timeZoneLines, utcDateTime, zoneOffsetSeconds } from './ics'

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'event-4@beachbar.example',
  stamp: new Date('2026-11-25T06:30:15.123Z'),
  start: new Date('2026-12-05T12:00:00Z'),
  end: new Date('2026-12-05T15:00:00Z'),
  timeZone: 'Asia/Manila',
  summary: 'Fire Dance Night',
  location: 'Boracay Beach Bar, Malay, Aklan, Philippines',
  description: 'Fire dancers on the beach',
  url: 'https://beachbar.example/events',
  status: 'CONFIRMED',
  ...overrides,
})

/** The content lines of a file: unfolded (RFC 5545 3.1), split at CRLF. */
function unfold(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

const octets = (line: string) => new TextEncoder().encode(line).length

describe('calendarFile', () => {
  it('writes one VCALENDAR with the Manila zone and one VEVENT in venue time, every line ended by CRLF', () => {
    const file = calendarFile(event())
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(unfold(file)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Boracay Beach Bar//Events and bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Manila',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:event-4@beachbar.example',
      'DTSTAMP:20261125T063015Z',
      'DTSTART;TZID=Asia/Manila:20261205T200000',
      'DTEND;TZID=Asia/Manila:20261205T230000',
      'SUMMARY:Fire Dance Night',
      'LOCATION:Boracay Beach Bar\\, Malay\\, Aklan\\, Philippines',
      'DESCRIPTION:Fire dancers on the beach',
      'URL:https://beachbar.example/events',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
  })

  it('writes the sequence when given, and an end past midnight on the next day', () => {
    const lines = unfold(calendarFile(event({ start: new Date('2026-12-05T14:00:00Z'), end: new Date('2026-12-05T16:00:00Z'), sequence: 3 })))
    expect(lines).toContain('DTSTART;TZID=Asia/Manila:20261205T220000')
    expect(lines).toContain('DTEND;TZID=Asia/Manila:20261206T000000')
    expect(lines).toContain('SEQUENCE:3')
  })

  it('never lets typed text start a property of its own', () => {
    const file = calendarFile(
      event({
        summary: 'Party\r\nATTENDEE:mailto:evil@example.com',
        description: 'one\rtwo\nthree\u0000\u0007\u001b\u0085 four\u2028',
        location: 'Bar\nEND:VEVENT',
        uid: 'x\r\nUID:y',
        url: 'https://beachbar.example/booking/abc\r\nX-EVIL:1',
      }),
    )
    const lines = unfold(file)
    expect(lines.filter((line) => line.startsWith('ATTENDEE') || line.startsWith('X-EVIL'))).toEqual([])
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual(['UID:x\\nUID:y'])
    expect(lines).toContain('SUMMARY:Party\\nATTENDEE:mailto:evil@example.com')
    expect(lines).toContain('DESCRIPTION:one\\ntwo\\nthree four\u2028')
    expect(lines).toContain('URL:https://beachbar.example/booking/abcX-EVIL:1')
  })

  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const description = `${'Piña colada 🍹 and 李 '.repeat(20)}end`
    const file = calendarFile(event({ description }))
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(file).not.toContain('\uFFFD')
    expect(unfold(file)).toContain(`DESCRIPTION:${escapeText(description)}`)
  })
})

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a;b,c\\d\ne\r\nf\rg')).toBe('a\\;b\\,c\\\\d\\ne\\nf\\ng')
  })

  it('drops control characters, turns tabs into spaces and lone surrogates into U+FFFD', () => {
    expect(escapeText('a\u0000b\u007fc\u009fd\te\uD800f')).toBe('abcd e\uFFFDf')
    expect(escapeText('🍹')).toBe('🍹')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line that starts with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
    // Continuation lines hold 74 octets after their space.
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`)
  })

  it('moves a multi-byte character that would cross the limit to the next line whole', () => {
    const line = `${'x'.repeat(74)}é${'y'.repeat(3)}` // é is 2 octets: 74 + 2 > 75
    expect(foldLine(line)).toBe(`${'x'.repeat(74)}\r\n é${'y'.repeat(3)}`)
    const emoji = `${'x'.repeat(73)}🍹z` // 🍹 is 4 octets
    expect(foldLine(emoji)).toBe(`${'x'.repeat(73)}\r\n 🍹z`)
    for (const part of foldLine('李'.repeat(100)).split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75)
  })
})

describe('time zones', () => {
  it('reads offsets from the zone at the instant', () => {
    expect(zoneOffsetSeconds('Asia/Manila', new Date('2026-12-05T12:00:00Z'))).toBe(8 * 3600)
    expect(zoneOffsetSeconds('Asia/Kolkata', new Date('2026-12-05T12:00:00Z'))).toBe(5.5 * 3600)
    expect(zoneOffsetSeconds('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(-4 * 3600)
    expect(zoneOffsetSeconds('UTC', new Date('2026-07-01T12:00:00Z'))).toBe(0)
  })

  it('formats offsets as ±HHMM (and seconds only when there are some)', () => {
    expect(formatOffset(28800)).toBe('+0800')
    expect(formatOffset(-16200)).toBe('-0430')
    expect(formatOffset(0)).toBe('+0000')
    expect(formatOffset(19800 + 30)).toBe('+053030')
  })

  it('writes UTC instants for DTSTAMP', () => {
    expect(utcDateTime(new Date('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z')
  })

  it('describes a zone without daylight saving with one STANDARD (Kolkata: +0530)', () => {
    const lines = timeZoneLines('Asia/Kolkata', new Date('2026-12-05T12:00:00Z'), new Date('2026-12-05T15:00:00Z'))
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ])
  })

  it("describes a zone with daylight saving by the year's changes, each at the wall-clock time it interrupts", () => {
    const lines = timeZoneLines('America/New_York', new Date('2026-11-01T02:00:00Z'), new Date('2026-11-01T07:00:00Z'))
    expect(lines.join('\n')).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:America/New_York',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0500',
        'END:STANDARD',
        // 2026-03-08 02:00 EST becomes 03:00 EDT; 2026-11-01 02:00 EDT becomes 01:00 EST.
        'BEGIN:DAYLIGHT',
        'DTSTART:20260308T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'DTSTART:20261101T020000',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\n'),
    )
    // The event across the change: 22:00 EDT to 02:00 EST, written in wall-clock time.
    const file = unfold(
      calendarFile(event({ timeZone: 'America/New_York', start: new Date('2026-11-01T02:00:00Z'), end: new Date('2026-11-01T07:00:00Z') })),
    )
    expect(file).toContain('DTSTART;TZID=America/New_York:20261031T220000')
    expect(file).toContain('DTEND;TZID=America/New_York:20261101T020000')
  })

  it('covers every year from the start to the end', () => {
    const lines = timeZoneLines('Europe/Berlin', new Date('2026-12-31T20:00:00Z'), new Date('2027-04-01T20:00:00Z'))
    expect(lines.filter((line) => line.startsWith('DTSTART:2026') || line.startsWith('DTSTART:2027'))).toEqual([
      'DTSTART:20260329T020000',
      'DTSTART:20261025T030000',
      'DTSTART:20270328T020000',
      'DTSTART:20271031T030000',
    ])
  })
})
