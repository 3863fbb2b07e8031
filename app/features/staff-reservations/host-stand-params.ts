import { addDays, isCalendarDate } from '~/lib/dates'

/** The host stand's ways to see the day: the arrivals list, the waitlist, the floor grid, the calendar and list. */
export const HOST_VIEWS = ['arrivals', 'waitlist', 'floor', 'calendar'] as const
export type HostView = (typeof HOST_VIEWS)[number]

/** The arrivals list's status filters: 'arrived' counts guests who came and left too. */
export const STATUS_FILTERS = ['all', 'expected', 'arrived', 'no-show', 'cancelled'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export interface HostStandParams {
  date: string
  view: HostView
  /** The search text ('' when not searching). */
  q: string
  status: StatusFilter
}

function oneOf<T extends string>(choices: readonly T[], value: string | null, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback
}

/** What the page's address asks for: anything missing or malformed falls back to tonight, the arrivals, no filter. */
export function readHostStandParams(search: URLSearchParams, today: string): HostStandParams {
  const date = search.get('date') ?? ''
  return {
    date: isCalendarDate(date) ? date : today,
    view: oneOf(HOST_VIEWS, search.get('view'), 'arrivals'),
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: oneOf(STATUS_FILTERS, search.get('status'), 'all'),
  }
}

/** The address of the host stand with `changes` applied; defaults are left out so addresses stay short. */
export function hostStandHref(current: HostStandParams, today: string, changes: Partial<HostStandParams> = {}): string {
  const next = { ...current, ...changes }
  const search = new URLSearchParams()
  if (next.date !== today) search.set('date', next.date)
  if (next.view !== 'arrivals') search.set('view', next.view)
  if (next.q) search.set('q', next.q)
  if (next.status !== 'all') search.set('status', next.status)
  const query = search.toString()
  return query ? `/admin/reservations?${query}` : '/admin/reservations'
}

/** The day picker's neighbours. */
export function dayLinks(date: string): { previous: string; next: string } {
  return { previous: addDays(date, -1), next: addDays(date, 1) }
}

const HOST_DAY_WORDING = {
  long: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
}

/** '2026-11-28' -> 'Saturday 28 Nov' ('Sat 28 Nov' short): a day of the coming weeks as the host says it. */
export function formatHostDay(date: string, length: keyof typeof HOST_DAY_WORDING = 'long'): string {
  return isCalendarDate(date) ? HOST_DAY_WORDING[length].format(new Date(`${date}T00:00:00Z`)) : date
}

/**
 * A booking just made for another day than the one shown: the host stays where they are, told where it went, with a
 * link there. Null when it is on the day shown (the list shows it).
 */
export function otherDayNotice(current: HostStandParams, today: string, booking: { name: string; date: string }) {
  if (booking.date === current.date) return null
  const day = formatHostDay(booking.date)
  return {
    date: booking.date,
    text: `${booking.name} is booked for ${day}.`,
    linkLabel: `Show ${day}`,
    href: hostStandHref(current, today, { date: booking.date, q: '' }),
  }
}
