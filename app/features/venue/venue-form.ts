import type { ErrorDetail } from '~/contracts/errors'
import type { ContentTranslations } from '~/contracts/translations'
import type { VenueJson } from '~/contracts/venue'
import { type VenueInput, venueInputSchema } from '~/contracts/venue.schemas'
import { type TranslationFormValues, translationFormValues, translationsInput } from '~/components/translation-form'

/** What staff translate of the venue: its tagline, which the API calls `description`. */
export const VENUE_TRANSLATED = [{ name: 'description', label: 'Tagline' }] as const
const TRANSLATED_NAMES = VENUE_TRANSLATED.map((field) => field.name)

/** The settings form's values: the venue's details as typed (coordinates are text until sent). */
export type VenueFormValues = Omit<VenueJson, 'latitude' | 'longitude'> & { latitude: string; longitude: string }

/** A field of the form, by its path ('phone', 'social.0.url', 'happyHour.end'). */
export type VenueFormErrors = Record<string, string>

export function venueToFormValues(venue: VenueJson): VenueFormValues {
  return {
    name: venue.name,
    tagline: venue.tagline,
    phone: venue.phone,
    email: venue.email,
    address: venue.address,
    mapUrl: venue.mapUrl,
    latitude: venue.latitude === null ? '' : String(venue.latitude),
    longitude: venue.longitude === null ? '' : String(venue.longitude),
    social: venue.social.map((link) => ({ ...link })),
    happyHour: { ...venue.happyHour },
  }
}

/** The tagline translations' inputs from the stored ones; undefined while they are not read yet. */
export function venueTranslationValues(stored: ContentTranslations | undefined): TranslationFormValues | undefined {
  return stored && translationFormValues(stored, TRANSLATED_NAMES)
}

/** '' is no coordinate (null); a number as typed ('11.96', '-121,5' with a decimal comma); anything else stays text (refused). */
function coordinate(text: string): number | null | string {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const normalised = trimmed.replace(',', '.')
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : trimmed
}

/** The API's own field errors, by path: the first message of each field. */
export function errorsByField(details: readonly ErrorDetail[]): VenueFormErrors {
  const errors: VenueFormErrors = {}
  for (const { path, message } of details) {
    errors[path || 'form'] ??= message
  }
  return errors
}

export type VenueFormResult = { ok: true; input: VenueInput } | { ok: false; errors: VenueFormErrors }

/**
 * The form's values checked with the API's schema: the input to send, or the field errors to show (nothing sent).
 * `translations` undefined (not read yet): none is sent, and the venue keeps its own.
 */
export function parseVenueForm(values: VenueFormValues, translations?: TranslationFormValues): VenueFormResult {
  const parsed = venueInputSchema.safeParse({
    ...values,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    translations: translations && translationsInput(translations),
  })
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: errorsByField(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) }
}
