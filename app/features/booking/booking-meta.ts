import { rootDataOf, type VenueMatches } from '~/components/venue'
import { DEFAULT_LANGUAGE } from '~/lib/languages'
import { translate } from '~/lib/messages'
import { type BookingWords, bookingWords } from './booking-words'

/** The booking words of a page's meta function: the language and messages of the root loader's data. */
export function metaBookingWords(matches: VenueMatches): BookingWords {
  const root = rootDataOf(matches)
  const lang = root?.lang ?? DEFAULT_LANGUAGE
  const messages = root?.messages ?? {}
  return bookingWords(lang, (key, params) => translate(lang, messages, key, params))
}
