import { DEFAULT_LANGUAGE, languageOfPath } from './languages'
import type { PUBLIC_AREAS } from './message-keys'
import { type PageKind, pageKindOfPath } from './page-kind'

export type PublicArea = (typeof PUBLIC_AREAS)[number]

/**
 * The message areas each kind of page needs: a page carries only its own in its loader data (the booking and error
 * messages are a third of all, and only the booking pages use them). The back office is English and needs only the
 * frame's (the logo, error states). tests/lint/page-modules.test.ts checks each route's modules against this table.
 */
const AREAS_OF_KIND: Record<PageKind, readonly PublicArea[]> = {
  menu: ['frame', 'pages', 'menu'],
  booking: ['frame', 'pages', 'booking', 'waitlist', 'errors'],
  other: ['frame', 'pages'],
  staff: ['frame'],
}

export function messageAreasOfPath(pathname: string): readonly PublicArea[] {
  const areas = AREAS_OF_KIND[pageKindOfPath(pathname)]
  // The `errors` area translates the API's English messages (lib/localize-error.ts): an English page has no use for it.
  return languageOfPath(pathname) === DEFAULT_LANGUAGE ? areas.filter((area) => area !== 'errors') : areas
}
