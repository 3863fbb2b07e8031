import { describe, expect, it } from 'vitest'
import { TIME_SLOTS, timeToMinutes } from '~/lib/time-slots'
import { CALENDAR_OPTIONS } from './calendar-options'

/** 'HH:mm:ss' (FullCalendar's durations and times of day) in minutes. */
const minutes = (time: string) => timeToMinutes(time.slice(0, 5)) ?? NaN

describe('CALENDAR_OPTIONS', () => {
  it('opens on the week, with the month and single days a click away', () => {
    expect(CALENDAR_OPTIONS.initialView).toBe('timeGridWeek')
    expect(CALENDAR_OPTIONS.headerToolbar.right.split(',')).toEqual(['dayGridMonth', 'timeGridWeek', 'timeGridDay'])
  })

  it('has a row for every booking time, a half hour each, and opens scrolled to the first', () => {
    expect(minutes(CALENDAR_OPTIONS.slotDuration)).toBe(minutes(TIME_SLOTS[1]) - minutes(TIME_SLOTS[0]))
    for (const time of TIME_SLOTS) {
      expect(minutes(time)).toBeGreaterThanOrEqual(minutes(CALENDAR_OPTIONS.slotMinTime))
      expect(minutes(time)).toBeLessThan(minutes(CALENDAR_OPTIONS.slotMaxTime))
    }
    expect(CALENDAR_OPTIONS.slotMinTime).toBe(TIME_SLOTS[0] + ':00')
    expect(CALENDAR_OPTIONS.scrollTime).toBe(CALENDAR_OPTIONS.slotMinTime)
  })
})
