import { describe, expect, it } from 'vitest'
import { arrivalsWithPinned, canUndo, pinnedIds, type StatusTap, UNDO_MS } from './pinned-cards'

const AT = 1_000_000
const tap = (id: number, change: Partial<StatusTap> = {}): StatusTap => ({ id, at: AT, message: 'Marked Arrived.', undoTo: 'confirmed', tablesBefore: [5], saving: false, ...change })

describe('Undo', () => {
  it('is offered for a few seconds after the tap, and never for a refusal or an undo', () => {
    expect(UNDO_MS).toBe(8_000)
    expect(canUndo(tap(1), AT)).toBe(true)
    expect(canUndo(tap(1), AT + UNDO_MS - 1)).toBe(true)
    expect(canUndo(tap(1), AT + UNDO_MS)).toBe(false)
    expect(canUndo(tap(1, { undoTo: null }), AT)).toBe(false)
    expect(canUndo(tap(1, { saving: true }), AT)).toBe(false)
  })
})

describe('pinnedIds', () => {
  it('pins a changed card while its Undo is offered, however often the list refreshes', () => {
    expect(pinnedIds([tap(1)], AT + 1_000, AT + 2_000)).toEqual(new Set([1]))
  })

  it('keeps it after that until the next refresh, then lets it go', () => {
    const afterUndo = AT + UNDO_MS + 5_000
    expect(pinnedIds([tap(1)], afterUndo, AT + 500)).toEqual(new Set([1]))
    expect(pinnedIds([tap(1)], afterUndo, AT + UNDO_MS + 1)).toEqual(new Set())
  })

  it('pins a card from the tap on, however long its answer takes', () => {
    expect(pinnedIds([tap(1, { saving: true })], AT + UNDO_MS * 10, AT + UNDO_MS * 9)).toEqual(new Set([1]))
  })

  it('pins each card on its own clock', () => {
    const later = tap(2, { at: AT + UNDO_MS })
    expect(pinnedIds([tap(1), later], AT + UNDO_MS + 1, AT + UNDO_MS + 1)).toEqual(new Set([2]))
  })
})

describe('arrivalsWithPinned', () => {
  const bookings = [
    { id: 1, name: 'Ana Reyes', time: '18:00', status: 'arrived' },
    { id: 2, name: 'Ben Cruz', time: '18:00', status: 'confirmed' },
    { id: 3, name: 'Carla Santos', time: '19:00', status: 'no-show' },
    { id: 4, name: 'Dan Lim', time: '20:00', status: 'pending' },
  ]

  it("keeps a pinned card in its place though the filter would hide it", () => {
    expect(arrivalsWithPinned(bookings, 'expected', new Set([1, 3])).map((b) => b.id)).toEqual([1, 2, 3, 4])
    expect(arrivalsWithPinned(bookings, 'expected', new Set([3])).map((b) => b.id)).toEqual([2, 3, 4])
  })

  it("shows the filter's bookings by time then name when nothing is pinned", () => {
    expect(arrivalsWithPinned([...bookings].reverse(), 'expected', new Set()).map((b) => b.id)).toEqual([2, 4])
    expect(arrivalsWithPinned(bookings, 'arrived', new Set()).map((b) => b.id)).toEqual([1])
  })
})
