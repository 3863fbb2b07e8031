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
