import { describe, expect, it } from 'vitest'
import { failingEmailsWarning } from './email-warning'

describe('failingEmailsWarning', () => {
  it('counts the e-mails failing for more than an hour', () => {
    expect(failingEmailsWarning(1)).toBe('1 e-mail has been failing for more than an hour.')
    expect(failingEmailsWarning(3)).toBe('3 e-mails have been failing for more than an hour.')
  })

  it('says nothing when none fail, or while the count is unknown', () => {
    expect(failingEmailsWarning(0)).toBeNull()
    expect(failingEmailsWarning(undefined)).toBeNull()
  })
})
