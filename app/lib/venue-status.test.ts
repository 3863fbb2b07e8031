import { describe, expect, it } from 'vitest'
import frameEn from '~/i18n/frame/en.json'
import frameKo from '~/i18n/frame/ko.json'
import { formatMessage } from './messages'
import type { OpeningHoursJson, WeeklyHoursJson } from './opening-hours'
import { ENGLISH_STATUS_TEXTS, hoursAround, statusAt, venueStatus, venueStatusTimeline } from './venue-status'
import { runInProcessZone } from '../../tests/support/process-zone'

const ZONE = 'Asia/Manila'
/** The instant of a Manila wall-clock time (UTC+8, no daylight saving). */
const manila = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`)

// 2026-11-25 is a Wednesday. Every day 11:00 to 23:00, Monday closed, Friday 18:00 to 02:00 (the next morning).
const weekly: WeeklyHoursJson[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 1
    ? { weekday, closed: true, opens: '11:00', closes: '23:00' }
    : weekday === 5
      ? { weekday, closed: false, opens: '18:00', closes: '02:00' }
      : { weekday, closed: false, opens: '11:00', closes: '23:00' },
)
const HOURS: OpeningHoursJson = { weekly, exceptions: [] }
const HAPPY = { start: '16:00', end: '19:00' }

// The same assertions with the process in zones far from the venue's: a rule that read the machine's zone
// (Date#getHours, a local midnight) would name another time and another day.
describe.each(['UTC', 'America/New_York'])('venue status with the process in %s', (processZone) => {
  runInProcessZone(processZone)

  const at = (date: string, time: string, hours = HOURS, happy = HAPPY) => venueStatus(hours, happy, manila(date, time), ZONE)

  it('runs in a zone where the machine clock names another hour than the venue', () => {
    const instant = manila('2026-11-25', '16:00')
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processZone)
    expect(instant.getHours()).not.toBe(16)
  })

  it('says today\'s hours the same before, at and after the opening minute', () => {
    for (const time of ['09:00', '10:59', '11:00', '11:01', '22:59']) {
      expect(at('2026-11-25', time).hours, time).toBe('Open today 11:00 AM to 11:00 PM')
    }
  })

  it('says closed now, with tomorrow\'s hours, from the closing minute on', () => {
    expect(at('2026-11-25', '22:59').hours).toBe('Open today 11:00 AM to 11:00 PM')
    expect(at('2026-11-25', '23:00').hours).toBe('Closed now, open tomorrow 11:00 AM to 11:00 PM')
    expect(at('2026-11-25', '23:01').hours).toBe('Closed now, open tomorrow 11:00 AM to 11:00 PM')
    // Sunday night: Monday is closed.
    expect(at('2026-11-29', '23:00').hours).toBe('Closed now, closed tomorrow')
  })

  it('a closed day is closed today; the happy hour is the next open day\'s', () => {
    expect(at('2026-11-30', '12:00')).toEqual({ hours: 'Closed today', happyHour: 'Happy hour tomorrow from 4:00 PM' })
    // Sunday evening after the happy hour: none tomorrow (closed).
    expect(at('2026-11-29', '20:00').happyHour).toBeNull()
  })

  it.each([
    ['10:00', 'Happy hour from 4:00 PM'],
    ['15:59', 'Happy hour from 4:00 PM'],
    ['16:00', 'Happy hour now until 7:00 PM'],
    ['16:01', 'Happy hour now until 7:00 PM'],
    ['18:59', 'Happy hour now until 7:00 PM'],
    ['19:00', 'Happy hour tomorrow from 4:00 PM'],
    ['19:01', 'Happy hour tomorrow from 4:00 PM'],
  ])("the happy hour: from its start minute it runs, at its end minute it is over (then tomorrow's): at %s", (time, happyHour) => {
    expect(at('2026-11-25', time).happyHour).toBe(happyHour)
  })

  it('hours past midnight: still open after midnight until the closing minute, then today\'s hours', () => {
    expect(at('2026-11-27', '17:59')).toEqual({ hours: 'Open today 6:00 PM to 2:00 AM', happyHour: 'Happy hour from 6:00 PM' })
    expect(at('2026-11-27', '18:00').happyHour).toBe('Happy hour now until 7:00 PM')
    expect(at('2026-11-27', '23:59').hours).toBe('Open today 6:00 PM to 2:00 AM')
    expect(at('2026-11-28', '00:00').hours).toBe('Open now until 2:00 AM')
    expect(at('2026-11-28', '01:59').hours).toBe('Open now until 2:00 AM')
    expect(at('2026-11-28', '02:00').hours).toBe('Open today 11:00 AM to 11:00 PM')
  })

  it('a day with special hours and a note: its hours, and the happy hour from the opening', () => {
    const hours: OpeningHoursJson = {
      weekly,
      exceptions: [
        { date: '2026-12-01', closed: false, opens: '17:00', closes: '21:00', note: 'Private lunch' },
        { date: '2026-12-02', closed: true, note: 'Typhoon warning' },
      ],
    }
    expect(at('2026-12-01', '16:59', hours)).toEqual({ hours: 'Open today 5:00 PM to 9:00 PM (Private lunch)', happyHour: 'Happy hour from 5:00 PM' })
    expect(at('2026-12-01', '17:00', hours).happyHour).toBe('Happy hour now until 7:00 PM')
    expect(at('2026-12-01', '21:00', hours)).toEqual({ hours: 'Closed now, closed tomorrow (Typhoon warning)', happyHour: null })
    expect(at('2026-12-02', '12:00', hours)).toEqual({ hours: 'Closed today (Typhoon warning)', happyHour: 'Happy hour tomorrow from 4:00 PM' })
  })

  it('a happy hour across midnight runs until its end the next morning, while the venue is open', () => {
    const late = { start: '22:00', end: '02:00' }
    expect(at('2026-11-27', '21:59', HOURS, late).happyHour).toBe('Happy hour from 10:00 PM')
    expect(at('2026-11-27', '22:00', HOURS, late).happyHour).toBe('Happy hour now until 2:00 AM')
    expect(at('2026-11-28', '01:59', HOURS, late).happyHour).toBe('Happy hour now until 2:00 AM')
    // Saturday closes at 23:00: its late happy hour ends then.
    expect(at('2026-11-28', '02:00', HOURS, late).happyHour).toBe('Happy hour from 10:00 PM')
    expect(at('2026-11-28', '22:30', HOURS, late).happyHour).toBe('Happy hour now until 11:00 PM')
  })

  it('open until midnight: midnight in the range and in words (never 24:00), the next day starts at 00:00', () => {
    const hours: OpeningHoursJson = { weekly: weekly.map((w) => ({ ...w, closed: false, opens: '11:00', closes: '00:00' })), exceptions: [] }
    const evening = { start: '20:00', end: '00:00' }
    expect(at('2026-11-25', '23:59', hours, evening)).toEqual({ hours: 'Open today 11:00 AM to midnight', happyHour: 'Happy hour now until midnight' })
    expect(at('2026-11-26', '00:00', hours, evening)).toEqual({ hours: 'Open today 11:00 AM to midnight', happyHour: 'Happy hour from 8:00 PM' })
  })
})

describe.each(['UTC', 'America/New_York'])('the timeline a page carries, with the process in %s', (processZone) => {
  runInProcessZone(processZone)

  const cases = {
    'late Friday, closed Monday, 16:00-19:00': { hours: HOURS, happy: HAPPY, from: manila('2026-11-27', '08:17') },
    'special hours, a closure, a happy hour across midnight': {
      hours: {
        weekly,
        exceptions: [
          { date: '2026-12-01', closed: false, opens: '17:00', closes: '21:00', note: 'Private lunch' },
          { date: '2026-12-02', closed: true, note: 'Typhoon warning' },
        ],
      },
      happy: { start: '22:00', end: '02:00' },
      from: manila('2026-11-30', '23:59'),
    },
  }

  it.each(Object.entries(cases))('says what venueStatus says at every minute of the next two days: %s', (_, { hours, happy, from }) => {
    const timeline = venueStatusTimeline(hours, happy, from, ZONE)
    expect(timeline[0].from).toBe(from.getTime())
    for (let minute = 0; minute < 2 * 24 * 60; minute++) {
      const instant = new Date(from.getTime() + minute * 60_000)
      expect(statusAt(timeline, instant.getTime()), instant.toISOString()).toEqual(venueStatus(hours, happy, instant, ZONE))
    }
    // Only the changes: no two entries in a row say the same.
    for (let i = 1; i < timeline.length; i++) expect(timeline[i]).not.toMatchObject({ hours: timeline[i - 1].hours, happyHour: timeline[i - 1].happyHour })
  })

  it('changes at the venue\'s minutes, whatever the process zone', () => {
    const timeline = venueStatusTimeline(HOURS, HAPPY, manila('2026-11-25', '10:00'), ZONE)
    expect(timeline.slice(0, 4)).toEqual([
      { from: manila('2026-11-25', '10:00').getTime(), hours: 'Open today 11:00 AM to 11:00 PM', happyHour: 'Happy hour from 4:00 PM' },
      { from: manila('2026-11-25', '16:00').getTime(), hours: 'Open today 11:00 AM to 11:00 PM', happyHour: 'Happy hour now until 7:00 PM' },
      { from: manila('2026-11-25', '19:00').getTime(), hours: 'Open today 11:00 AM to 11:00 PM', happyHour: 'Happy hour tomorrow from 4:00 PM' },
      { from: manila('2026-11-25', '23:00').getTime(), hours: 'Closed now, open tomorrow 11:00 AM to 11:00 PM', happyHour: 'Happy hour tomorrow from 4:00 PM' },
    ])
  })
})

describe('hoursAround', () => {
  it('keeps the weekly hours and the exceptions of yesterday, today and tomorrow', () => {
    const hours: OpeningHoursJson = {
      weekly,
      exceptions: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) => ({ date, closed: true })),
    }
    expect(hoursAround(hours, '2026-11-25')).toEqual({ weekly, exceptions: hours.exceptions.slice(1, 4) })
  })
})

describe('venue status in another language', () => {
  const korean = {
    lang: 'ko' as const,
    text: (key: string, params?: Record<string, string | number>) => formatMessage('ko', (frameKo as Record<string, string>)[key.slice('frame.'.length)] ?? key, params),
  }
  const at = (date: string, time: string) => venueStatus(HOURS, HAPPY, manila(date, time), ZONE, korean)

  it("words today's hours and the happy hour with the language's messages and times", () => {
    expect(at('2026-11-25', '12:00')).toEqual({ hours: '오늘 영업 11:00~23:00', happyHour: '해피아워 16:00부터' })
    expect(at('2026-11-25', '17:00').happyHour).toBe('지금 해피아워 · 19:00까지')
    expect(at('2026-11-30', '12:00').hours).toBe('오늘 휴무')
  })
  it('keeps its timeline in the language', () => {
    const timeline = venueStatusTimeline(HOURS, HAPPY, manila('2026-11-25', '12:00'), ZONE, 2, korean)
    expect(timeline.every((entry) => !/[A-Za-z]{3}/.test(entry.hours))).toBe(true)
  })
})

describe('the English status messages', () => {
  it("are the frame catalog's English ones", () => {
    for (const [key, text] of Object.entries(ENGLISH_STATUS_TEXTS)) expect(text, key).toBe(frameEn[key as keyof typeof frameEn])
  })
})
