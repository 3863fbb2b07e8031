import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { formatTimeRange, formatVenueTime, venueTimeOfWords } from './time-wording'

describe('formatVenueTime', () => {
  itAnswers('writes %j as %j', formatVenueTime, [
    ['11:00', '11:00 AM'],
    ['19:30', '7:30 PM'],
    ['12:00', '12:00 PM'],
    ['00:15', '12:15 AM'],
    ['02:00', '2:00 AM'],
    ['16:00', '4:00 PM'],
    ['00:00', 'midnight'],
    ['24:00', 'midnight'],
    // Text that is not a time, as it is.
    ['soon', 'soon'],
  ])
})

describe('formatTimeRange', () => {
  it.each([
    ['11:00', '00:00', '11:00 AM to midnight'],
    ['20:00', '01:00', '8:00 PM to 1:00 AM'],
    ['16:00', '19:00', '4:00 PM to 7:00 PM'],
  ])('writes a span from its start to its end, an overnight end as its own time: %s to %s', (from, to, words) => {
    expect(formatTimeRange(from, to)).toBe(words)
  })

  it('never writes 24:00 or an h after the hour', () => {
    for (const [from, to] of [['11:00', '24:00'], ['16:00', '19:00'], ['00:00', '12:00']]) {
      expect(formatTimeRange(from, to)).not.toMatch(/24:00|\dh\b|\d\d:\d\d(?! [AP]M)/)
    }
  })
})

describe('venueTimeOfWords', () => {
  it.each([
    ['midnight', '00:00'],
    ['12:00 AM', '00:00'],
    ['11:00 AM', '11:00'],
    ['12:30 PM', '12:30'],
    ['7:30 PM', '19:30'],
    ['noonish', null],
  ])('%s -> %s', (words, time) => expect(venueTimeOfWords(words)).toBe(time))
})
