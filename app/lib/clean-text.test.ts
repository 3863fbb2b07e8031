import { describe, expect, it } from 'vitest'
import { isCleanText } from './clean-text'

describe('isCleanText', () => {
  it('accepts what people type, in any script', () => {
    for (const text of ['Maria Santos', 'Piña Colada', 'José Rizal-Cruz', '李小龍', 'محمد', 'O’Brien & Co. (4 pax)', '']) {
      expect(isCleanText(text)).toBe(true)
    }
  })
  it('refuses NUL, other control characters and DEL', () => {
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb', 'a\rb']) {
      expect(isCleanText(text)).toBe(false)
      expect(isCleanText(text, true)).toBe(false)
    }
  })
  it('refuses bidi overrides and isolates', () => {
    for (const text of ['evil\u202Egnp.exe', 'a\u202Ab', 'a\u2066b\u2069', 'a\u2068b']) expect(isCleanText(text, true)).toBe(false)
  })
  it('allows tab and newline only in multi-line text', () => {
    expect(isCleanText('line one\nline two')).toBe(false)
    expect(isCleanText('a\tb')).toBe(false)
    expect(isCleanText('line one\nline two\tindented', true)).toBe(true)
  })
})
