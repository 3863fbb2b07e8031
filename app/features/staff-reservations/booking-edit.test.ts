import { describe, expect, it } from 'vitest'
import { bookingChanges, draftOf, editStayChoices } from './booking-edit'

const booking = { staffNote: null, guests: 4, time: '19:00', stayMinutes: 120 }

describe('bookingChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(bookingChanges(booking, draftOf(booking))).toEqual({ nothing: true })
    expect(bookingChanges(booking, { ...draftOf(booking), staffNote: '   ' })).toEqual({ nothing: true })
  })

  it('sends only what changed, the note trimmed', () => {
    expect(bookingChanges(booking, { staffNote: ' window table, birthday ', guests: '4', time: '19:00', stay: '120' })).toEqual({
      change: { staffNote: 'window table, birthday' },
    })
    expect(bookingChanges(booking, { staffNote: '', guests: '6', time: '20:30', stay: '120' })).toEqual({ change: { guests: 6, time: '20:30' } })
  })

  it('sends a new stay as stayMinutes, and a time after midnight as it reads', () => {
    expect(bookingChanges(booking, { ...draftOf(booking), stay: '90' })).toEqual({ change: { stayMinutes: 90 } })
    expect(bookingChanges(booking, { ...draftOf(booking), time: '00:30', stay: '75' })).toEqual({ change: { time: '00:30', stayMinutes: 75 } })
  })

  it('clears a note with null', () => {
    expect(bookingChanges({ ...booking, staffNote: 'VIP' }, { staffNote: '', guests: '4', time: '19:00', stay: '120' })).toEqual({
      change: { staffNote: null },
    })
  })

  it("refuses a party, note or stay the server would, with the server's messages", () => {
    const draft = draftOf(booking)
    expect(bookingChanges(booking, { ...draft, guests: '0' })).toEqual({ errors: { guests: 'Must have at least 1 guest' } })
    expect(bookingChanges(booking, { ...draft, guests: '' })).toEqual({ errors: { guests: 'Must have at least 1 guest' } })
    expect(bookingChanges(booking, { ...draft, guests: '21' })).toEqual({ errors: { guests: 'Maximum 20 guests per reservation' } })
    expect(bookingChanges(booking, { ...draft, guests: '2.5' })).toEqual({ errors: { guests: 'Number of guests must be a whole number' } })
    expect(bookingChanges(booking, { ...draft, staffNote: 'x'.repeat(501) })).toEqual({
      errors: { staffNote: 'Staff note must be 500 characters or fewer' },
    })
    expect(bookingChanges(booking, { ...draft, stay: '20' })).toEqual({ errors: { stay: 'Stay must be 15 to 360 minutes, in steps of 15' } })
  })
})

describe('editStayChoices', () => {
  it('offers 15 minutes to 6 hours in quarter hours', () => {
    const choices = editStayChoices()
    expect(choices).toHaveLength(24)
    expect(choices[0]).toEqual({ value: '15', label: '15 minutes' })
    expect(choices[5]).toEqual({ value: '90', label: '1 hour 30 minutes' })
    expect(choices.at(-1)).toEqual({ value: '360', label: '6 hours' })
  })
})
