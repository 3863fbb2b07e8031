import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, RESERVATION_STATUSES } from '~/lib/constants'
import { bookingStatusText, cannotCancelReason, guestStatusBadgeClass, NEW_BOOKING_TEXT } from './booking-status'

describe('bookingStatusText', () => {
  it('says every status in words, with what it means for the guest', () => {
    expect(RESERVATION_STATUSES.map((s) => bookingStatusText(s).label)).toEqual(['Booked', 'Confirmed', 'Completed', 'Cancelled'])
    for (const status of RESERVATION_STATUSES) expect(bookingStatusText(status).explanation).not.toBe('')
    expect(bookingStatusText('cancelled').explanation).toBe('This booking has been cancelled and its seats released.')
  })

  it('tells the guest about arrived and no-show kindly', () => {
    for (const status of BOOKING_STATUSES) expect(bookingStatusText(status).explanation).not.toBe('')
    expect(bookingStatusText('arrived')).toEqual({ label: 'Arrived', explanation: "You're here and seated. Enjoy your evening with us!" })
    expect(bookingStatusText('no-show').explanation).toMatch(/table has been released.*book again/)
  })

  it('says a new booking is booked, as the toast and the confirmation panel do, never that it waits', () => {
    expect(NEW_BOOKING_TEXT.heading).toMatch(/confirmed/i)
    expect(NEW_BOOKING_TEXT.thanks('Ana')).toContain('booked and held')
    expect(bookingStatusText('pending').explanation).toContain('booked and held')
    for (const status of ['pending', 'confirmed']) expect(bookingStatusText(status).explanation).not.toMatch(/pending|wait/i)
  })

  it('gives pending a calm colour: no yellow, orange or red', () => {
    for (const status of BOOKING_STATUSES) expect(guestStatusBadgeClass(status)).not.toMatch(/yellow|amber|orange|red|destructive/)
    expect(guestStatusBadgeClass('seated')).toContain('border')
  })

  it("says a group request is received, and a declined one with staff's message", () => {
    expect(bookingStatusText('requested')).toEqual({ label: 'Requested', explanation: 'Request received: we will reply by e-mail.' })
    expect(bookingStatusText('declined', 'We are fully booked that night.')).toEqual({ label: 'Declined', explanation: 'Declined: We are fully booked that night.' })
    expect(bookingStatusText('declined', null).explanation).toBe('Declined: we cannot take this request.')
    // Staff's message belongs to a declined request only.
    expect(bookingStatusText('confirmed', 'Ignored').explanation).toBe('Our team has confirmed your booking. We look forward to seeing you!')
  })

  it('capitalises a status it does not know', () => {
    expect(bookingStatusText('seated')).toEqual({ label: 'Seated', explanation: '' })
  })
})

describe('cannotCancelReason', () => {
  it('explains a held booking whose time has come', () => {
    expect(cannotCancelReason({ status: 'pending', canCancel: false })).toMatch(/can no longer be cancelled online/)
    expect(cannotCancelReason({ status: 'confirmed', canCancel: false })).toMatch(/Please contact us/)
  })

  it('says nothing when it can be cancelled, or when the status says it all', () => {
    expect(cannotCancelReason({ status: 'pending', canCancel: true })).toBeNull()
    expect(cannotCancelReason({ status: 'cancelled', canCancel: false })).toBeNull()
    expect(cannotCancelReason({ status: 'completed', canCancel: false })).toBeNull()
  })
})
