import type { VenueJson } from './venue'

/**
 * What migrations 0007 and 0013 stored (the details that were in the code before, without the map link 0013 cleared);
 * a test holds the two together.
 */
export const DEFAULT_VENUE: VenueJson = {
  name: 'Boracay Beach Bar',
  tagline: 'Beach restaurant & bar on White Beach, Boracay',
  phone: '+63 36 288 0000',
  email: 'hello@boracaybeachbar.com',
  address: 'Malay, Aklan, Philippines',
  mapUrl: '',
  latitude: 11.9674,
  longitude: 121.9248,
  social: [],
  happyHour: { start: '16:00', end: '19:00' },
}
