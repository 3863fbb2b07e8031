import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE } from '~/contracts/venue-defaults'
import { venueDirectionsLink } from './venue-links'

describe('venueDirectionsLink', () => {
  it("routes to the venue's coordinates", () => {
    expect(venueDirectionsLink({ ...DEFAULT_VENUE, latitude: 11.9674, longitude: 121.9248 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=11.9674,121.9248',
    )
    expect(venueDirectionsLink({ ...DEFAULT_VENUE, latitude: -0.5, longitude: 0 })).toBe('https://www.google.com/maps/dir/?api=1&destination=-0.5,0')
  })

  it("falls back to the venue's map link without coordinates, or to a search for the address without one", () => {
    const mapUrl = 'https://maps.app.goo.gl/venue'
    expect(venueDirectionsLink({ ...DEFAULT_VENUE, mapUrl, latitude: null, longitude: null })).toBe(mapUrl)
    expect(venueDirectionsLink({ ...DEFAULT_VENUE, mapUrl, latitude: 11.9, longitude: null })).toBe(mapUrl)
    expect(venueDirectionsLink({ ...DEFAULT_VENUE, mapUrl: '', latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Malay%2C%20Aklan%2C%20Philippines',
    )
  })
})
