import { eq } from 'drizzle-orm'
import { DEFAULT_VENUE, type VenueJson } from '~/contracts/venue'
import { type VenueInput, venueFieldSchemas } from '~/contracts/venue.schemas'
import type { ContentTranslations } from '~/lib/content-translations'
import type { Language } from '~/lib/languages'
import { translateFields } from '~/lib/translated-content'
import type { Database } from '../db/client'
import { venueSettings } from '../db/schema'

const VENUE_ROW_ID = 1
const FIELDS = Object.keys(DEFAULT_VENUE) as Array<keyof VenueJson>

/**
 * The stored details as guests see them: each field read through its own rule, and a field that is missing or no
 * longer valid (a row written by an older version, a hand edit) is the default's. Never throws on the row's content.
 */
export function toVenueJson(data: unknown): VenueJson {
  const stored = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const venue = { ...DEFAULT_VENUE } as Record<keyof VenueJson, unknown>
  for (const field of FIELDS) {
    const parsed = venueFieldSchemas[field].safeParse(stored[field])
    if (parsed.success) venue[field] = parsed.data
  }
  return venue as unknown as VenueJson
}

/**
 * The venue's details as guests read them in `lang`: the description (the tagline) translated where staff did, from
 * the `translations` the settings keep (`{ ko: { description } }`; `tagline` is read too).
 */
export function toPublicVenueJson(data: unknown, lang: Language): VenueJson {
  const venue = toVenueJson(data)
  if (lang === 'en') return venue
  const translations = data !== null && typeof data === 'object' ? (data as { translations?: ContentTranslations }).translations : undefined
  return translateFields(venue, translations, lang, ['tagline'], { tagline: ['description'] })
}

/** The venue's details (the defaults when the row is missing), in `lang` for guests (default English). */
export async function readVenue(db: Database, lang: Language = 'en'): Promise<VenueJson> {
  const [row] = await db.select({ data: venueSettings.data }).from(venueSettings).where(eq(venueSettings.id, VENUE_ROW_ID))
  return toPublicVenueJson(row?.data, lang)
}

/** Staff's translations of the venue's description, from the stored details (never in what guests read of them). */
export function venueTranslations(data: unknown): ContentTranslations {
  const stored = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>).translations : undefined
  return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as ContentTranslations) : {}
}

/** The stored translations of the venue's description. */
export async function readVenueTranslations(db: Database): Promise<ContentTranslations> {
  const [row] = await db.select({ data: venueSettings.data }).from(venueSettings).where(eq(venueSettings.id, VENUE_ROW_ID))
  return venueTranslations(row?.data)
}

/** Replaces the details (the input passed venueInputSchema); translations left out are kept. */
export async function writeVenue(db: Database, input: VenueInput): Promise<VenueJson> {
  const translations = input.translations ?? (await readVenueTranslations(db))
  const details: VenueJson = {
    name: input.name,
    tagline: input.tagline,
    phone: input.phone,
    email: input.email,
    address: input.address,
    mapUrl: input.mapUrl,
    latitude: input.latitude,
    longitude: input.longitude,
    social: input.social.map(({ label, url }) => ({ label, url })),
    happyHour: { start: input.happyHour.start, end: input.happyHour.end },
  }
  const data = { ...details, translations }
  const [row] = await db
    .insert(venueSettings)
    .values({ id: VENUE_ROW_ID, data })
    .onConflictDoUpdate({ target: venueSettings.id, set: { data } })
    .returning({ data: venueSettings.data })
  return toVenueJson(row.data)
}
