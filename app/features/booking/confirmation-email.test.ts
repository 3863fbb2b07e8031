import { describe, expect, it } from 'vitest'
import { confirmationEmailLine } from './confirmation-email'

describe('confirmationEmailLine', () => {
  const email = 'ana@example.com'

  it('says the confirmation was sent, is on its way, or could not be sent', () => {
    expect(confirmationEmailLine('sent', email)).toBe('We sent a confirmation to ana@example.com.')
    expect(confirmationEmailLine('queued', email)).toBe('Your confirmation e-mail to ana@example.com is on its way.')
    expect(confirmationEmailLine('failed', email)).toBe(
      'We could not e-mail your confirmation to ana@example.com. Keep this page\u2019s link: it is your confirmation.',
    )
  })

  it('says no e-mail was sent for a booking from before e-mails were sent', () => {
    expect(confirmationEmailLine('none', email)).toBe('No confirmation e-mail was sent for this booking.')
  })

  it('says nothing for a booking without an e-mail address', () => {
    expect(confirmationEmailLine('none', null)).toBeNull()
    expect(confirmationEmailLine('none', '')).toBeNull()
    expect(confirmationEmailLine('queued', null)).toBeNull()
  })
})
