/**
 * Staff's translations of the venue's own content: which fields of which content take one, the missing counts
 * (GET /api/translations/missing) and every row's translations for the editors (GET /api/translations).
 */
import type { ContentTranslations, TranslationLanguage } from '~/lib/content-translations'
import { LANGUAGE_INFO, PREFIXED_LANGUAGES } from '~/lib/languages'

export type { ContentTranslations, TranslationLanguage } from '~/lib/content-translations'

/** The languages staff translate into: every one but English. */
export const TRANSLATION_LANGUAGES = PREFIXED_LANGUAGES as readonly TranslationLanguage[]

/** The translatable fields of each kind of content (the venue's `description` translates its tagline). */
export const TRANSLATABLE_FIELDS = {
  menuItems: ['name', 'description'],
  categories: ['name'],
  offers: ['name'],
  events: ['title', 'description'],
  gallery: ['alt'],
  venue: ['description'],
  openingHours: ['note'],
} as const

export type TranslatableContent = keyof typeof TRANSLATABLE_FIELDS
export const TRANSLATABLE_CONTENT = Object.keys(TRANSLATABLE_FIELDS) as TranslatableContent[]

/** Per content, how many rows lack a translation of at least one of their non-empty fields. */
export type MissingCountsJson = Record<TranslatableContent, number>
/** 200 to GET /api/translations/missing: the counts per language. */
export type MissingTranslationsJson = Record<TranslationLanguage, MissingCountsJson>

/**
 * 200 to GET /api/translations: every row's translations, for the back office's editors (the public reads never carry
 * them). Menu items, offers, events and gallery photos by id, categories by slug, hours exceptions by date.
 */
export interface StaffTranslationsJson {
  menuItems: Record<string, ContentTranslations>
  categories: Record<string, ContentTranslations>
  offers: Record<string, ContentTranslations>
  events: Record<string, ContentTranslations>
  gallery: Record<string, ContentTranslations>
  venue: ContentTranslations
  openingHours: Record<string, ContentTranslations>
}

/** The language's name in English, for the back office's labels ('Name (Korean)'). */
export const LANGUAGE_ENGLISH_NAMES: Record<TranslationLanguage, string> = {
  ko: 'Korean',
  'zh-Hans': 'Simplified Chinese',
  'zh-Hant': 'Traditional Chinese',
  ja: 'Japanese',
}

/** The language's name in itself ('한국어'). */
export const languageName = (lang: TranslationLanguage) => LANGUAGE_INFO[lang].name

export const translationMessages = {
  unknownLanguage: `Translations must be by language: ${PREFIXED_LANGUAGES.join(', ')}`,
  unknownField: (fields: readonly string[]) => `A translation may only have: ${fields.join(', ')}`,
} as const

export const translationKeys = { all: ['translations'] as const, missing: ['translations', 'missing'] as const }
export const translationPaths = { all: '/api/translations', missing: '/api/translations/missing' }
