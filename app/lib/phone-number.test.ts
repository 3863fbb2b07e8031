import { describe, expect, it } from 'vitest'
import { isPhoneText, normalisePhone } from './phone-number'
import { phoneCore } from './phone-match'

describe('normalisePhone', () => {
  it('removes the spaces, dashes, dots and parentheses people group a number with, keeping a leading +', () => {
    expect(normalisePhone('+63 917 555 0142')).toBe('+639175550142')
    expect(normalisePhone('(036) 288-0000')).toBe('0362880000')
    expect(normalisePhone('0917.555.0142')).toBe('09175550142')
    expect(normalisePhone('  0917 555 0142  ')).toBe('09175550142')
    expect(normalisePhone('09175550142')).toBe('09175550142')
  })

  it('removes non-breaking spaces and Unicode dashes as well', () => {
    // No-break space, narrow no-break space, figure space; hyphen, non-breaking hyphen, en dash, em dash, minus sign.
    expect(normalisePhone('+63\u00A0917\u202F555\u20070142')).toBe('+639175550142')
    expect(normalisePhone('0917\u2010555\u20110142')).toBe('09175550142')
    expect(normalisePhone('0917\u2013555\u20140142\u2212')).toBe('09175550142')
  })

  it('removes the invisible marks a number copied from a contact card carries', () => {
    expect(normalisePhone('\u202A+63 917 555 0142\u202C')).toBe('+639175550142')
    expect(normalisePhone('\u200E0917\u200B555\uFEFF0142')).toBe('09175550142')
  })

  it('leaves everything else for the rules to judge, and nothing of a number of separators only', () => {
    expect(normalisePhone('0917 555 0142 ext 5')).toBe('09175550142ext5')
    expect(normalisePhone('+63 +917')).toBe('+63+917')
    expect(normalisePhone('0917\t555')).toBe('0917\t555')
    expect(normalisePhone(' - ( ) . ')).toBe('')
  })

  it('keeps the digits phone matching reads, so old and new rows match', () => {
    for (const typed of ['+63 917 555 0142', '0917-555-0142', '(0917) 555.0142']) {
      expect(phoneCore(normalisePhone(typed))).toBe(phoneCore(typed))
    }
  })
})

describe('isPhoneText', () => {
  it('accepts digits with at most one + in front', () => {
    expect(isPhoneText('+639175550142')).toBe(true)
    expect(isPhoneText('0362880000')).toBe(true)
    expect(isPhoneText('+')).toBe(true)
  })

  it('refuses letters, a + anywhere but in front, and other characters', () => {
    for (const text of ['09175550142ext5', '+63+917', '++63917', '0917\t555', '0917#555', '０９１７５５５０１４２']) {
      expect(isPhoneText(text), text).toBe(false)
    }
  })
})
