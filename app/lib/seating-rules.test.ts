import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { DEFAULT_SEATING_RULES, diningPeriodNote, formatStay, hasOneStay, stayMinutesFor } from './seating-rules'

const bySize = {
  stays: [
    { maxGuests: 2, minutes: 90 },
    { maxGuests: 6, minutes: 120 },
    { maxGuests: 20, minutes: 150 },
  ],
}

describe('stayMinutesFor', () => {
  it('gives every party two hours under the first rules', () => {
    expect(DEFAULT_SEATING_RULES).toEqual({ slotMinutes: 30, stays: [{ maxGuests: 20, minutes: 120 }], maxCoversPerSlot: null, guestChangeCutoffMinutes: 120, noShowGraceMinutes: 15 })
    for (const guests of [1, 2, 7, 20]) expect(stayMinutesFor(DEFAULT_SEATING_RULES, guests)).toBe(120)
  })

  it('takes the first rule whose maxGuests seats the party, the bounds included', () => {
    expect(stayMinutesFor(bySize, 1)).toBe(90)
    expect(stayMinutesFor(bySize, 2)).toBe(90)
    expect(stayMinutesFor(bySize, 3)).toBe(120)
    expect(stayMinutesFor(bySize, 6)).toBe(120)
    expect(stayMinutesFor(bySize, 7)).toBe(150)
    expect(stayMinutesFor(bySize, 20)).toBe(150)
  })

  it('gives a group request above every rule the last rule’s stay', () => {
    expect(stayMinutesFor(bySize, 21)).toBe(150)
    expect(stayMinutesFor(bySize, 200)).toBe(150)
  })

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
