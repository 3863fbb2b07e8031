import { afterEach, describe, expect, it } from 'vitest'
import { bookableStarts } from './bookable-times'
import {
  DEFAULT_WEEKLY_HOURS,
  type OpeningHoursJson,
  bookingRefusal,
  type DayHours,
  formatHours,
  hoursOn,
  isOpenAt,
  openingHoursSpecification,
  weekdayOf,
  weeklyHoursLines,
} from './opening-hours'
import { venueClock } from './venue-clock'

// 2026-12-01 is a Tuesday.
const TUESDAY = '2026-12-01'
/** The first rules: a start every half hour, two-hour stays. */
const TWO_HOURS = { slotMinutes: 30, stayMinutes: 120 }
const startsOn = (day: DayHours) => bookableStarts(day, TWO_HOURS.slotMinutes, TWO_HOURS.stayMinutes)

function hours(overrides: Partial<OpeningHoursJson> = {}): OpeningHoursJson {
  return {
    weekly: DEFAULT_WEEKLY_HOURS.map((w) => ({ ...w })),
    exceptions: [],
    ...overrides,
  }
}

function withWeekday(weekday: number, entry: { closed?: boolean; opens?: string; closes?: string }): OpeningHoursJson {
  const h = hours()
  h.weekly[weekday] = { ...h.weekly[weekday], ...entry }
  return h
}

