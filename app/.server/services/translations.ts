/** What staff have translated of the venue's content: every row's translations, and what each language still lacks. */
import { asc, gte } from 'drizzle-orm'
import {
  type ContentTranslations,
  type MissingCountsJson,
  type MissingTranslationsJson,
  type StaffTranslationsJson,
  TRANSLATABLE_CONTENT,
  TRANSLATABLE_FIELDS,
  type TranslatableContent,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '~/contracts/translations'
import { EXTRAS_SECTION } from '~/lib/constants'
import type { Database } from '../db/client'
import { events, galleryPhotos, menuCategories, menuItems, offerItems, openingExceptions } from '../db/schema'
import { readVenue, readVenueTranslations } from './venue'

/** A row's English texts of its translatable fields, and its translations. */
export interface TranslatableRow {
  key: string
  texts: Record<string, string | null>
  translations: ContentTranslations
}

/** True when `row` lacks `lang`'s translation of one of its non-empty English fields. */
export function lacksTranslation(row: Pick<TranslatableRow, 'texts' | 'translations'>, lang: TranslationLanguage): boolean {
  const translated = row.translations[lang] ?? {}
  return Object.entries(row.texts).some(([field, text]) => (text ?? '').trim() !== '' && !(translated[field] ?? '').trim())
}

/** The missing counts per language of every content's rows. */
export function countMissing(rows: Record<TranslatableContent, TranslatableRow[]>): MissingTranslationsJson {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(TRANSLATABLE_CONTENT.map((content) => [content, rows[content].filter((row) => lacksTranslation(row, lang)).length])) as MissingCountsJson,
    ]),
  ) as MissingTranslationsJson
}

/** Every translatable row, with its English texts (the opening-hours notes from `today` on: earlier ones are history). */
export async function readTranslatableRows(db: Database, today: string): Promise<Record<TranslatableContent, TranslatableRow[]>> {
  const [items, categories, offers, eventRows, photos, exceptions, venue, venueTranslations] = await Promise.all([
    db
      .select({ id: menuItems.id, name: menuItems.name, description: menuItems.description, translations: menuItems.translations })
      .from(menuItems)
      .orderBy(asc(menuItems.id)),
    db.select({ slug: menuCategories.slug, name: menuCategories.name, translations: menuCategories.translations }).from(menuCategories).orderBy(asc(menuCategories.position)),
    db.select({ id: offerItems.id, name: offerItems.name, translations: offerItems.translations }).from(offerItems).orderBy(asc(offerItems.id)),
    db.select({ id: events.id, title: events.title, description: events.description, translations: events.translations }).from(events).orderBy(asc(events.id)),
    db.select({ id: galleryPhotos.id, alt: galleryPhotos.alt, translations: galleryPhotos.translations }).from(galleryPhotos).orderBy(asc(galleryPhotos.id)),
    db
      .select({ date: openingExceptions.date, note: openingExceptions.note, translations: openingExceptions.translations })
      .from(openingExceptions)
      .where(gte(openingExceptions.date, today))
      .orderBy(asc(openingExceptions.date)),
    readVenue(db),
    readVenueTranslations(db),
  ])
  const pick = <K extends string>(fields: readonly K[], row: Record<K, string | null>) => Object.fromEntries(fields.map((f) => [f, row[f]]))
  return {
    // The extras marker is a heading of the staff list, not a dish guests read.
    menuItems: items
      .filter((row) => row.name !== EXTRAS_SECTION)
      .map((row) => ({ key: String(row.id), texts: pick(TRANSLATABLE_FIELDS.menuItems, row), translations: row.translations })),
    categories: categories.map((row) => ({ key: row.slug, texts: pick(TRANSLATABLE_FIELDS.categories, row), translations: row.translations })),
    offers: offers.map((row) => ({ key: String(row.id), texts: pick(TRANSLATABLE_FIELDS.offers, row), translations: row.translations })),
    events: eventRows.map((row) => ({ key: String(row.id), texts: pick(TRANSLATABLE_FIELDS.events, row), translations: row.translations })),
    gallery: photos.map((row) => ({ key: String(row.id), texts: pick(TRANSLATABLE_FIELDS.gallery, row), translations: row.translations })),
    venue: [{ key: 'venue', texts: { description: venue.tagline }, translations: venueTranslations }],
    openingHours: exceptions.map((row) => ({ key: row.date, texts: pick(TRANSLATABLE_FIELDS.openingHours, row), translations: row.translations })),
  }
}

/** GET /api/translations/missing */
export async function missingTranslations(db: Database, today: string): Promise<MissingTranslationsJson> {
  return countMissing(await readTranslatableRows(db, today))
}

/** GET /api/translations: every row's translations by its key. */
export async function staffTranslations(db: Database, today: string): Promise<StaffTranslationsJson> {
  const rows = await readTranslatableRows(db, today)
  const byKey = (list: TranslatableRow[]) => Object.fromEntries(list.map((row) => [row.key, row.translations]))
  return {
    menuItems: byKey(rows.menuItems),
    categories: byKey(rows.categories),
    offers: byKey(rows.offers),
    events: byKey(rows.events),
    gallery: byKey(rows.gallery),
    venue: rows.venue[0]?.translations ?? {},
    openingHours: byKey(rows.openingHours),
  }
}
