/**
 * The zod half of the translations contract (translations.ts): a `translations` object of a staff write, each field
 * under the same rules as its English field. An empty text is no translation: it is left out, and so is a language
 * left with none.
 */
import { z } from 'zod'
import type { ContentTranslations } from '~/lib/content-translations'
import { TRANSLATION_LANGUAGES, translationMessages } from './translations'

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * `translations` of a write whose English fields have these rules ({ name: safeText(...) }). The field rules may
 * require a text: an empty translation is dropped before they run. Undefined when left out (a PUT keeps the row's).
 */
export function translationsSchema(fields: Record<string, z.ZodType<string | undefined>>) {
  const names = Object.keys(fields)
  const language = z.strictObject(
    Object.fromEntries(names.map((name) => [name, z.preprocess(emptyToUndefined, fields[name].optional())])),
    { error: () => translationMessages.unknownField(names) },
  )
  return z
    .strictObject(Object.fromEntries(TRANSLATION_LANGUAGES.map((lang) => [lang, language.optional()])), {
      error: () => translationMessages.unknownLanguage,
    })
    .transform((input) => cleanTranslations(input as Record<string, Record<string, string | undefined> | undefined>))
    .optional()
}

/** Only the languages and fields with a text. */
export function cleanTranslations(input: Record<string, Record<string, string | undefined> | undefined>): ContentTranslations {
  const clean: Record<string, Record<string, string>> = {}
  for (const [lang, fields] of Object.entries(input)) {
    const texts = Object.fromEntries(Object.entries(fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
    if (Object.keys(texts).length > 0) clean[lang] = texts
  }
  return clean as ContentTranslations
}
