import { describe, expect, it } from 'vitest'
import { isInLine } from '~/lib/waitlist-line'
import { countdownText, pollInterval, secondsLeft, STATUS_POLL_MS, waitEstimate } from './waitlist-status-model'

describe("the guest's live page", () => {
  it('polls every 4 seconds while in line and stops once ended', () => {
    expect(STATUS_POLL_MS).toBeLessThanOrEqual(4_000)
    for (const status of ['waiting', 'offered', 'notified'] as const) {
      expect(isInLine(status)).toBe(true)
      expect(pollInterval({ status })).toBe(STATUS_POLL_MS)
    }
    for (const status of ['seated', 'left', 'expired'] as const) expect(pollInterval({ status })).toBe(false)
    expect(pollInterval(undefined)).toBe(STATUS_POLL_MS)
  })

  it("counts an offer's hold down to zero", () => {
    const now = Date.parse('2026-11-27T19:00:00Z')
    expect(secondsLeft('2026-11-27T19:14:30Z', now)).toBe(870)
    expect(secondsLeft('2026-11-27T18:59:00Z', now)).toBe(0)
    expect(secondsLeft(undefined, now)).toBe(0)
    expect(secondsLeft('soon', now)).toBe(0)
    expect(countdownText(870)).toBe('14:30')
    expect(countdownText(5)).toBe('0:05')
    expect(countdownText(-3)).toBe('0:00')
  })

  it('words the estimate', () => {
    expect(waitEstimate(null)).toEqual({ kind: 'unknown' })
    expect(waitEstimate(0)).toEqual({ kind: 'now' })
    expect(waitEstimate(25)).toEqual({ kind: 'minutes', minutes: 25 })
  })
})
