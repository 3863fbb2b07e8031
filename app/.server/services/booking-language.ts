/**
 * The booking API's refusals in the guest's language: a new booking's or group request's `language`, or the language
 * the booking behind a private link was made in. The services refuse in English (the contracts' exact words); here
 * each message, and each field's, is looked up in the `errors` area, whose keys are those English texts with
 * `{placeholders}` for values, and the values (dates, times, parties, waits) are worded in the language too.
 */
import englishErrors from '~/i18n/errors/en.json'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import type { MessageKey } from '~/lib/message-keys'
import { placeholdersOf } from '~/lib/messages'
import { localizeValue } from '../email/localized-words'
import { serverText } from '../i18n/catalogs'
import { ConflictError, InputError, TooManyRequestsError } from './errors'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Template {
  key: string
  names: string[]
  pattern: RegExp
}

// The longer a template's own words, the more it says: 'closed on {when} ({note})' is tried before 'closed on {when}'.
const templates: Template[] = Object.keys(englishErrors)
  .filter((key) => placeholdersOf(key).length > 0)
  .map((key) => ({
    key,
    names: placeholdersOf(key),
    pattern: new RegExp(`^${key.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`, 's'),
  }))
  .sort((a, b) => b.key.replace(/\{\w+\}/g, '').length - a.key.replace(/\{\w+\}/g, '').length)

const exact = new Set(Object.keys(englishErrors).filter((key) => placeholdersOf(key).length === 0))

/** An English booking message in `lang`; one the catalog does not know stays English. */
export function bookingMessage(lang: Language, english: string): string {
  if (lang === DEFAULT_LANGUAGE) return english
  if (exact.has(english)) return serverText(lang, `errors.${english}` as MessageKey)
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(english)
    if (!match) continue
    const params = Object.fromEntries(names.map((name, i) => [name, localizeValue(lang, match[i + 1] ?? '')]))
    return serverText(lang, `errors.${key}` as MessageKey, params)
  }
  return english
}

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