describe('opening hours', () => {
  it('default hours offer exactly the 23 booking times, 11:00 to 22:00', () => {
    const starts = startsOn(hoursOn(hours(), TUESDAY))
    expect(starts).toHaveLength(23)
    expect(starts[0]).toBe('11:00')
    expect(starts.at(-1)).toBe('22:00')
  })

  it('offers only times that start once open and at least two hours before closing', () => {
    const day = hoursOn(withWeekday(2, { opens: '16:00', closes: '21:00' }), TUESDAY)
    expect(startsOn(day)).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00'])
    // 20:00 would end at 22:00, after the 21:00 close.
    expect(startsOn(hoursOn(withWeekday(2, { opens: '18:00', closes: '21:30' }), TUESDAY))).toEqual(['18:00', '18:30', '19:00', '19:30'])
  })

  it('an overnight close (01:00) is the next morning: times run past midnight', () => {
    const day = hoursOn(withWeekday(2, { opens: '18:00', closes: '01:00' }), TUESDAY)
    expect(startsOn(day).slice(-3)).toEqual(['22:00', '22:30', '23:00'])
    expect(startsOn(hoursOn(withWeekday(2, { opens: '18:00', closes: '02:00' }), TUESDAY)).at(-1)).toBe('00:00')
  })

  it('a day too short for a two-hour booking offers nothing', () => {
    expect(startsOn(hoursOn(withWeekday(2, { opens: '20:00', closes: '21:30' }), TUESDAY))).toEqual([])
  })

  it('uses the weekday of the calendar date (0 = Sunday)', () => {
    expect(weekdayOf(TUESDAY)).toBe(2)
    expect(weekdayOf('2026-11-29')).toBe(0)
    const closedTuesdays = withWeekday(2, { closed: true })
    expect(hoursOn(closedTuesdays, TUESDAY)).toEqual({
      closed: true,
      note: null,
    })
    expect(hoursOn(closedTuesdays, '2026-12-02').closed).toBe(false)
  })

  it('an exception wins over the weekday: a closed day with a note, or special hours', () => {
    const h = hours({
      exceptions: [
        { date: TUESDAY, closed: true, note: 'Private event' },
        {
          date: '2026-12-02',
          closed: false,
          opens: '17:00',
          closes: '23:00',
          note: 'Christmas party season',
        },
      ],
    })
    expect(hoursOn(h, TUESDAY)).toEqual({
      closed: true,
      note: 'Private event',
    })
    expect(startsOn(hoursOn(h, TUESDAY))).toEqual([])
    expect(startsOn(hoursOn(h, '2026-12-02'))).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'])
    expect(hoursOn(h, '2026-12-03')).toEqual({
      closed: false,
      opens: '11:00',
      closes: '00:00',
      note: null,
    })
  })

  it('is open past midnight on the previous day hours', () => {
    const h = withWeekday(5, { opens: '18:00', closes: '02:00' }) // Friday
    expect(isOpenAt(h, '2026-12-04', '17:59')).toBe(false)
    expect(isOpenAt(h, '2026-12-04', '18:00')).toBe(true)
    expect(isOpenAt(h, '2026-12-05', '01:30')).toBe(true) // Saturday 01:30, Friday's night
    expect(isOpenAt(h, '2026-12-05', '02:00')).toBe(false)
    expect(isOpenAt(h, '2026-12-05', '10:59')).toBe(false)
    expect(isOpenAt(h, '2026-12-05', '11:00')).toBe(true)
  })

  it('refuses a booking on a closed day with the note, and outside the hours naming them', () => {
    const h = hours({
      exceptions: [{ date: TUESDAY, closed: true, note: 'Private event' }],
    })
    expect(bookingRefusal(h, TUESDAY, '19:00', TWO_HOURS)).toBe('We are closed on Tuesday, December 1, 2026 (Private event). Please choose another day.')
    const evenings = withWeekday(3, { opens: '16:00', closes: '22:00' })
    expect(bookingRefusal(evenings, '2026-12-02', '12:00', TWO_HOURS)).toBe(
      'On Wednesday, December 2, 2026 we are open 4:00 PM to 10:00 PM: please choose a time from 4:00 PM to 8:00 PM.',
    )
    expect(bookingRefusal(evenings, '2026-12-02', '20:00', TWO_HOURS)).toBeNull()
    expect(bookingRefusal(evenings, '2026-12-02', '20:30', TWO_HOURS)).toBe(
      'On Wednesday, December 2, 2026 we are open 4:00 PM to 10:00 PM: please choose a time from 4:00 PM to 8:00 PM.',
    )
    expect(bookingRefusal(withWeekday(3, { closed: true }), '2026-12-02', '19:00', TWO_HOURS)).toBe(
      'We are closed on Wednesday, December 2, 2026. Please choose another day.',
    )
  })

  it('refuses a time within the bookable range that is not one of its starts as not a listed time', () => {
    expect(bookingRefusal(hours(), TUESDAY, '11:15', TWO_HOURS)).toBe('Please select one of the listed times')
    expect(bookingRefusal(hours(), TUESDAY, '21:45', TWO_HOURS)).toBe('Please select one of the listed times')
    expect(bookingRefusal(hours(), TUESDAY, '11:00', TWO_HOURS)).toBeNull()
    expect(bookingRefusal(hours(), TUESDAY, '22:00', TWO_HOURS)).toBeNull()
    // On the usual hours every time not listed keeps the form's words, as in the spec (10:00, 22:30)...
    expect(bookingRefusal(hours(), TUESDAY, '22:30', TWO_HOURS)).toBe('Please select one of the listed times')
    expect(bookingRefusal(hours(), TUESDAY, '10:30', TWO_HOURS)).toBe('Please select one of the listed times')
    // ...while other hours are named.
    const evenings = withWeekday(2, { opens: '16:00', closes: '22:00' })
    expect(bookingRefusal(evenings, TUESDAY, '11:00', TWO_HOURS)).toMatch(/please choose a time from 4:00 PM to 8:00 PM\.$/)
    // A 15-minute grid lists 11:15.
    expect(bookingRefusal(hours(), TUESDAY, '11:15', { slotMinutes: 15, stayMinutes: 120 })).toBeNull()
  })

  it('takes a booking after midnight on the night it belongs to, within the party’s stay', () => {
    const friday = withWeekday(5, { opens: '18:00', closes: '02:00' })
    expect(bookingRefusal(friday, '2026-12-04', '00:00', TWO_HOURS)).toBeNull()
    expect(bookingRefusal(friday, '2026-12-04', '00:30', TWO_HOURS)).toBe(
      'On Friday, December 4, 2026 we are open 6:00 PM to 2:00 AM: please choose a time from 6:00 PM to 12:00 AM.',
    )
    expect(bookingRefusal(friday, '2026-12-04', '00:30', { slotMinutes: 30, stayMinutes: 90 })).toBeNull()
    expect(bookingRefusal(friday, '2026-12-04', '23:15', TWO_HOURS)).toBe('Please select one of the listed times')
  })

  it('words a day too short for the stay', () => {
    const short = withWeekday(2, { opens: '20:00', closes: '21:30' })
    expect(bookingRefusal(short, TUESDAY, '20:00', TWO_HOURS)).toBe(
      'On Tuesday, December 1, 2026 we are open 8:00 PM to 9:30 PM, too short a time to book a table. Please choose another day.',
    )
    expect(bookingRefusal(short, TUESDAY, '20:00', { slotMinutes: 30, stayMinutes: 90 })).toBeNull()
  })

  it('words the hours of a day: midnight by name, an overnight close as the morning time', () => {
    expect(formatHours({ closed: false, opens: '11:00', closes: '00:00', note: null })).toBe('11:00 AM to midnight')
    expect(formatHours({ closed: false, opens: '18:00', closes: '02:00', note: null })).toBe('6:00 PM to 2:00 AM')
    expect(formatHours({ closed: false, opens: '10:00', closes: '12:00', note: null })).toBe('10:00 AM to 12:00 PM')
    expect(formatHours({ closed: true, note: null })).toBe('Closed')
  })

  it('describes the week for guests, Monday first, and for search engines', () => {
    const h = withWeekday(1, { closed: true })
    const lines = weeklyHoursLines(h)
    expect(lines[0]).toEqual({ weekday: 1, day: 'Monday', hours: 'Closed' })
    expect(lines[6]).toEqual({
      weekday: 0,
      day: 'Sunday',
      hours: '11:00 AM to midnight',
    })
    const spec = openingHoursSpecification(h)
    expect(spec).toHaveLength(6)
    expect(spec[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '11:00',
      closes: '23:59',
    })
  })
})

describe('the venue day, whatever the server zone', () => {
  const originalZone = process.env.TZ
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  it.each(['UTC', 'America/New_York'])('TZ=%s: 00:30 Saturday in Manila is still Friday night', (zone) => {
    process.env.TZ = zone
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : 300)
    // 2026-12-04T16:30Z is Saturday 5 December, 00:30 in Manila (UTC+8); still Friday 4 December in New York.
    const now = venueClock('Asia/Manila', () => new Date('2026-12-04T16:30:00Z')).read()
    expect(now).toMatchObject({ today: '2026-12-05', time: '00:30' })
    const fridayLate = withWeekday(5, { opens: '18:00', closes: '02:00' })
    expect(isOpenAt(fridayLate, now.today, now.time)).toBe(true)
    expect(isOpenAt(hours(), now.today, now.time)).toBe(false)
    expect(startsOn(hoursOn(withWeekday(6, { closed: true }), now.today))).toEqual([])
  })
})
