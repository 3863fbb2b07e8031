import { describe, expect, it } from 'vitest'
import { durationText, minutesWaited, quoteText, seatChoices, statusUrl, waitingCount } from './waitlist-format'

describe('the waitlist as the host reads it', () => {
  it('counts only the parties still in line', () => {
    const entries = [{ status: 'waiting' }, { status: 'notified' }, { status: 'offered' }, { status: 'seated' }, { status: 'left' }, { status: 'expired' }] as const
    expect(waitingCount(entries)).toBe(3)
    expect(waitingCount(undefined)).toBeUndefined()
  })

  it('counts minutes waited, never below zero', () => {
    const now = new Date('2026-11-27T12:30:59Z')
    expect(minutesWaited('2026-11-27T12:00:00Z', now)).toBe(30)
    expect(minutesWaited('2026-11-27T12:31:30Z', now)).toBe(0)
    expect(minutesWaited('not a date', now)).toBe(0)
  })

  it('words durations and quotes', () => {
    expect(durationText(7)).toBe('7 min')
    expect(durationText(65)).toBe('1 h 5 min')
    expect(durationText(120)).toBe('2 h')
    expect(quoteText(null)).toBe('–')
    expect(quoteText(0)).toBe('Now')
    expect(quoteText(15)).toBe('~15 min')
  })

  it('offers the active tables that seat the party, smallest first', () => {
    const tables = [
      { id: 1, tableNumber: 1, capacity: 6, isActive: true },
      { id: 2, tableNumber: 2, capacity: 2, isActive: true },
      { id: 3, tableNumber: 3, capacity: 4, isActive: false },
      { id: 4, tableNumber: 4, capacity: 4, isActive: true },
      { id: 5, tableNumber: 5, capacity: 4, isActive: true },
    ]
    expect(seatChoices(tables, 3).map((t) => t.tableNumber)).toEqual([4, 5, 1])
    expect(seatChoices(undefined, 2)).toEqual([])
  })

  it('makes the guest page a full address', () => {
    expect(statusUrl('https://bar.example', '/ko/waitlist/abc')).toBe('https://bar.example/ko/waitlist/abc')
  })
})
