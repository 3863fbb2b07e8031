import { addDays, isCalendarDate } from '~/lib/dates'

/** The host stand's three ways to see the day: the arrivals list, the floor grid, the calendar and list. */
export const HOST_VIEWS = ['arrivals', 'floor', 'calendar'] as const
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
