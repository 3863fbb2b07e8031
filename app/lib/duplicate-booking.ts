/**
 * One guest booking twice at once: a second booking with the same e-mail (any case) or the same phone (its core
 * digits, at least PHONE_CORE_MIN_DIGITS) on the same venue day whose stay overlaps a booking that holds seats.
 * Guests are refused one (a double tap, a second tab, a form sent twice); staff are warned and may record it anyway.
 */
import { isHolding } from './reservation-status'
import { PHONE_CORE_MIN_DIGITS, phoneCore } from './phone-match'

export interface BookingContact {
  email?: string | null
  phone?: string | null
}

/** A booking as the rule compares it: who, which venue day, and its stay in minutes from that day's midnight. */
export interface StayOfGuest extends BookingContact {
  date: string
  start: number
  stay: number
}

export interface DuplicateCandidate extends StayOfGuest {
  id: number
  status: string
}

/** True when both name the same guest: one e-mail address, or one phone number however it is written. */
export function isSameGuest(a: BookingContact, b: BookingContact): boolean {
  const email = (contact: BookingContact) => contact.email?.trim().toLowerCase() || null
  if (email(a) && email(a) === email(b)) return true
  const core = (contact: BookingContact) => (contact.phone ? phoneCore(contact.phone) : '')
  return core(a).length >= PHONE_CORE_MIN_DIGITS && core(a) === core(b)
}

/** True when the two stays share a minute (one ending as the other starts does not). */
export function staysOverlap(a: Pick<StayOfGuest, 'start' | 'stay'>, b: Pick<StayOfGuest, 'start' | 'stay'>): boolean {
  return a.start < b.start + b.stay && b.start < a.start + a.stay
}

/**
 * The guest's booking that `wanted` would double, if any: same guest, same venue day, overlapping stay, still
 * holding its seats (pending, confirmed, arrived), and not `exceptId` (the booking a guest is changing).
 */
export function findDuplicate<T extends DuplicateCandidate>(wanted: StayOfGuest, others: readonly T[], exceptId?: number): T | undefined {
  return others.find(
    (other) =>
      other.id !== exceptId && isHolding(other.status) && other.date === wanted.date && staysOverlap(wanted, other) && isSameGuest(wanted, other),
  )
}
