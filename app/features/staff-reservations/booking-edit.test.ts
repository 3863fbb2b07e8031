import { describe, expect, it } from 'vitest'
import { bookingChanges, draftOf } from './booking-edit'

const booking = { staffNote: null, guests: 4, time: '19:00' }

describe('bookingChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(bookingChanges(booking, draftOf(booking))).toEqual({ nothing: true })
    expect(bookingChanges(booking, { ...draftOf(booking), staffNote: '   ' })).toEqual({ nothing: true })
  })

  it('sends only what changed, the note trimmed', () => {
    expect(bookingChanges(booking, { staffNote: ' window table, birthday ', guests: '4', time: '19:00' })).toEqual({
      change: { staffNote: 'window table, birthday' },
    })
    expect(bookingChanges(booking, { staffNote: '', guests: '6', time: '20:30' })).toEqual({ change: { guests: 6, time: '20:30' } })
  })

  it('clears a note with null', () => {
    expect(bookingChanges({ ...booking, staffNote: 'VIP' }, { staffNote: '', guests: '4', time: '19:00' })).toEqual({
      change: { staffNote: null },
    })
  })

  it("refuses a party or note the server would, with the server's messages", () => {
    const draft = draftOf(booking)
    expect(bookingChanges(booking, { ...draft, guests: '0' })).toEqual({ errors: { guests: 'Must have at least 1 guest' } })
    expect(bookingChanges(booking, { ...draft, guests: '' })).toEqual({ errors: { guests: 'Must have at least 1 guest' } })
    expect(bookingChanges(booking, { ...draft, guests: '21' })).toEqual({ errors: { guests: 'Maximum 20 guests per reservation' } })
    expect(bookingChanges(booking, { ...draft, guests: '2.5' })).toEqual({ errors: { guests: 'Number of guests must be a whole number' } })
    expect(bookingChanges(booking, { ...draft, staffNote: 'x'.repeat(501) })).toEqual({
      errors: { staffNote: 'Staff note must be 500 characters or fewer' },
    })
  })
})
