/** The venue's details: GET /api/venue (public), PUT /api/venue (staff). */
import { requiredMessage, timesMessage, tooLongMessage } from './common'
import type { RestaurantDetails } from '~/lib/restaurant-jsonld'

export interface VenueSocialLink {
  label: string
  url: string
}

// The details a schema.org Restaurant tells are the rules' own (app/lib/restaurant-jsonld.ts).
export interface VenueJson extends RestaurantDetails {
  social: VenueSocialLink[]
  happyHour: { start: string; end: string }
}

// In a module of its own: every page's script carries it (useVenue's fallback), not the form's messages.
export { DEFAULT_VENUE } from './venue-defaults'

export const VENUE_SOCIAL_MAX = 8

export const venueMessages = {
  name: requiredMessage('Name'),
  tagline: tooLongMessage('Tagline', 160),
  phone: 'Phone must be 7 to 20 characters: digits, spaces, +, -, ( and )',
  email: 'E-mail must be an e-mail address',
  address: requiredMessage('Address'),
  mapUrl: 'Map link must be an https:// address',
  latitude: 'Latitude must be a number from -90 to 90, or empty',
  longitude: 'Longitude must be a number from -180 to 180, or empty',
  socialLabel: 'Each social link needs a label',
  socialUrl: 'Each social link must be an https:// address',
  socialMax: `At most ${VENUE_SOCIAL_MAX} social links`,
  happyHourTime: timesMessage('Happy hour times'),
  happyHourSame: 'Happy hour must end at another time than it starts',
} as const

/** What the Venue settings screen says (its field errors are venueMessages). */
export const venueScreenText = {
  title: 'Venue Details',
  saved: 'Venue details saved.',
  saveFailed: 'Failed to save the venue details. Please try again.',
  fixFields: 'Please correct the highlighted fields.',
} as const

export const venueKeys = { all: ['venue'] as const }
export const venuePaths = { venue: '/api/venue' }
