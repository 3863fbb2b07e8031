import type { Language } from './languages'

/** A translatable language: every one but English, whose text is the row's own field. */
export type TranslationLanguage = Exclude<Language, 'en'>

/**
 * Staff's translations of a row's text fields, by language and field: `{ ko: { name: '…', description: '…' } }`.
 * A field a language lacks is shown in English.
 */
export type ContentTranslations = Partial<Record<TranslationLanguage, Record<string, string>>>
