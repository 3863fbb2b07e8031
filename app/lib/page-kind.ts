import { isStaffPath, pathWithoutLanguage } from './languages'

/**
 * What a page is, for what it carries: its messages (message-areas.ts) and its inline stylesheet (app/styles/). The
 * menu pages, the booking pages (a new booking, a guest's own, a guest's place on the waitlist), the other public pages,
 * and the back office.
 */
export type PageKind = 'menu' | 'booking' | 'other' | 'staff'

const KIND_BY_SEGMENT: Record<string, PageKind> = {
  '': 'menu',
  menu: 'menu',
  drinks: 'menu',
  book: 'booking',
  booking: 'booking',
  waitlist: 'booking',
}

export function pageKindOfPath(pathname: string): PageKind {
  if (isStaffPath(pathname)) return 'staff'
  return KIND_BY_SEGMENT[pathWithoutLanguage(pathname).split('/')[1] ?? ''] ?? 'other'
}
