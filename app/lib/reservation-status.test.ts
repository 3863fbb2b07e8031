import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, RESERVATION_STATUSES } from './constants'
import {
  OTHER_STATUS_LOOK,
  STATUS_PALETTE,
  isExpected,
  isHolding,
  isInactive,
  isReservationStatus,
  serviceActions,
  statusBadgeClass,
  statusColor,
  statusLabel,
  statusesStaffChoose,
} from './reservation-status'

describe('reservation status palette', () => {
  it("gives the four booking statuses their colours", () => {
    expect(RESERVATION_STATUSES.map(statusColor)).toEqual(RESERVATION_STATUSES.map((s) => STATUS_PALETTE[s].color))
    expect(Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, statusColor(s)]))).toEqual({
      pending: '#eab308',
      confirmed: '#22c55e',
      cancelled: '#ef4444',
      completed: '#3b82f6',
    })
  })

  it.each([
    ['pending', 'yellow'],
    ['confirmed', 'green'],
    ['cancelled', 'red'],
    ['completed', 'blue'],
    ['walked-out', 'sky'],
  ])('colours the badge of %s in its hue: %s', (status, hue) => {
    expect(statusBadgeClass(status)).toContain(hue)
  })

  it('colours any other status in neutral blue', () => {
    expect(statusColor('walked-out')).toBe(OTHER_STATUS_LOOK.color)
  })

  it('knows the four statuses and names any status', () => {
    expect(isReservationStatus('confirmed')).toBe(true)
    expect(isReservationStatus('no-show')).toBe(true)
    expect(isReservationStatus('walked-out')).toBe(false)
    expect(statusLabel('pending')).toBe('Pending')
    expect(statusLabel('no-show')).toBe('No-show')
  })
})

describe('service statuses (host stand)', () => {
  it('gives arrived and no-show their own colours, distinct from every other status', () => {
    const colours = BOOKING_STATUSES.map(statusColor)
    expect(new Set(colours).size).toBe(BOOKING_STATUSES.length)
    expect(statusBadgeClass('arrived')).toContain('violet')
    expect(statusBadgeClass('no-show')).toContain('line-through')
    expect(statusBadgeClass('cancelled')).toContain('line-through')
  })

  it('holds seats while booked or seated, frees them once cancelled, gone or never come', () => {
    expect(BOOKING_STATUSES.filter(isHolding)).toEqual(['pending', 'confirmed', 'arrived', 'offered'])
    expect(BOOKING_STATUSES.filter(isInactive)).toEqual(['cancelled', 'no-show', 'declined', 'lapsed'])
    expect(BOOKING_STATUSES.filter(isExpected)).toEqual(['pending', 'confirmed'])
  })

  it('offers the likeliest tap first and a way back from every service mark', () => {
    expect(serviceActions('confirmed').map((a) => a.status)).toEqual(['arrived', 'no-show'])
    expect(serviceActions('pending')[0]).toEqual({ status: 'arrived', label: 'Arrived' })
    expect(serviceActions('arrived')).toContainEqual({ status: 'confirmed', label: 'Undo arrival' })
    expect(serviceActions('no-show')).toContainEqual({ status: 'confirmed', label: 'Undo no-show' })
    expect(serviceActions('cancelled')).toEqual([{ status: 'confirmed', label: 'Reopen' }])
    for (const status of BOOKING_STATUSES) {
      for (const action of serviceActions(status)) expect(action.status).not.toBe(status)
    }
    expect(serviceActions('walked-out')).toEqual([])
    // A name every object has is no status either.
    expect(serviceActions('constructor')).toEqual([])
    expect(serviceActions('completed')).toEqual([{ status: 'arrived', label: 'Still seated' }])
  })
})

describe('statusesStaffChoose', () => {
  it("leaves out a waitlist offer's statuses and cancelled, but keeps the booking's own", () => {
    expect(statusesStaffChoose('confirmed')).toEqual(['pending', 'confirmed', 'completed', 'arrived', 'no-show', 'requested', 'declined'])
    expect(statusesStaffChoose('cancelled')).toContain('cancelled')
    expect(statusesStaffChoose('offered')).toEqual(['offered'])
    expect(statusesStaffChoose('lapsed')).toEqual(['lapsed'])
  })
})
