import { MAX_GUESTS } from '~/lib/constants'
import { type BookingWords, ENGLISH_WORDS } from './booking-words'

/** The party size as typed ('12', 12), or null while it is not a whole number. */
export function typedPartySize(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\s*\d+\s*$/.test(text)) return null
  return Number(text)
}

/**
 * True when the party is larger than the venue seats online (`maxOnlineParty` of GET /api/availability;
 * MAX_GUESTS, 20, while it is not known): the form becomes a group request.
 */
export function isGroupParty(guests: number | null, maxOnlineParty: number | undefined): boolean {
  return guests !== null && guests > (maxOnlineParty ?? MAX_GUESTS)
}

/** What the group path says: the online limit, and that the form now sends a group request. */
export function groupPartyMessage(guests: number, maxOnlineParty: number | undefined, w: BookingWords = ENGLISH_WORDS): string {
  const limit = maxOnlineParty ?? MAX_GUESTS
  const online = limit > 0 ? w.t('groupOnlineLimit', { limit }) : w.t('groupNoOnline')
  return w.t('groupMessage', { online, request: w.t('groupRequestFor', { count: guests }) })
}
