import { describe, expect, it } from 'vitest'
import type { ReservationJson } from '~/contracts/reservations'
import { ApiError } from '~/lib/api'
import { STATUS_CHANGE_FAILED } from './reservations-query'
import { tapMessage, tapRefusal, undoMessage, undoRefusal } from './status-tap-wording'

const booking = (status: string, tableNumbers: number[]) => ({ status, tableNumbers })
const conflict = new ApiError(409, '409: ...', { message: 'No table for 2 guests is free at 9:00 PM on December 5, 2026 any more, so this booking cannot be reopened.' })
const stale = new ApiError(409, '409: ...', { message: 'changed', current: { status: 'arrived', guests: 4, time: '19:30' } as ReservationJson } as never)

describe('the card after a tap', () => {
  it('says the new status, and which table a no-show frees', () => {
    expect(tapMessage(booking('arrived', [5]))).toBe('Marked Arrived.')
    expect(tapMessage(booking('no-show', [5]))).toBe('Marked No-show: Table 5 is free for others.')
    expect(tapMessage(booking('no-show', [5, 6]))).toBe('Marked No-show: Tables 5 + 6 are free for others.')
    expect(tapMessage(booking('no-show', []))).toBe('Marked No-show.')
  })

  it("says another host's change first, or the one failure text", () => {
    expect(tapRefusal(stale)).toMatch(/^Another host changed this booking a moment ago \(it is now Arrived/)
    expect(tapRefusal(new TypeError('Failed to fetch'))).toBe(STATUS_CHANGE_FAILED)
  })
})

describe('the card after an Undo', () => {
  it('says the party is back at its table, or where the server re-seated it', () => {
    expect(undoMessage([5], booking('confirmed', [5]))).toBe('Back to Confirmed at Table 5.')
    expect(undoMessage([5], booking('confirmed', [7]))).toBe('Table 5 was taken: now at Table 7.')
    expect(undoMessage([5, 6], booking('pending', [7]))).toBe('Tables 5 + 6 were taken: now at Table 7.')
    expect(undoMessage([], booking('confirmed', []))).toBe('Back to Confirmed.')
  })

  it('says plainly when the table is taken and none fits, and what to do', () => {
    expect(undoRefusal([5], conflict)).toBe('Table 5 is taken and no table fits: choose one in Details.')
    expect(undoRefusal([], conflict)).toBe(conflict.body?.message)
    expect(undoRefusal([5], stale)).toMatch(/^Another host changed this booking/)
    expect(undoRefusal([5], new TypeError('Failed to fetch'))).toBe(STATUS_CHANGE_FAILED)
  })
})
