import { describe, expect, it } from 'vitest'
import { isPermanentRefusal, isTooLate, nextAttemptAt, RETRY_DELAYS_MS } from './email-sender'
import type { BookingEmailContent } from './email/booking-email-content'

const NOW = new Date('2026-11-25T04:00:00Z')
const MINUTE = 60_000

describe('nextAttemptAt', () => {
  it('tries again after 1 minute, 5 minutes, 30 minutes and 2 hours, then gives up', () => {
    expect(RETRY_DELAYS_MS).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE])
    expect([1, 2, 3, 4].map((attempt) => nextAttemptAt(attempt, NOW)!.getTime() - NOW.getTime())).toEqual([...RETRY_DELAYS_MS])
    expect(nextAttemptAt(5, NOW)).toBeNull()
  })
  it('gives up at once on a permanent refusal', () => {
    expect(nextAttemptAt(1, NOW, true)).toBeNull()
  })
})

describe('isPermanentRefusal', () => {
  it('is true for the mail server refusing the address (550-554 to RCPT TO), not for "try later", its own setup or no answer', () => {
    for (const code of [550, 551, 552, 553, 554]) expect(isPermanentRefusal({ responseCode: code, command: 'RCPT TO' })).toBe(true)
    for (const error of [
      { responseCode: 421, command: 'RCPT TO' },
      { responseCode: 451, command: 'RCPT TO' },
      { responseCode: 550, command: 'MAIL FROM' },
      { responseCode: 554, command: 'CONN' },
      { responseCode: 535, command: 'AUTH PLAIN' },
      new Error('connect ECONNREFUSED'),
      null,
      'x',
    ]) {
      expect(isPermanentRefusal(error)).toBe(false)
    }
  })
})

describe('isTooLate', () => {
  const content = { timeZone: 'Asia/Manila', booking: { date: '2026-11-25', time: '19:00' } } as BookingEmailContent
  it('is true from the booking start in venue time (19:00 Manila = 11:00Z)', () => {
    expect(isTooLate({ content }, new Date('2026-11-25T10:59:59Z'))).toBe(false)
    expect(isTooLate({ content }, new Date('2026-11-25T11:00:00Z'))).toBe(true)
  })
})
