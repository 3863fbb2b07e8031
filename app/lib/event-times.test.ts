import { describe, expect, it } from 'vitest'
import { endsNextDay, eventBookingDate, eventTimes, eventWallClock, formatEventDate, formatEventTimes, isUpcomingEvent, upcomingCutoff } from './event-times'

const MANILA = 'Asia/Manila'

describe('eventTimes', () => {
  it('turns a venue date and start time into the start instant (Manila is UTC+8)', () => {
    expect(eventTimes('2026-12-05', '19:00', null, MANILA)).toEqual({ start: new Date('2026-12-05T11:00:00Z'), end: null })
  })

  it('puts an end after the start on the same day', () => {
    const { start, end } = eventTimes('2026-12-05', '19:00', '23:00', MANILA)
    expect(start.toISOString()).toBe('2026-12-05T11:00:00.000Z')
    expect(end?.toISOString()).toBe('2026-12-05T15:00:00.000Z')
  })

  it('puts an end before the start on the next morning, and 00:00 at midnight', () => {
    expect(eventTimes('2026-12-05', '22:00', '02:00', MANILA).end?.toISOString()).toBe('2026-12-05T18:00:00.000Z')
    expect(eventTimes('2026-12-31', '21:00', '01:30', MANILA).end?.toISOString()).toBe('2026-12-31T17:30:00.000Z')
    expect(eventTimes('2026-12-05', '20:00', '00:00', MANILA).end?.toISOString()).toBe('2026-12-05T16:00:00.000Z')
  })

  it('follows another time zone, across a daylight-saving change', () => {
    // New York leaves daylight time on 2026-11-01: 22:00 EDT (UTC-4) to 02:00 EST (UTC-5) is five hours.
    const { start, end } = eventTimes('2026-10-31', '22:00', '02:00', 'America/New_York')
    expect(start.toISOString()).toBe('2026-11-01T02:00:00.000Z')
    expect(end?.toISOString()).toBe('2026-11-01T07:00:00.000Z')
  })

  it('reads back what staff entered', () => {
    expect(eventWallClock(eventTimes('2026-12-05', '22:00', '02:00', MANILA), MANILA)).toEqual({ date: '2026-12-05', time: '22:00', endTime: '02:00' })
    expect(eventWallClock(eventTimes('2026-12-05', '00:30', null, MANILA), MANILA)).toEqual({ date: '2026-12-05', time: '00:30', endTime: null })
  })
})

describe('endsNextDay', () => {
  it.each([
    ['22:00', '02:00', true],
    ['20:00', '00:00', true],
    ['19:00', '23:00', false],
    ['19:00', '19:00', false],
    ['19:00', '25:00', false],
  ])('is true for an end before the start only: %s to %s is %s', (time, endTime, nextDay) => {
    expect(endsNextDay(time, endTime)).toBe(nextDay)
  })
})

describe('isUpcomingEvent', () => {
  it('lists an event without an end until its start day is over', () => {
    const times = eventTimes('2026-12-05', '19:00', null, MANILA)
    expect(isUpcomingEvent(times, '2026-12-04', MANILA)).toBe(true)
    // Still listed on its day, even after it started.
    expect(isUpcomingEvent(times, '2026-12-05', MANILA)).toBe(true)
    expect(isUpcomingEvent(times, '2026-12-06', MANILA)).toBe(false)
  })

  it('lists an overnight event on the morning it ends, and not the day after', () => {
    const times = eventTimes('2026-12-05', '22:00', '02:00', MANILA)
    expect(isUpcomingEvent(times, '2026-12-05', MANILA)).toBe(true)
    expect(isUpcomingEvent(times, '2026-12-06', MANILA)).toBe(true)
    expect(isUpcomingEvent(times, '2026-12-07', MANILA)).toBe(false)
  })

  it('counts an end at midnight as the evening before', () => {
    const times = eventTimes('2026-12-05', '20:00', '00:00', MANILA)
    expect(isUpcomingEvent(times, '2026-12-05', MANILA)).toBe(true)
    expect(isUpcomingEvent(times, '2026-12-06', MANILA)).toBe(false)
  })

  it("judges by the venue's day, not UTC's", () => {
    // 00:30 on the 6th in Manila is 16:30 UTC on the 5th: the venue's 6th has begun, the event of the 5th is over.
    const times = eventTimes('2026-12-05', '19:00', '23:00', MANILA)
    expect(upcomingCutoff('2026-12-06', MANILA).toISOString()).toBe('2026-12-05T16:00:00.000Z')
    expect(isUpcomingEvent(times, '2026-12-06', MANILA)).toBe(false)
  })
})

describe('formatEventDate', () => {
  it("formats as 'MMMM dd, yyyy at h:mm a' in the venue's time zone", () => {
    // 09:30 UTC is 17:30 in Manila (UTC+8).
    expect(formatEventDate('2025-11-24T09:30:00.000Z', MANILA)).toBe('November 24, 2025 at 5:30 PM')
  })

  it('pads the day to two digits and uses the venue date, not the UTC date', () => {
    // 20:00 on the 4th in Manila is 12:00 UTC on the 4th; 01:00 on the 5th in Manila is 17:00 UTC on the 4th.
    expect(formatEventDate('2026-01-04T12:00:00.000Z', MANILA)).toBe('January 04, 2026 at 8:00 PM')
    expect(formatEventDate('2026-01-04T17:00:00.000Z', MANILA)).toBe('January 05, 2026 at 1:00 AM')
  })

  it('follows another configured time zone', () => {
    expect(formatEventDate('2025-07-01T00:05:00.000Z', 'Europe/London')).toBe('July 01, 2025 at 1:05 AM')
  })
})

describe('formatEventTimes', () => {
  it('shows the range, an overnight end with its own time', () => {
    expect(formatEventTimes('19:00', '23:00')).toBe('7:00 PM to 11:00 PM')
    expect(formatEventTimes('22:00', '02:00')).toBe('10:00 PM to 2:00 AM')
    expect(formatEventTimes('19:00', null)).toBe('7:00 PM')
  })
})

describe('eventBookingDate', () => {
  it("is the event's venue date from today up to 365 days ahead", () => {
    // 2026-12-05 20:00 in Manila is 12:00 UTC; 2026-12-06 01:00 Manila is still 2026-12-05 in UTC.
    expect(eventBookingDate('2026-12-05T12:00:00.000Z', '2026-12-01', MANILA)).toBe('2026-12-05')
    expect(eventBookingDate('2026-12-05T17:00:00.000Z', '2026-12-01', MANILA)).toBe('2026-12-06')
    expect(eventBookingDate('2026-12-05T12:00:00.000Z', '2026-12-05', MANILA)).toBe('2026-12-05')
    expect(eventBookingDate('2027-12-01T12:00:00.000Z', '2026-12-01', MANILA)).toBe('2027-12-01')
  })

  it('is null for an event that started on an earlier day, too far ahead, or without a readable date', () => {
    expect(eventBookingDate('2026-12-04T15:00:00.000Z', '2026-12-05', MANILA)).toBeNull()
    expect(eventBookingDate('2027-12-02T12:00:00.000Z', '2026-12-01', MANILA)).toBeNull()
    expect(eventBookingDate('', '2026-12-01', MANILA)).toBeNull()
    expect(eventBookingDate('not a date', '2026-12-01', MANILA)).toBeNull()
  })
})
