import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { newSignedVisitorId, verifiedVisitorId } from './visitor-id'

const secret = randomBytes(32)

describe('signed visitor ids', () => {
  it('accepts the id it signed, and gives back the id alone', () => {
    const cookie = newSignedVisitorId(secret)
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(verifiedVisitorId(secret, cookie)).toBe(cookie.split('.')[0])
    expect(newSignedVisitorId(secret)).not.toBe(cookie)
  })

  it('refuses an unsigned id (the old cookies) and nothing at all', () => {
    expect(verifiedVisitorId(secret, 'abcdefghijklmnopqrstuv')).toBeNull()
    expect(verifiedVisitorId(secret, undefined)).toBeNull()
    expect(verifiedVisitorId(secret, '')).toBeNull()
  })

  it('refuses a forged signature, another id under a real signature, and any other spelling', () => {
    const cookie = newSignedVisitorId(secret)
    const [id, mac] = cookie.split('.')
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
    expect(verifiedVisitorId(secret, `${id}.${flip(mac, 0)}`)).toBeNull()
    expect(verifiedVisitorId(secret, `${id}.${flip(mac, 21)}`)).toBeNull()
    expect(verifiedVisitorId(secret, `${flip(id, 3)}.${mac}`)).toBeNull()
    expect(verifiedVisitorId(secret, `${id}.${'A'.repeat(22)}`)).toBeNull()
    expect(verifiedVisitorId(secret, ` ${cookie}`)).toBeNull()
    expect(verifiedVisitorId(secret, `${cookie}.`)).toBeNull()
  })

  it('refuses a signature of the wrong length, or with characters outside base64url, without throwing', () => {
    const [id, mac] = newSignedVisitorId(secret).split('.')
    expect(verifiedVisitorId(secret, `${id}.${mac.slice(0, 21)}`)).toBeNull()
    expect(verifiedVisitorId(secret, `${id}.${mac}A`)).toBeNull()
    expect(verifiedVisitorId(secret, `${id}.${'é'.repeat(22)}`)).toBeNull()
    expect(verifiedVisitorId(secret, `${id}.${mac.slice(0, 20)}+/`)).toBeNull()
  })

  it("refuses another installation's signature", () => {
    expect(verifiedVisitorId(randomBytes(32), newSignedVisitorId(secret))).toBeNull()
  })
})
