import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api'
import { canResend, deliveryText, emailTimeFormat, resendFailure, RESEND_FALLBACK, shownError } from './email-format'

// Intl puts a narrow no-break space before AM/PM in recent ICU versions.
const spaced = (text: string) => text.replace(/\u202f/g, ' ')

describe('emailTimeFormat', () => {
  it("writes an instant in the venue's time zone, whatever the browser's", () => {
    expect(spaced(emailTimeFormat('Asia/Manila')('2026-11-25T11:04:00.000Z'))).toBe('Nov 25, 7:04 PM')
    expect(spaced(emailTimeFormat('Asia/Manila')('2026-11-25T16:30:00.000Z'))).toBe('Nov 26, 12:30 AM')
    expect(spaced(emailTimeFormat('America/New_York')('2026-11-25T11:04:00.000Z'))).toBe('Nov 25, 6:04 AM')
  })
})

describe('deliveryText', () => {
  const formatTime = (iso: string) => `<${iso}>`
  const now = new Date('2026-11-25T12:00:00.000Z')
  const options = { formatTime, now, mailServer: true }
  const base = { attempts: 0, sendAfter: '2026-11-25T11:00:00.000Z', sentAt: null }

  it('says when a sent message went out', () => {
    expect(deliveryText({ ...base, status: 'sent', attempts: 1, sentAt: '2026-11-25T11:01:00.000Z' }, options)).toBe(
      'Sent <2026-11-25T11:01:00.000Z>',
    )
  })

  it('says when a retried message is tried next, and when a reminder is due', () => {
    expect(deliveryText({ ...base, status: 'queued', attempts: 2, sendAfter: '2026-11-25T12:30:00.000Z' }, options)).toBe(
      'Next attempt <2026-11-25T12:30:00.000Z>',
    )
    expect(deliveryText({ ...base, status: 'queued', sendAfter: '2026-11-26T03:00:00.000Z' }, options)).toBe('Due <2026-11-26T03:00:00.000Z>')
  })

  it('says a message due now is being sent, or waits for a mail server when none is set', () => {
    expect(deliveryText({ ...base, status: 'queued' }, options)).toBe('Being sent')
    expect(deliveryText({ ...base, status: 'queued' }, { ...options, mailServer: false })).toBe('Waiting for a mail server')
  })

  it('says a failed message is tried no more, and nothing more of one no longer due', () => {
    expect(deliveryText({ ...base, status: 'failed', attempts: 5 }, options)).toBe('No more attempts')
    expect(deliveryText({ ...base, status: 'cancelled' }, options)).toBeNull()
  })
})

describe('shownError', () => {
  it('shows the last error of a failed message and of one waiting for a retry, not of one sent at last', () => {
    expect(shownError({ status: 'failed', attempts: 5, lastError: '550 no such user' })).toBe('550 no such user')
    expect(shownError({ status: 'queued', attempts: 1, lastError: 'ECONNREFUSED' })).toBe('ECONNREFUSED')
    expect(shownError({ status: 'sent', attempts: 2, lastError: 'ECONNREFUSED' })).toBeNull()
    expect(shownError({ status: 'queued', attempts: 0, lastError: null })).toBeNull()
  })
})

describe('resend', () => {
  it('is offered for a failed message only', () => {
    expect(canResend({ status: 'failed' })).toBe(true)
    expect(canResend({ status: 'queued' })).toBe(false)
    expect(canResend({ status: 'sent' })).toBe(false)
    expect(canResend({ status: 'cancelled' })).toBe(false)
  })

  it("says the server's refusal, else a generic failure", () => {
    const refused = new ApiError(409, '409: ...', { message: 'Only a failed e-mail can be sent again.' })
    expect(resendFailure(refused)).toBe('Only a failed e-mail can be sent again.')
    expect(resendFailure(new ApiError(500, '500: ...', null))).toBe(RESEND_FALLBACK)
    expect(resendFailure(new TypeError('Failed to fetch'))).toBe(RESEND_FALLBACK)
  })
})
