import { describe, expect, it } from 'vitest'
import { plural, pluralNoun } from './plural'

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'guest')).toBe('1 guest')
    expect(plural(4, 'guest')).toBe('4 guests')
    expect(plural(0, 'seat')).toBe('0 seats')
    expect(plural(2, 'minute')).toBe('2 minutes')
  })
  it('takes an irregular plural', () => {
    expect(plural(3, 'upcoming booking')).toBe('3 upcoming bookings')
    expect(plural(2, 'person', 'people')).toBe('2 people')
  })
})

describe('pluralNoun', () => {
  it('gives the word alone, for a count shown apart or a sentence that follows it', () => {
    expect(pluralNoun(1, 'guest')).toBe('guest')
    expect(pluralNoun(0, 'guest')).toBe('guests')
    expect(pluralNoun(1, 'It', 'They')).toBe('It')
    expect(pluralNoun(3, 'this booking', 'these bookings')).toBe('these bookings')
  })
})
