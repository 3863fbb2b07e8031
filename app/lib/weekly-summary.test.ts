import { describe, expect, it } from 'vitest'
import { nextWeeklySummarySlot, weeklySummarySlot } from './weekly-summary'

describe('the weekly summary schedule', () => {
  it("is due on the venue's Monday at 08:00, named by the ISO week", () => {
    // Wednesday 2 December 2026, 10:00 in Manila.
    const now = new Date('2026-12-02T02:00:00Z')
    expect(weeklySummarySlot('Asia/Manila', now)).toEqual({ week: '2026-W49', monday: '2026-11-30', at: new Date('2026-11-30T00:00:00Z') })
    expect(nextWeeklySummarySlot('Asia/Manila', now)).toEqual({ week: '2026-W50', monday: '2026-12-07', at: new Date('2026-12-07T00:00:00Z') })
  })

  it('is ahead early on a Monday, and the next one from 08:00 on', () => {
    const early = new Date('2026-11-29T23:59:00Z') // Monday 07:59 in Manila
    expect(weeklySummarySlot('Asia/Manila', early).at).toEqual(new Date('2026-11-30T00:00:00Z'))
    expect(nextWeeklySummarySlot('Asia/Manila', early).monday).toBe('2026-11-30')
    expect(nextWeeklySummarySlot('Asia/Manila', new Date('2026-11-30T00:00:00Z')).monday).toBe('2026-12-07')
  })

  it("follows the venue's own Monday and its daylight saving time", () => {
    // Sunday 23:30 UTC is already Monday in Manila, still Sunday in New York.
    const now = new Date('2026-11-29T23:30:00Z')
    expect(weeklySummarySlot('Asia/Manila', now).monday).toBe('2026-11-30')
    expect(weeklySummarySlot('America/New_York', now).monday).toBe('2026-11-23')
    // 08:00 in New York is 12:00 UTC in summer and 13:00 UTC in winter; the week across the year's end is 2026-W53.
    expect(weeklySummarySlot('America/New_York', new Date('2026-07-08T12:00:00Z')).at).toEqual(new Date('2026-07-06T12:00:00Z'))
    expect(weeklySummarySlot('America/New_York', new Date('2026-12-30T12:00:00Z'))).toMatchObject({ week: '2026-W53', at: new Date('2026-12-28T13:00:00Z') })
  })
})
