import { describe, expect, it } from 'vitest'
import { dayTotals } from './day-totals'

const booking = (status: string, guests: number) => ({ status, guests })

describe('dayTotals', () => {
  it('counts an empty day as zeros', () => {
    expect(dayTotals([])).toEqual({ bookings: 0, covers: 0, arrived: 0, expected: 0, noShows: 0 })
  })

  it('leaves cancelled bookings and group requests out, and no-shows out of the covers', () => {
    const day = [
      booking('pending', 2),
      booking('confirmed', 4),
      booking('arrived', 3),
      booking('completed', 2),
      booking('no-show', 6),
      booking('cancelled', 8),
      booking('requested', 12),
      booking('declined', 10),
    ]
    expect(dayTotals(day)).toEqual({ bookings: 5, covers: 11, arrived: 2, expected: 2, noShows: 1 })
  })
})
