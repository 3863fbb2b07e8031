import { describe, expect, it } from 'vitest'
import { TIME_SLOTS, currentSlotStart, formatTime12h, isTimeSlot, reservationEndMinutes, timeToMinutes } from './time-slots'

describe('TIME_SLOTS', () => {
  it('has the 23 half-hour slots from 11:00 to 22:00', () => {
    expect(TIME_SLOTS).toHaveLength(23)
    expect(TIME_SLOTS[0]).toBe('11:00')
    expect(TIME_SLOTS[1]).toBe('11:30')
    expect(TIME_SLOTS[22]).toBe('22:00')
  })
  it.each([
    ['13:30', true],
    ['10:30', false],
    ['22:30', false],
    ['13:15', false],
    ['1:30 PM', false],
  ])('accepts only listed slots: %j is %s', (time, listed) => {
    expect(isTimeSlot(time)).toBe(listed)
  })
})

describe('formatTime12h', () => {
  it.each([
    ['11:00', '11:00 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:30', '1:30 PM'],
    ['22:00', '10:00 PM'],
    ['00:15', '12:15 AM'],
  ])('shows the 24-hour %s as %s', (time, shown) => {
    expect(formatTime12h(time)).toBe(shown)
  })
})

describe('timeToMinutes and reservationEndMinutes', () => {
  it('parses HH:mm and refuses anything else', () => {
    expect(timeToMinutes('11:30')).toBe(690)
    expect(timeToMinutes('24:00')).toBeNull()
    expect(timeToMinutes('9:00')).toBeNull()
  })
  it('ends a reservation two hours after it starts, past midnight if need be', () => {
    expect(reservationEndMinutes('11:00')).toBe(13 * 60)
    expect(reservationEndMinutes('22:00')).toBe(24 * 60)
  })
})

describe('currentSlotStart', () => {
  it.each([
    ['19:00', '19:00'],
    ['19:29', '19:00'],
    ['19:30', '19:30'],
    ['nonsense', null],
  ])('rounds %j down to the half hour: %j', (time, start) => {
    expect(currentSlotStart(time)).toBe(start)
  })
})
