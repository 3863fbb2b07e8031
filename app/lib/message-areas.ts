import { DEFAULT_LANGUAGE, isStaffPath, languageOfPath, pathWithoutLanguage } from './languages'
import type { PUBLIC_AREAS } from './message-keys'

export type PublicArea = (typeof PUBLIC_AREAS)[number]

/**
 * The message areas a public page needs, by its first segment: a page carries only its own in its loader data (the
 * booking and error messages are a third of all, and only the booking pages use them). Every page has the frame's and
 * the small `pages` area. tests/lint/message-areas.test.ts checks each route's modules against this table.
 */
const AREAS_BY_SEGMENT: Record<string, readonly PublicArea[]> = {
  '': ['frame', 'pages', 'menu'],
  menu: ['frame', 'pages', 'menu'],
  drinks: ['frame', 'pages', 'menu'],
  book: ['frame', 'pages', 'booking', 'errors'],
  booking: ['frame', 'pages', 'booking', 'errors'],
}
const OTHER_PAGES: readonly PublicArea[] = ['frame', 'pages']
// The back office is English and needs only the frame's messages (the logo, error states).
const STAFF_PAGES: readonly PublicArea[] = ['frame']

export function messageAreasOfPath(pathname: string): readonly PublicArea[] {
  if (isStaffPath(pathname)) return STAFF_PAGES
  const segment = pathWithoutLanguage(pathname).split('/')[1] ?? ''
  const areas = AREAS_BY_SEGMENT[segment] ?? OTHER_PAGES
  // The `errors` area translates the API's English messages (lib/localize-error.ts): an English page has no use for it.
  return languageOfPath(pathname) === DEFAULT_LANGUAGE ? areas.filter((area) => area !== 'errors') : areas
}
