import { MAX_GUESTS } from '~/lib/constants'
import { formatWeekdayDate } from '~/lib/date-wording'
import { isCalendarDate } from '~/lib/dates'

/** The party size as typed ('12', 12), or null while it is not a whole number. */
export function typedPartySize(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\s*\d+\s*$/.test(text)) return null
  return Number(text)
}

/**
 * True when the party is larger than the venue seats online (`maxOnlineParty` of GET /api/availability;
 * MAX_GUESTS, 20, while it is not known): a group booking, arranged with the staff.
 */
export function isGroupParty(guests: number | null, maxOnlineParty: number | undefined): boolean {
  return guests !== null && guests > (maxOnlineParty ?? MAX_GUESTS)
}

/** What the group path says: the online limit and the ways to book. */
export function groupPartyMessage(guests: number, maxOnlineParty: number | undefined): string {
  const limit = maxOnlineParty ?? MAX_GUESTS
  const online = limit > 0 ? `Online we can book parties of up to ${limit}.` : 'We cannot take bookings online at the moment.'
  return `${online} For ${guests} guests, call or e-mail us and we will arrange your group booking.`
}

/** The message the guests field shows when Book Now is pressed with a group party (instead of asking for a time). */
export function groupPartyFieldError(maxOnlineParty: number | undefined): string {
  const limit = maxOnlineParty ?? MAX_GUESTS
  return limit > 0 ? `Online bookings are for up to ${limit} guests: please call or e-mail us for a group booking.` : 'Please call or e-mail us to book.'
}

/** A mailto: link to the venue with the group's request written out (date and party), ready to send. */
export function groupMailto(email: string, request: { guests: number; date: unknown }): string {
  const when = typeof request.date === 'string' && isCalendarDate(request.date) ? ` on ${formatWeekdayDate(request.date)}` : ''
  const subject = `Group booking: ${request.guests} guests${when}`
  const body = `Hello,\n\nWe would like to book for a group of ${request.guests} guests${when}, at about [time].\n\nName:\nPhone:\n\nThank you!`
  return `mailto:${email}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`
}
