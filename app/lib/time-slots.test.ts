import { describe, expect, it } from 'vitest'
import { formatTime12h, minutesToTime, timeToMinutes } from './time-slots'

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

  it('shows text that is not a time as it is', () => {
    expect(formatTime12h('soon')).toBe('soon')
  })
})

describe('timeToMinutes and minutesToTime', () => {
  it('parses HH:mm and refuses anything else', () => {
    expect(timeToMinutes('11:30')).toBe(690)
    expect(timeToMinutes('00:00')).toBe(0)
    expect(timeToMinutes('23:59')).toBe(1439)
    expect(timeToMinutes('24:00')).toBeNull()
    expect(timeToMinutes('9:00')).toBeNull()
    expect(timeToMinutes('12:60')).toBeNull()
  })

  it('writes minutes after midnight as HH:mm, the inverse of timeToMinutes', () => {
    expect(minutesToTime(0)).toBe('00:00')
    expect(minutesToTime(690)).toBe('11:30')
    expect(minutesToTime(1439)).toBe('23:59')
    for (const minutes of [0, 5, 59, 60, 725, 1439]) expect(timeToMinutes(minutesToTime(minutes))).toBe(minutes)
  })
})
