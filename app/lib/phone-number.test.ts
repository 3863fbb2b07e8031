import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { isPhoneText, normalisePhone, phoneForReading, storedPhone, toE164 } from './phone-number'
import { phoneCore } from './phone-match'

describe('normalisePhone', () => {
  itAnswers('turns %j into %j', normalisePhone, [
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
  ])

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

describe('storedPhone', () => {
  itAnswers('stores %j as %j', storedPhone, [
    // A Philippine number however it is typed: with its trunk 0, without it, with its country code.
    ['0917 100 0001', '+639171000001'],
    ['09171000001', '+639171000001'],
    ['917-100-0001', '+639171000001'],
    ['63 917 100 0001', '+639171000001'],
    ['+63 917 100 0001', '+639171000001'],
    ['0063 917 100 0001', '+639171000001'],
    ['(036) 288-0000', '+63362880000'],
    ['02 8123 4567', '+63281234567'],
    // An international number keeps its country.
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+1 (212) 555-0100', '+12125550100'],
  ])

  it.each(['2880000', '12345678', '091710000', '0917100000123', '0000000000'])(
    'leaves a number it cannot read for sure as it is: %j',
    (normalised) => {
      expect(toE164(normalised)).toBe(normalised)
    },
  )

  it('keeps the core phone matching reads', () => {
    for (const typed of ['0917 100 0001', '+44 7700 900123', '0044 7700 900123', '2880000']) {
      expect(phoneCore(storedPhone(typed))).toBe(phoneCore(typed))
    }
  })
})

describe('phoneForReading', () => {
  itAnswers('groups %j as %j', phoneForReading, [
    ['+639175550142', '+63 917 555 0142'],
    ['+63281234567', '+63 2 8123 4567'],
    ['+63362880000', '+63 36 288 0000'],
    ['+447700900123', '+44 7700 900123'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+12125550100', '+1 212 555 0100'],
    ['+4915123456789', '+49 151 2345 6789'],
    ['+35312345678', '+353 1234 5678'],
    ['+819012345678', '+81 901 234 5678'],
    // A number not stored in E.164, as it is.
    ['2880000', '2880000'],
    ['+63 36 288 0000', '+63 36 288 0000'],
  ])
})
