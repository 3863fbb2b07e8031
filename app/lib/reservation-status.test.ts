import { describe, expect, it } from 'vitest'
import { RESERVATION_STATUSES } from './constants'
import { OTHER_STATUS_LOOK, STATUS_PALETTE, isReservationStatus, statusBadgeClass, statusColor, statusLabel } from './reservation-status'

describe('reservation status palette', () => {
  it("gives the four statuses the spec's colours (section 9)", () => {
    expect(RESERVATION_STATUSES.map(statusColor)).toEqual(RESERVATION_STATUSES.map((s) => STATUS_PALETTE[s].color))
    expect(Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, statusColor(s)]))).toEqual({
      pending: '#eab308',
      confirmed: '#22c55e',
      cancelled: '#ef4444',
      completed: '#3b82f6',
    })
  })

  it('colours the badges in the same hues, and any other status in neutral blue', () => {
    expect(statusBadgeClass('pending')).toContain('yellow')
    expect(statusBadgeClass('confirmed')).toContain('green')
    expect(statusBadgeClass('cancelled')).toContain('red')
    expect(statusBadgeClass('completed')).toContain('blue')
    expect(statusBadgeClass('no-show')).toContain('sky')
    expect(statusColor('no-show')).toBe(OTHER_STATUS_LOOK.color)
  })

  it('knows the four statuses and names any status', () => {
    expect(isReservationStatus('confirmed')).toBe(true)
    expect(isReservationStatus('no-show')).toBe(false)
    expect(statusLabel('pending')).toBe('Pending')
    expect(statusLabel('no-show')).toBe('No-show')
  })
})
