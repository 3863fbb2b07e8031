import { describe, expect, it } from 'vitest'
import { matchTotpStep, newTotpSecret, totpAddress, totpCode, totpStep } from './totp'

// RFC 6238's test key ("12345678901234567890") in base32, and its SHA-1 vectors cut to 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const at = (seconds: number) => new Date(seconds * 1000)

describe('TOTP codes', () => {
  it('are the RFC 6238 SHA-1 codes, 6 digits', () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe('287082')
    expect(totpCode(RFC_SECRET, at(1_111_111_109))).toBe('081804')
    expect(totpCode(RFC_SECRET, at(1_111_111_111))).toBe('050471')
    expect(totpCode(RFC_SECRET, at(1_234_567_890))).toBe('005924')
  })

  it('are accepted one step either side of now, and not two', () => {
    const step = 40_000_000
    const code = totpCode(RFC_SECRET, at(step * 30))
    expect(matchTotpStep(RFC_SECRET, code, at(step * 30 - 30))).toBe(step) // the app runs 30 s ahead
    expect(matchTotpStep(RFC_SECRET, code, at(step * 30 + 59.999))).toBe(step) // the last moment of the next step
    expect(matchTotpStep(RFC_SECRET, code, at(step * 30 + 60))).toBeNull()
    expect(matchTotpStep(RFC_SECRET, code, at(step * 30 - 30.001))).toBeNull()
  })

  it('ignore the space apps show in the middle, and refuse anything but 6 digits', () => {
    const now = at(1_700_000_000)
    const code = totpCode(RFC_SECRET, now)
    expect(matchTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpStep(now))
    expect(matchTotpStep(RFC_SECRET, code.slice(1), now)).toBeNull()
    expect(matchTotpStep(RFC_SECRET, `${code}0`, now)).toBeNull()
    expect(matchTotpStep(RFC_SECRET, 'abcdef', now)).toBeNull()
  })

  it('come from a new random 160-bit secret each time, in an otpauth address with issuer and account', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    const text = totpAddress(secret, 'Boracay Beach Bar', 'owner')
    expect(text.startsWith('otpauth://totp/Boracay%20Beach%20Bar:owner?')).toBe(true)
    const address = new URL(text)
    expect(Object.fromEntries(address.searchParams)).toEqual({
      issuer: 'Boracay Beach Bar',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
