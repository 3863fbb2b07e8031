import { describe, expect, it } from 'vitest'
import { TIME_SLOTS, currentSlotStart, formatTime12h, isTimeSlot, reservationEndMinutes, timeToMinutes } from './time-slots'

describe('TIME_SLOTS', () => {
  it('has the 23 half-hour slots from 11:00 to 22:00', () => {
    expect(TIME_SLOTS).toHaveLength(23)
    expect(TIME_SLOTS[0]).toBe('11:00')
    expect(TIME_SLOTS[1]).toBe('11:30')
    expect(TIME_SLOTS[22]).toBe('22:00')
  })
  it('accepts only listed slots', () => {
    expect(isTimeSlot('13:30')).toBe(true)
    expect(isTimeSlot('10:30')).toBe(false)
    expect(isTimeSlot('22:30')).toBe(false)
    expect(isTimeSlot('13:15')).toBe(false)
    expect(isTimeSlot('1:30 PM')).toBe(false)
  })
})

describe('formatTime12h', () => {
  it('shows 24-hour slots in 12-hour format with AM/PM', () => {
    expect(formatTime12h('11:00')).toBe('11:00 AM')
    expect(formatTime12h('12:00')).toBe('12:00 PM')
    expect(formatTime12h('12:30')).toBe('12:30 PM')
    expect(formatTime12h('13:30')).toBe('1:30 PM')
    expect(formatTime12h('22:00')).toBe('10:00 PM')
    expect(formatTime12h('00:15')).toBe('12:15 AM')
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
  it('rounds down to the half hour', () => {
    expect(currentSlotStart('19:00')).toBe('19:00')
    expect(currentSlotStart('19:29')).toBe('19:00')
    expect(currentSlotStart('19:30')).toBe('19:30')
    expect(currentSlotStart('nonsense')).toBeNull()
  })
})
