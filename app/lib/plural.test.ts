import { describe, expect, it } from 'vitest'
import { plural } from './plural'

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
