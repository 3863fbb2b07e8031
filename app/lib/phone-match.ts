/**
 * Phone numbers compared as people write them: '+63 917 555 0142', '0917-555-0142' and '639175550142' are one
 * number. The core is the digits without the country code 63 or the trunk 0 in front (the venue is in the
 * Philippines). The server's SQL mirrors `phoneCore` (services/reservation-lookup.ts).
 */
export function phoneCore(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(63|0)/, '')
}

/** Digits enough to tell one guest's number from another's (a search may use fewer: at least 3). */
export const PHONE_CORE_MIN_DIGITS = 7
