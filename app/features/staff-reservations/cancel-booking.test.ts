import { describe, expect, it } from 'vitest'
import { canCancel, canEmailGuest, cancelEmailText } from './cancel-booking'

const booking = { name: 'Ana Reyes', email: 'ana@example.com', phone: '+639175550142', source: 'online', status: 'confirmed' } as const

describe('cancel booking', () => {
  it('is offered for bookings still to come only', () => {
    expect(canCancel({ status: 'confirmed' })).toBe(true)
    expect(canCancel({ status: 'pending' })).toBe(true)
    for (const status of ['arrived', 'completed', 'cancelled', 'no-show', 'requested', 'declined']) expect(canCancel({ status })).toBe(false)
  })

  it('e-mails a guest with an address, never a walk-in', () => {
    expect(canEmailGuest(booking)).toBe(true)
    expect(canEmailGuest({ ...booking, email: null })).toBe(false)
    expect(canEmailGuest({ ...booking, source: 'walk-in' })).toBe(false)
  })

  it('says what happens to the e-mail', () => {
    expect(cancelEmailText(booking, true)).toBe('Ana Reyes will be e-mailed at ana@example.com that the booking is cancelled.')
    expect(cancelEmailText(booking, false)).toBe('No e-mail is sent: tell Ana Reyes yourself.')
    expect(cancelEmailText({ ...booking, email: null }, true)).toBe(
      'Ana Reyes has no e-mail address on this booking, so no e-mail is sent. Call them on +639175550142 if they need to know.',
    )
  })
})
