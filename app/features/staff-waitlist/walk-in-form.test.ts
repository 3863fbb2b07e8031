import { describe, expect, it } from 'vitest'
import { EMPTY_WALK_IN, readWalkIn } from './walk-in-form'

describe('the walk-in form', () => {
  it('sends only what was filled in', () => {
    expect(readWalkIn({ ...EMPTY_WALK_IN, name: '  Ana ', guests: '4' })).toEqual({ input: { name: 'Ana', guests: 4, seatingPreference: 'table' } })
    expect(readWalkIn({ ...EMPTY_WALK_IN, name: 'Bo', seatingPreference: 'bar', phone: ' +63 912 ', email: 'bo@example.com', note: 'high chair' })).toEqual({
      input: { name: 'Bo', guests: 2, seatingPreference: 'bar', phone: '+63 912', email: 'bo@example.com', note: 'high chair' },
    })
  })

  it('asks for a name, a party the venue seats and a readable e-mail', () => {
    const result = readWalkIn({ ...EMPTY_WALK_IN, name: ' ', guests: '0', email: 'nope' })
    expect(result).toEqual({ errors: { name: expect.any(String), guests: expect.any(String), email: expect.any(String) } })
    expect(readWalkIn({ ...EMPTY_WALK_IN, name: 'A', guests: '2.5' })).toHaveProperty('errors.guests')
  })
})
