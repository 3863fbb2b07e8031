/** The translations a back-office editor holds beside its English fields, and what it sends of them. */
import type { z } from 'zod'
import { type ContentTranslations, LANGUAGE_ENGLISH_NAMES, TRANSLATION_LANGUAGES, type TranslationLanguage } from '~/contracts/translations'

/** Every language's text of every field ('' when untranslated), as the inputs hold them. */
export type TranslationFormValues = Record<TranslationLanguage, Record<string, string>>

/** The inputs' values from a row's stored translations (none yet: all empty). */
export function translationFormValues(translations: ContentTranslations | undefined, fields: readonly string[]): TranslationFormValues {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [lang, Object.fromEntries(fields.map((field) => [field, translations?.[lang]?.[field] ?? '']))]),
  ) as TranslationFormValues
}

/** What the API is sent: trimmed texts, without the empty ones and the languages left without any. */
export function translationsInput(values: Partial<TranslationFormValues> | undefined): ContentTranslations {
  const input: ContentTranslations = {}
  for (const lang of TRANSLATION_LANGUAGES) {
    const texts = Object.entries(values?.[lang] ?? {})
      .map(([field, text]) => [field, (text ?? '').trim()] as const)
      .filter(([, text]) => text !== '')
    if (texts.length > 0) input[lang] = Object.fromEntries(texts)
  }
  return input
}

/** How many languages have at least one text: the disclosure's summary ('2 of 4 languages'). */
export function translatedLanguageCount(values: Partial<TranslationFormValues> | undefined): number {
  return Object.keys(translationsInput(values)).length
}

/** A translation input's label: 'Name (Korean)'. */
export function translationLabel(fieldLabel: string, lang: TranslationLanguage): string {
  return `${fieldLabel} (${LANGUAGE_ENGLISH_NAMES[lang]})`
}

/**
 * The schema's messages about translations, by the form path of their input ('translations.ko.name'); a message
 * about the whole object (an unknown language) goes under 'translations'.
 */
export function translationErrors(issues: readonly z.core.$ZodIssue[], prefix = 'translations'): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const at = issue.path.indexOf(prefix)
    if (at === -1) continue
    const path = issue.path.slice(at).map(String).join('.')
    errors[path] ??= issue.message
  }
  return errors
}

/** A nested form error's message ('translations.ko.name' of react-hook-form's errors). */
export function errorAt(errors: object, path: string): string | undefined {
  let node: unknown = errors
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined
  return typeof message === 'string' ? message : undefined
}
