/**
 * Phone numbers as people type them: '+63 917 555 0142', '(036) 288-0000', '0917.555.0142'. The spaces (any, the
 * non-breaking ones too), dashes (any Unicode dash and the minus sign), dots and parentheses only group the digits,
 * and invisible formatting marks (a number copied from a phone's contacts comes wrapped in bidi marks) are not seen:
 * all are removed, a leading + kept. The 7-15 characters a phone may have are counted on what is left.
 */
const SEPARATORS = /[\p{Zs}\p{Pd}\u2212.()\p{Cf}]/gu

/** `typed` without its separators: '+63 917 555 0142' -> '+639175550142', '(036) 288-0000' -> '0362880000'. */
export function normalisePhone(typed: string): string {
  return typed.trim().replace(SEPARATORS, '')
}

/**
 * True when a normalised number holds only digits, with one + in front. Anything else (a letter, a + in the middle,
 * 'ext 5') is refused with a message that says what may be typed rather than kept: stored, it would be a number staff
 * cannot dial or find, and a length message would blame the wrong thing.
 */
export function isPhoneText(normalised: string): boolean {
  return /^\+?\d*$/.test(normalised)
}

/**
 * The one form a guest's number is stored in, E.164 ('+639171000001'), from a number without separators
 * (`normalisePhone`). Only what can mean one thing is rewritten, so a number keeps its meaning: '00' is the
 * international prefix ('0044...' -> '+44...'); a 0 before 9-10 digits is the Philippine trunk prefix
 * ('09171000001', '0362880000' -> '+63...'); a Philippine mobile ('9171000001') or one with its country code
 * but no + ('639171000001') gets its +63. Anything else (a short local number, odd lengths) stays as it is.
 * Migration 0013 applies the same rules to the rows stored before.
 */
export function toE164(normalised: string): string {
  const international = /^00([1-9]\d{6,14})$/.exec(normalised)
  if (international) return `+${international[1]}`
  const philippine = /^0([1-9]\d{8,9})$/.exec(normalised) ?? /^(?:63)?(9\d{9})$/.exec(normalised)
  if (philippine) return `+63${philippine[1]}`
  return normalised
}

/** A number as people type it, in the form it is stored in: '0917 100 0001' -> '+639171000001'. */
export function storedPhone(typed: string): string {
  return toE164(normalisePhone(typed))
}

// Country calling codes are one digit (1, 7), two (these) or three digits (all the others): ITU-T E.164.
const TWO_DIGIT_COUNTRY_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
)

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1
  return TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3
}

/** The last four digits together, the ones before in threes ('123 456 7890', '1234 5678'), no lone digit. */
function groupSubscriberDigits(digits: string): string[] {
  if (digits.length <= 4) return [digits]
  const head = digits.slice(0, -4)
  const groups = head.match(/\d{1,3}/g) ?? []
  if (groups.length > 1 && groups[groups.length - 1].length === 1) groups.splice(-2, 2, groups.slice(-2).join(''))
  return [...groups, digits.slice(-4)]
}

/** The national digits grouped as each country's people read them where we know it, else in threes and a four. */
function groupNationalDigits(countryCode: string, national: string): string[] {
  // Philippines: mobiles 917 555 0142, Manila 2 8123 4567, other landlines 36 288 0000.
  if (countryCode === '63' && /^9\d{9}$/.test(national)) return [national.slice(0, 3), national.slice(3, 6), national.slice(6)]
  if (countryCode === '63' && /^2\d{8}$/.test(national)) return [national.slice(0, 1), national.slice(1, 5), national.slice(5)]
  if (countryCode === '63' && /^[3-8]\d{8}$/.test(national)) return [national.slice(0, 2), national.slice(2, 5), national.slice(5)]
  // United Kingdom: 7700 900123, 20 7946 0958.
  if (countryCode === '44' && /^2\d{9}$/.test(national)) return [national.slice(0, 2), national.slice(2, 6), national.slice(6)]
  if (countryCode === '44' && national.length === 10) return [national.slice(0, 4), national.slice(4)]
  return groupSubscriberDigits(national)
}

/**
 * A stored number grouped for reading: '+639175550142' -> '+63 917 555 0142', '+447700900123' -> '+44 7700 900123'.
 * A number not stored in E.164 (one the rules could not read) is shown as it is. Links dial the stored form.
 */
export function phoneForReading(stored: string): string {
  if (!/^\+\d{7,15}$/.test(stored)) return stored
  const digits = stored.slice(1)
  const codeLength = countryCodeLength(digits)
  const countryCode = digits.slice(0, codeLength)
  return [`+${countryCode}`, ...groupNationalDigits(countryCode, digits.slice(codeLength))].join(' ')
}
