/**
 * The booking API's refusals in the guest's language: a new booking's or group request's `language`, or the language
 * the booking behind a private link was made in. The services refuse in English (the contracts' exact words); here
 * each message, and each field's, is looked up in the `errors` area (~/lib/localize-error), and the values (dates,
 * times, parties, waits) are worded in the language too.
 */
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import { localizeValue } from '../email/localized-words'
import { serverError } from '../i18n/catalogs'
import { ConflictError, InputError, TooManyRequestsError } from './errors'

/** An English booking message in `lang`, its values worded there too; one the catalog does not know stays English. */
export const bookingMessage = (lang: Language, english: string): string => serverError(lang, english, (value) => localizeValue(lang, value))

/** A refusal of the domain with its messages in `lang` (anything else as it is). */
export function localizedError(lang: Language, error: unknown): unknown {
  if (lang === DEFAULT_LANGUAGE) return error
  if (error instanceof InputError) {
    const details = error.details.map((detail) => ({ ...detail, message: bookingMessage(lang, detail.message) }))
    return new InputError(details, bookingMessage(lang, error.message))
  }
  if (error instanceof ConflictError) return new ConflictError(bookingMessage(lang, error.message), error.body)
  if (error instanceof TooManyRequestsError) return new TooManyRequestsError(bookingMessage(lang, error.message), error.retryAfterSeconds)
  return error
}
