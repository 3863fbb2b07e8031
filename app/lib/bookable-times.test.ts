import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import {
  bookableStartMinutes,
  bookableStarts,
  dayMinute,
  intervalStart,
  isQuarterTime,
  minutesSinceDayStart,
  openSpan,
  serviceDay,
  timeOfMinute,
  walkInStay,
} from './bookable-times'
import { DEFAULT_WEEKLY_HOURS, type DayHours, hoursOn, type OpeningHoursJson } from './opening-hours'
import { DEFAULT_SEATING_RULES, stayMinutesFor } from './seating-rules'

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes, note: null })
const CLOSED: DayHours = { closed: true, note: null }
const DEFAULT_DAY = open('11:00', '00:00')
const LATE_NIGHT = open('18:00', '02:00')

describe('isQuarterTime', () => {
  itAnswers('%j is on the 15-minute grid: %s', isQuarterTime, [
    ['11:00', true],
    ['11:15', true],
    ['23:45', true],
    ['00:30', true],
    ['11:10', false],
    ['24:00', false],
    ['9:00', false],
    ['noon', false],
  ])
})

describe('minutes of a venue day', () => {
  it('counts a time before an open day’s opening as after midnight', () => {
    expect(dayMinute(LATE_NIGHT, '18:00')).toBe(1080)
    expect(dayMinute(LATE_NIGHT, '23:30')).toBe(1410)
    expect(dayMinute(LATE_NIGHT, '00:30')).toBe(1470)
    expect(dayMinute(LATE_NIGHT, '17:59')).toBe(1079 + 1440)
  })

  it('takes the plain minute on a closed day, and null for no time', () => {
    expect(dayMinute(CLOSED, '00:30')).toBe(30)
    expect(dayMinute(LATE_NIGHT, '25:00')).toBeNull()
  })

  it('writes a minute past midnight as the morning time', () => {
    expect(timeOfMinute(1470)).toBe('00:30')
    expect(timeOfMinute(1440)).toBe('00:00')
    expect(timeOfMinute(1320)).toBe('22:00')
    expect(timeOfMinute(-30)).toBe('23:30')
  })

  it('spans an open day from opening to closing, the next morning when closing is not after opening', () => {
    expect(openSpan(DEFAULT_DAY)).toEqual({ from: 660, to: 1440 })
    expect(openSpan(LATE_NIGHT)).toEqual({ from: 1080, to: 1560 })
    expect(openSpan(CLOSED)).toBeNull()
  })
})

describe('bookable starts', () => {
  it('default hours and rules give exactly the 23 spec times, 11:00 to 22:00', () => {
    const day = hoursOn({ weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }, '2026-12-01')
    const starts = bookableStarts(day, DEFAULT_SEATING_RULES.slotMinutes, stayMinutesFor(DEFAULT_SEATING_RULES, 2))
    expect(starts).toHaveLength(23)
    expect(starts).toEqual(Array.from({ length: 23 }, (_, i) => timeOfMinute(660 + 30 * i)))
    expect(starts[0]).toBe('11:00')
    expect(starts[1]).toBe('11:30')
    expect(starts.at(-1)).toBe('22:00')
  })

  it('runs across midnight: 18:00-02:00 with two-hour stays ends at 00:00, after-midnight times last', () => {
    expect(bookableStarts(LATE_NIGHT, 30, 120)).toEqual([
      '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00',
    ])
    expect(bookableStartMinutes(LATE_NIGHT, 30, 120).at(-1)).toBe(1440)
  })

  it('lets a shorter stay start later, and a 15-minute grid offer the quarters', () => {
    expect(bookableStarts(LATE_NIGHT, 30, 90).at(-1)).toBe('00:30')
    expect(bookableStarts(open('18:00', '21:00'), 15, 120)).toEqual(['18:00', '18:15', '18:30', '18:45', '19:00'])
  })

  it('offers nothing on a closed day or a day too short for the stay', () => {
    expect(bookableStarts(CLOSED, 30, 120)).toEqual([])
    expect(bookableStarts(open('20:00', '21:30'), 30, 120)).toEqual([])
    expect(bookableStarts(open('20:00', '21:30'), 30, 90)).toEqual(['20:00'])
  })
})

