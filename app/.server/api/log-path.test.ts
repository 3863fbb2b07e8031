import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { loggablePath } from './log-path'

describe('loggablePath', () => {
  itAnswers('hides the guest booking token in %s', loggablePath, [
    ['/api/bookings/abcDEF_123-xyz', '/api/bookings/[token]'],
    ['/api/bookings/abcDEF_123-xyz/cancel', '/api/bookings/[token]/cancel'],
    ['/api/bookings/abcDEF_123-xyz/ics', '/api/bookings/[token]/ics'],
    ['/booking/abcDEF_123-xyz', '/booking/[token]'],
    ['/api/waitlist/status/abcDEF_123-xyz/accept', '/api/waitlist/status/[token]/accept'],
    ['/waitlist/abcDEF_123-xyz', '/waitlist/[token]'],
    ['/zh-hans/waitlist/abcDEF_123-xyz', '/zh-hans/waitlist/[token]'],
  ])

  it.each(['/book', '/api/reservations/12/status', '/api/waitlist/12'])('leaves %s alone', (path) => {
    expect(loggablePath(path)).toBe(path)
  })
})
