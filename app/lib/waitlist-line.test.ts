import { describe, expect, it } from 'vitest'
import { linePositions } from './waitlist-line'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 18, minute))

describe('places in line', () => {
  it('counts each kind apart, in joining order, and gives no place to parties out of line', () => {
    const positions = linePositions([
      { id: 4, kind: 'walk-in', status: 'waiting', joinedAt: at(9) },
      { id: 1, kind: 'walk-in', status: 'seated', joinedAt: at(1) },
      { id: 2, kind: 'walk-in', status: 'notified', joinedAt: at(2) },
      { id: 3, kind: 'online', status: 'offered', joinedAt: at(3) },
      { id: 5, kind: 'online', status: 'waiting', joinedAt: at(3) },
      { id: 6, kind: 'online', status: 'left', joinedAt: at(0) },
    ])
    expect(Object.fromEntries(positions)).toEqual({ 1: null, 2: 1, 4: 2, 3: 1, 5: 2, 6: null })
  })
})
