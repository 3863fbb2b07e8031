import { describe, expect, it } from 'vitest'
import { DEFAULT_WEEKLY_HOURS, openingHoursSpecification } from './opening-hours'
import { type RestaurantDetails, restaurantJsonLd } from './restaurant-jsonld'

const VENUE: RestaurantDetails = {
  name: 'Sunset Cove',
  tagline: 'Grill and cocktails at Station 1',
  phone: '+63 917 555 0142',
  email: 'hola@sunsetcove.example',
  address: 'Station 1, Balabag, Boracay',
  mapUrl: 'https://maps.example/sunset-cove',
  latitude: 11.97,
  longitude: 121.92,
  social: [],
}

describe('restaurantJsonLd', () => {
  it('describes the venue: contact details, address, place on the map, social profiles and hours', () => {
    const venue = { ...VENUE, social: [{ label: 'Instagram', url: 'https://instagram.com/beachbar' }] }
    const weekly = DEFAULT_WEEKLY_HOURS.map((w) => (w.weekday === 1 ? { ...w, closed: true } : w))
    const ld = restaurantJsonLd(venue, openingHoursSpecification({ weekly, exceptions: [] }))
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Sunset Cove',
      description: 'Grill and cocktails at Station 1',
      telephone: '+63 917 555 0142',
      email: 'hola@sunsetcove.example',
      address: { '@type': 'PostalAddress', streetAddress: 'Station 1, Balabag, Boracay' },
      geo: { '@type': 'GeoCoordinates', latitude: 11.97, longitude: 121.92 },
      hasMap: 'https://maps.example/sunset-cove',
      sameAs: ['https://instagram.com/beachbar'],
    })
    // Monday is closed: six days, midnight written as the day's last minute.
    expect(ld.openingHoursSpecification).toHaveLength(6)
    expect(ld.openingHoursSpecification[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '11:00', closes: '23:59' })
    expect(ld.openingHoursSpecification.map((s) => s.dayOfWeek)).not.toContain('https://schema.org/Monday')
  })

  it('leaves out what staff left empty: no coordinates, no map link, no social links, no tagline', () => {
    const ld = restaurantJsonLd({ ...VENUE, tagline: '', latitude: null, longitude: 121.9, mapUrl: '', social: [] }, [])
    expect(ld).not.toHaveProperty('geo')
    expect(ld).not.toHaveProperty('hasMap')
    expect(ld).not.toHaveProperty('sameAs')
    expect(ld).not.toHaveProperty('description')
    expect(ld.openingHoursSpecification).toEqual([])
  })
})
