import { describe, expect, it } from 'vitest'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/lib/opening-hours'
import { bookableStarts } from '~/lib/bookable-times'
import { hoursOn } from '~/lib/opening-hours'
import { timeToMinutes } from '~/lib/time-slots'
import { CALENDAR_OPTIONS, calendarDuration, calendarTimeRange, weekOf } from './calendar-options'
import { testBooking } from './reservation-fixture'

/** 'HH:mm:ss' (FullCalendar's durations, hours past 24 too) in minutes. */
const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number)
  return h * 60 + m
}

const SATURDAY = '2026-12-05'
const defaultHours: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }
const lateSaturday: OpeningHoursJson = {
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [{ date: SATURDAY, closed: false, opens: '18:00', closes: '02:00' }],
}

describe('CALENDAR_OPTIONS', () => {
  it('keeps a busy night readable: a few bookings across, side by side, the rest behind a "+N more" list', () => {
    expect(CALENDAR_OPTIONS.slotEventOverlap).toBe(false)
    expect(CALENDAR_OPTIONS.views.timeGridWeek.eventMaxStack).toBe(2)
    expect(CALENDAR_OPTIONS.views.timeGridDay.eventMaxStack).toBe(6)
    expect(CALENDAR_OPTIONS.views.dayGridMonth.dayMaxEventRows).toBe(3)
    expect(CALENDAR_OPTIONS.moreLinkClick).toBe('popover')
  })

  it('opens on the week, with the month and single days a click away', () => {
    expect(CALENDAR_OPTIONS.initialView).toBe('timeGridWeek')
    expect(CALENDAR_OPTIONS.headerToolbar.right.split(',')).toEqual(['dayGridMonth', 'timeGridWeek', 'timeGridDay'])
  })

  it('has a half-hour row for every booking start of the first hours, labelled every hour', () => {
    const range = calendarTimeRange(defaultHours, [SATURDAY])
    expect(minutes(CALENDAR_OPTIONS.slotDuration)).toBe(30)
    expect(minutes(CALENDAR_OPTIONS.slotLabelInterval)).toBe(60)
    const starts = bookableStarts(hoursOn(defaultHours, SATURDAY), 30, 120)
    expect(starts).toHaveLength(23)
    for (const time of starts) {
      expect(timeToMinutes(time)).toBeGreaterThanOrEqual(minutes(range.slotMinTime))
      expect(timeToMinutes(time)! + 120).toBeLessThanOrEqual(minutes(range.slotMaxTime))
    }
  })
})

describe('calendarTimeRange', () => {
  it("shows a day's opening hours, opening scrolled to the opening", () => {
    expect(calendarTimeRange(defaultHours, [SATURDAY])).toEqual({ slotMinTime: '11:00:00', slotMaxTime: '24:00:00', scrollTime: '11:00:00' })
  })

  it('runs past midnight for a night to 2:00 AM', () => {
    expect(calendarTimeRange(lateSaturday, [SATURDAY])).toEqual({ slotMinTime: '18:00:00', slotMaxTime: '26:00:00', scrollTime: '18:00:00' })
  })

  it('spans the widest hours of the week in the week view', () => {
    expect(calendarTimeRange(lateSaturday, weekOf(SATURDAY))).toMatchObject({ slotMinTime: '11:00:00', slotMaxTime: '26:00:00' })
  })

  it('takes in a booking outside the hours, so none is hidden, but never more than a day', () => {
    const early = testBooking({ date: SATURDAY, time: '17:00', stayMinutes: 90 })
    expect(calendarTimeRange(lateSaturday, [SATURDAY], [early])).toMatchObject({ slotMinTime: '17:00:00', slotMaxTime: '26:00:00' })
    const otherDay = testBooking({ date: '2026-12-06', time: '09:00' })
    expect(calendarTimeRange(lateSaturday, [SATURDAY], [otherDay])).toMatchObject({ slotMinTime: '18:00:00' })
    const veryEarly = testBooking({ date: SATURDAY, time: '03:00', stayMinutes: 60 })
    // 03:00 before an 18:00 opening is past the night's close: it stays on its own date's morning.
    expect(calendarTimeRange(lateSaturday, [SATURDAY], [veryEarly])).toEqual({ slotMinTime: '03:00:00', slotMaxTime: '26:00:00', scrollTime: '03:00:00' })
  })

  it('falls back to the first hours on a closed day or before the hours load', () => {
    const closed: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: SATURDAY, closed: true }] }
    expect(calendarTimeRange(closed, [SATURDAY])).toMatchObject({ slotMinTime: '11:00:00', slotMaxTime: '24:00:00' })
    expect(calendarTimeRange(undefined, [SATURDAY])).toMatchObject({ slotMinTime: '11:00:00', slotMaxTime: '24:00:00' })
  })
})

describe('calendarDuration and weekOf', () => {
  it('writes hours past 24 for the next morning', () => {
    expect(calendarDuration(90)).toBe('01:30:00')
    expect(calendarDuration(1560)).toBe('26:00:00')
  })

  it('gives the week from Sunday', () => {
    expect(weekOf(SATURDAY)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', SATURDAY])
  })
})
