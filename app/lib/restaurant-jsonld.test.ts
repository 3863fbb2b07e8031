import { describe, expect, it } from 'vitest'
import { DEFAULT_WEEKLY_HOURS, openingHoursSpecification } from './opening-hours'
import { type RestaurantDetails, restaurantJsonLd } from './restaurant-jsonld'

const DEFAULT_VENUE: RestaurantDetails = {
  name: 'Boracay Beach Bar',
  tagline: 'Beach restaurant & bar on White Beach, Boracay',
  phone: '+63 36 288 0000',
  email: 'hello@boracaybeachbar.com',
  address: 'Malay, Aklan, Philippines',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Malay%2C+Aklan%2C+Philippines',
  latitude: 11.9674,
  longitude: 121.9248,
  social: [],
}

describe('restaurantJsonLd', () => {
  it('describes the venue: contact details, address, place on the map, social profiles and hours', () => {
    const venue = { ...DEFAULT_VENUE, social: [{ label: 'Instagram', url: 'https://instagram.com/beachbar' }] }
    const weekly = DEFAULT_WEEKLY_HOURS.map((w) => (w.weekday === 1 ? { ...w, closed: true } : w))
    const ld = restaurantJsonLd(venue, openingHoursSpecification({ weekly, exceptions: [] }))
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Boracay Beach Bar',
      description: DEFAULT_VENUE.tagline,
      telephone: '+63 36 288 0000',
      email: 'hello@boracaybeachbar.com',
      address: { '@type': 'PostalAddress', streetAddress: 'Malay, Aklan, Philippines' },
      geo: { '@type': 'GeoCoordinates', latitude: 11.9674, longitude: 121.9248 },
      hasMap: DEFAULT_VENUE.mapUrl,
      sameAs: ['https://instagram.com/beachbar'],
    })
    // Monday is closed: six days, midnight written as the day's last minute.
    expect(ld.openingHoursSpecification).toHaveLength(6)
    expect(ld.openingHoursSpecification[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '11:00', closes: '23:59' })
    expect(ld.openingHoursSpecification.map((s) => s.dayOfWeek)).not.toContain('https://schema.org/Monday')
  })

  it('leaves out what staff left empty: no coordinates, no map link, no social links, no tagline', () => {
    const ld = restaurantJsonLd({ ...DEFAULT_VENUE, tagline: '', latitude: null, longitude: 121.9, mapUrl: '', social: [] }, [])
    expect(ld).not.toHaveProperty('geo')
    expect(ld).not.toHaveProperty('hasMap')
    expect(ld).not.toHaveProperty('sameAs')
    expect(ld).not.toHaveProperty('description')
    expect(ld.openingHoursSpecification).toEqual([])
  })
})
