import type { VenueJson } from './venue'

/** What migration 0007 stored (the details that were in the code before); a test holds the two together. */
export const DEFAULT_VENUE: VenueJson = {
  name: 'Boracay Beach Bar',
  tagline: 'Beach restaurant & bar on White Beach, Boracay',
  phone: '+63 36 288 0000',
  email: 'hello@boracaybeachbar.com',
  address: 'Malay, Aklan, Philippines',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Malay%2C+Aklan%2C+Philippines',
  latitude: 11.9674,
  longitude: 121.9248,
  social: [],
  happyHour: { start: '16:00', end: '19:00' },
}
