import { describe, expect, it } from 'vitest'
import { isPhoneText, normalisePhone } from './phone-number'
import { phoneCore } from './phone-match'

describe('normalisePhone', () => {
  it.each([
    // The spaces, dashes, dots and parentheses people group a number with go; a leading + stays.
    ['+63 917 555 0142', '+639175550142'],
    ['(036) 288-0000', '0362880000'],
    ['0917.555.0142', '09175550142'],
    ['  0917 555 0142  ', '09175550142'],
    ['09175550142', '09175550142'],
    // No-break space, narrow no-break space, figure space; hyphen, non-breaking hyphen, en dash, em dash, minus sign.
    ['+63\u00A0917\u202F555\u20070142', '+639175550142'],
    ['0917\u2010555\u20110142', '09175550142'],
    ['0917\u2013555\u20140142\u2212', '09175550142'],
    // The invisible marks a number copied from a contact card carries.
    ['\u202A+63 917 555 0142\u202C', '+639175550142'],
    ['\u200E0917\u200B555\uFEFF0142', '09175550142'],
    // Everything else is left for the rules to judge, and nothing of a number of separators only.
    ['0917 555 0142 ext 5', '09175550142ext5'],
    ['+63 +917', '+63+917'],
    ['0917\t555', '0917\t555'],
    [' - ( ) . ', ''],
  ])('turns %j into %j', (typed, normalised) => {
    expect(normalisePhone(typed)).toBe(normalised)
  })

  it('keeps the digits phone matching reads, so old and new rows match', () => {
    for (const typed of ['+63 917 555 0142', '0917-555-0142', '(0917) 555.0142']) {
      expect(phoneCore(normalisePhone(typed))).toBe(phoneCore(typed))
    }
  })
})

describe('isPhoneText', () => {
  it.each(['+639175550142', '0362880000', '+'])('accepts digits with at most one + in front: %j', (text) => {
    expect(isPhoneText(text)).toBe(true)
  })

  it.each(['09175550142ext5', '+63+917', '++63917', '0917\t555', '0917#555', '０９１７５５５０１４２'])(
    'refuses letters, a + anywhere but in front, and other characters: %j',
    (text) => {
      expect(isPhoneText(text)).toBe(false)
    },
  )
})
