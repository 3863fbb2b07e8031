/** The zod half of the venue contract (venue.ts): PUT /api/venue's body, field by field. */
import { z } from 'zod'
import { isCleanText } from '~/lib/clean-text'
import { safeText } from './fields.schemas'
import { translationsSchema } from './translations.schemas'
import { VENUE_SOCIAL_MAX, venueMessages } from './venue'

export const VENUE_NAME_MAX_LENGTH = 80
export const VENUE_TAGLINE_MAX_LENGTH = 160
export const VENUE_ADDRESS_MAX_LENGTH = 200
export const VENUE_URL_MAX_LENGTH = 500
export const VENUE_SOCIAL_LABEL_MAX_LENGTH = 40
export const VENUE_EMAIL_MAX_LENGTH = 254

const PHONE_CHARACTERS = /^[\d +\-()]{7,20}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** True for an https:// address with a host name (a link guests follow). */
function isHttpsUrl(value: string): boolean {
  if (!isCleanText(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** An https:// address, else `message`; with `optional`, also ''. */
function httpsUrl(message: string, optional = false) {
  return z
    .string({ error: message })
    .trim()
    .max(VENUE_URL_MAX_LENGTH, message)
    .refine((value) => (optional && value === '') || isHttpsUrl(value), message)
}

/** A coordinate between -`limit` and `limit`, or null (empty). */
function coordinate(limit: number, message: string) {
  return z.number({ error: message }).finite(message).min(-limit, message).max(limit, message).nullable()
}

const time = z.string({ error: venueMessages.happyHourTime }).regex(TIME, venueMessages.happyHourTime)

/**
 * Every field's own rule: the service reads a stored field through it too, falling back to DEFAULT_VENUE for a field
 * that is missing or no longer valid (an old row stays readable).
 */
export const venueFieldSchemas = {
  name: safeText({ label: 'Name', required: venueMessages.name, min: 1, max: VENUE_NAME_MAX_LENGTH }),
  tagline: safeText({ label: 'Tagline', required: venueMessages.tagline, max: VENUE_TAGLINE_MAX_LENGTH, tooLong: venueMessages.tagline }),
  phone: z
    .string({ error: venueMessages.phone })
    .trim()
    .regex(PHONE_CHARACTERS, venueMessages.phone)
    .refine((phone) => /\d/.test(phone), venueMessages.phone),
  email: z
    .string({ error: venueMessages.email })
    .trim()
    .max(VENUE_EMAIL_MAX_LENGTH, venueMessages.email)
    .pipe(z.email({ error: venueMessages.email })),
  address: safeText({ label: 'Address', required: venueMessages.address, min: 1, max: VENUE_ADDRESS_MAX_LENGTH }),
  /** Empty: the contacts page links to a map search for the coordinates or the address (venueMapLink). */
  mapUrl: httpsUrl(venueMessages.mapUrl, true),
  latitude: coordinate(90, venueMessages.latitude),
  longitude: coordinate(180, venueMessages.longitude),
  social: z
    .array(
      z.object(
        {
          label: safeText({ label: 'Label', required: venueMessages.socialLabel, min: 1, max: VENUE_SOCIAL_LABEL_MAX_LENGTH }),
          url: httpsUrl(venueMessages.socialUrl),
        },
        { error: venueMessages.socialLabel },
      ),
      { error: venueMessages.socialMax },
    )
    // A refinement, not .max(): zod would also measure a string sent instead of the list.
    .refine((links) => links.length <= VENUE_SOCIAL_MAX, venueMessages.socialMax),
  happyHour: z
    .object({ start: time, end: time }, { error: venueMessages.happyHourTime })
    .refine((h) => h.start !== h.end, { message: venueMessages.happyHourSame, path: ['end'] }),
}

/**
 * PUT /api/venue: all fields (unknown ones are dropped), and the translations of the venue's description (its
 * tagline) as `translations: { ko: { description } }` (left out: kept).
 */
export const venueInputSchema = z.object({ ...venueFieldSchemas, translations: translationsSchema({ description: venueFieldSchemas.tagline }) })

export type VenueInput = z.infer<typeof venueInputSchema>
