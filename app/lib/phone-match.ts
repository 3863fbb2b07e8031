/**
 * Phone numbers compared as people write them: '+63 917 555 0142', '0917-555-0142' and '639175550142' are one
 * number, and so are '+44 7700 900123' and '0044 7700 900123'. The core is the digits without the international
 * prefix 00, the country code 63 or the trunk 0 in front (the venue is in the Philippines). The server's SQL
 * mirrors `phoneCore` (services/reservation-lookup.ts).
 */
export function phoneCore(phone: string): string {
  // Longest first: JavaScript takes the first alternative that matches, PostgreSQL the longest.
  return phone.replace(/\D/g, '').replace(/^(0063|00|63|0)/, '')
}

/** Digits enough to tell one guest's number from another's (a search may use fewer: at least 3). */
export const PHONE_CORE_MIN_DIGITS = 7
