import { describe, expect, it } from 'vitest'
import { oneTimePassword } from './one-time-password'

describe('oneTimePassword', () => {
  it('gives four groups of five characters without look-alikes', () => {
    const password = oneTimePassword()
    expect(password).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/)
    expect(password).not.toMatch(/[01lIoO]/)
  })

  it('draws again past the last whole multiple of the alphabet, so no character is favoured', () => {
    const bytes = [255, 254, ...Array.from({ length: 30 }, () => 0)]
    expect(oneTimePassword(() => Uint8Array.from(bytes))).toBe('aaaaa-aaaaa-aaaaa-aaaaa')
  })

  it('differs each time', () => {
    expect(oneTimePassword()).not.toBe(oneTimePassword())
  })
})
