import { describe, expect, it } from 'vitest'
import { itAnswers, STAYS_BY_PARTY_SIZE } from '~/lib/test-support'
import { DEFAULT_SEATING_RULES, diningPeriodNote, formatStay, hasOneStay, stayMinutesFor } from './seating-rules'

const bySize = STAYS_BY_PARTY_SIZE

describe('stayMinutesFor', () => {
  it('gives every party two hours under the first rules', () => {
    expect(DEFAULT_SEATING_RULES).toEqual({ slotMinutes: 30, stays: [{ maxGuests: 20, minutes: 120 }], maxCoversPerSlot: null, guestChangeCutoffMinutes: 120, noShowGraceMinutes: 15 })
    for (const guests of [1, 2, 7, 20]) expect(stayMinutesFor(DEFAULT_SEATING_RULES, guests)).toBe(120)
  })

  // The first rule whose maxGuests seats the party, the bounds included.
  itAnswers('gives a party of %i %i minutes', (guests: number) => stayMinutesFor(bySize, guests), [
    [1, 90],
    [2, 90],
    [3, 120],
    [6, 120],
    [7, 150],
    [20, 150],
    // A group request above every rule: the last rule's stay.
    [21, 150],
    [200, 150],
  ])

  it('reads the rules by maxGuests whatever their order', () => {
    expect(stayMinutesFor({ stays: [...bySize.stays].reverse() }, 2)).toBe(90)
    expect(stayMinutesFor({ stays: [...bySize.stays].reverse() }, 50)).toBe(150)
  })
})

describe('formatStay', () => {
  itAnswers('words %i minutes as %j', formatStay, [
    [90, '1 hour 30 minutes'],
    [120, '2 hours'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [135, '2 hours 15 minutes'],
    [360, '6 hours'],
  ])
})

describe('hasOneStay', () => {
  it('is true for one rule or equal rules, false when stays differ', () => {
    expect(hasOneStay(DEFAULT_SEATING_RULES)).toBe(true)
    expect(hasOneStay({ stays: [{ maxGuests: 4, minutes: 120 }, { maxGuests: 20, minutes: 120 }] })).toBe(true)
    expect(hasOneStay(bySize)).toBe(false)
  })
})

describe('diningPeriodNote', () => {
  it("keeps the specification's words for the default stay, and names another single stay or says it depends", () => {
    expect(diningPeriodNote(DEFAULT_SEATING_RULES)).toBe(
      'Table reservations are for a 2-hour dining period. Guests are welcome to stay longer if there are no other reservations.',
    )
    expect(diningPeriodNote({ stays: [{ maxGuests: 20, minutes: 90 }] })).toMatch(/^Table reservations are for a 90-minute dining period\./)
    expect(diningPeriodNote({ stays: [{ maxGuests: 2, minutes: 90 }, { maxGuests: 20, minutes: 120 }] })).toMatch(/depends on your party's size/)
  })
})
