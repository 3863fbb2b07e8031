import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { formatTime12h, minutesToTime, timeToMinutes } from './time-slots'

describe('formatTime12h', () => {
  itAnswers('shows the 24-hour %j as %j', formatTime12h, [
    ['11:00', '11:00 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:30', '1:30 PM'],
    ['22:00', '10:00 PM'],
    ['00:15', '12:15 AM'],
    // Text that is not a time, as it is.
    ['soon', 'soon'],
  ])
})

describe('timeToMinutes and minutesToTime', () => {
  itAnswers('parses HH:mm and refuses anything else: %j is %j', timeToMinutes, [
    ['11:30', 690],
    ['00:00', 0],
    ['23:59', 1439],
    ['24:00', null],
    ['9:00', null],
    ['12:60', null],
  ])

  itAnswers('writes %i minutes after midnight as %j', minutesToTime, [
    [0, '00:00'],
    [690, '11:30'],
    [1439, '23:59'],
  ])

  it('writes minutes after midnight as HH:mm, the inverse of timeToMinutes', () => {
    for (const minutes of [0, 5, 59, 60, 725, 1439]) expect(timeToMinutes(minutesToTime(minutes))).toBe(minutes)
  })
})
