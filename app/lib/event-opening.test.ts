import { describe, expect, it } from 'vitest'
import { eventClosure } from './event-opening'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from './opening-hours'

// 28 November 2026 is a Saturday.
const hours: OpeningHoursJson = {
  weekly: DEFAULT_WEEKLY_HOURS.map((d) => (d.weekday === 1 ? { ...d, closed: true } : d)),
  exceptions: [
    { date: '2026-11-28', closed: true, note: 'Private event' },
    { date: '2026-11-29', closed: false, opens: '18:00', closes: '02:00' },
  ],
}

describe('eventClosure', () => {
  it.each([
    // Within the day's hours.
    ['2026-11-27', '20:00', null],
    ['2026-11-29', '23:30', null],
    // A closed date, and Monday 30 November: Mondays are closed.
    ['2026-11-28', '20:00', 'The venue is closed on this day (Private event).'],
    ['2026-11-30', '11:00', 'The venue is closed on this day.'],
    // Monday is closed, but Sunday's night runs until 02:00 on Monday.
    ['2026-11-30', '01:00', null],
    // A start outside the hours.
    ['2026-11-29', '12:00', 'The venue is not open at this time on this day: open 6:00 PM to 2:00 AM.'],
    ['2026-11-27', '09:00', 'The venue is not open at this time on this day: open 11:00 AM to midnight.'],
  ])('an event on %s at %s: %j', (date, time, closure) => {
    expect(eventClosure(hours, date, time)).toBe(closure)
  })
})