describe('intervalStart', () => {
  it('finds the interval on the grid from opening a minute falls in', () => {
    expect(intervalStart(DEFAULT_DAY, 30, 19 * 60 + 29)).toBe(19 * 60)
    expect(intervalStart(DEFAULT_DAY, 30, 19 * 60 + 30)).toBe(19 * 60 + 30)
    // Opening at 18:15: the grid runs 18:15, 18:45, ...
    expect(intervalStart(open('18:15', '23:00'), 30, 19 * 60 + 10)).toBe(18 * 60 + 45)
    expect(intervalStart(LATE_NIGHT, 15, 1500)).toBe(1500)
    expect(intervalStart(LATE_NIGHT, 30, 1559)).toBe(1530)
  })

  it('is null before opening, from closing on, and on a closed day', () => {
    expect(intervalStart(DEFAULT_DAY, 30, 659)).toBeNull()
    expect(intervalStart(DEFAULT_DAY, 30, 1440)).toBeNull()
    expect(intervalStart(LATE_NIGHT, 30, 1560)).toBeNull()
    expect(intervalStart(CLOSED, 30, 720)).toBeNull()
  })
})

describe('minutesSinceDayStart', () => {
  it('counts from the venue day’s midnight, past 1440 the next morning and negative for a later day', () => {
    expect(minutesSinceDayStart('2026-12-05', { today: '2026-12-05', time: '19:00' })).toBe(1140)
    expect(minutesSinceDayStart('2026-12-05', { today: '2026-12-06', time: '00:30' })).toBe(1470)
    expect(minutesSinceDayStart('2026-12-06', { today: '2026-12-05', time: '23:00' })).toBe(-60)
    expect(minutesSinceDayStart('2026-12-31', { today: '2027-01-01', time: '01:00' })).toBe(1500)
  })

  it('refuses a clock reading that is not a time', () => {
    expect(() => minutesSinceDayStart('2026-12-05', { today: '2026-12-05', time: '7pm' })).toThrow(RangeError)
  })
})

describe('serviceDay', () => {
  // 2026-12-05 is a Saturday: open 18:00-02:00; every other day the default hours.
  const saturdayLate: OpeningHoursJson = {
    weekly: DEFAULT_WEEKLY_HOURS.map((w) => (w.weekday === 6 ? { ...w, opens: '18:00', closes: '02:00' } : { ...w })),
    exceptions: [],
  }

  it('keeps a host after midnight on the night before while it is still open', () => {
    expect(serviceDay(saturdayLate, { today: '2026-12-06', time: '00:30' })).toBe('2026-12-05')
    expect(serviceDay(saturdayLate, { today: '2026-12-06', time: '01:59' })).toBe('2026-12-05')
  })

  it('moves to the calendar day at closing, and whenever the night before ended by midnight', () => {
    expect(serviceDay(saturdayLate, { today: '2026-12-06', time: '02:00' })).toBe('2026-12-06')
    expect(serviceDay(saturdayLate, { today: '2026-12-05', time: '23:30' })).toBe('2026-12-05')
    expect(serviceDay(saturdayLate, { today: '2026-12-05', time: '00:30' })).toBe('2026-12-05')
    expect(serviceDay({ weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }, { today: '2026-12-06', time: '00:00' })).toBe('2026-12-06')
  })

  it('follows an exception of the night before', () => {
    const lateFriday: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: '2026-12-04', closed: false, opens: '20:00', closes: '03:00' }] }
    expect(serviceDay(lateFriday, { today: '2026-12-05', time: '02:45' })).toBe('2026-12-04')
    const closedSaturday: OpeningHoursJson = { weekly: saturdayLate.weekly, exceptions: [{ date: '2026-12-05', closed: true }] }
    expect(serviceDay(closedSaturday, { today: '2026-12-06', time: '00:30' })).toBe('2026-12-06')
  })
})

describe('walkInStay', () => {
  it('keeps the stay when it ends by closing', () => {
    expect(walkInStay(LATE_NIGHT, 1200, 120)).toBe(120)
    expect(walkInStay(LATE_NIGHT, 1440, 120)).toBe(120)
  })

  it('cuts the stay at closing: 30 minutes at 01:30 on an 18:00-02:00 night', () => {
    expect(walkInStay(LATE_NIGHT, 1530, 120)).toBe(30)
    expect(walkInStay(DEFAULT_DAY, 23 * 60, 120)).toBe(60)
  })

  it('never gives under 15 minutes, and stays on the quarter grid', () => {
    expect(walkInStay(LATE_NIGHT, 1555, 120)).toBe(15)
    expect(walkInStay(open('18:00', '01:50'), 1440, 120)).toBe(105)
  })
})
