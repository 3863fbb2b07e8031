import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE } from '~/contracts/venue-defaults'
import { venueDirectionsLink, venueMapEmbedUrl, venueMapLink } from './venue-links'

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

describe('venueMapLink', () => {
  const moved = { ...DEFAULT_VENUE, address: 'Station 1, White Beach, Boracay' }

  it("searches the venue's coordinates when it has them, whatever link is stored", () => {
    const stale = 'https://www.google.com/maps/search/?api=1&query=Malay%2C+Aklan%2C+Philippines'
    expect(venueMapLink({ ...moved, mapUrl: stale, latitude: 11.9674, longitude: 121.9248 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=11.9674%2C121.9248',
    )
    expect(venueMapEmbedUrl({ ...moved, latitude: 11.9674, longitude: 121.9248 })).toBe('https://www.google.com/maps?q=11.9674%2C121.9248&output=embed')
  })

  it('searches the present address without coordinates or a link staff chose', () => {
    const place = { ...moved, mapUrl: '', latitude: null, longitude: null }
    expect(venueMapLink(place)).toBe('https://www.google.com/maps/search/?api=1&query=Station%201%2C%20White%20Beach%2C%20Boracay')
    expect(venueMapEmbedUrl(place)).toBe('https://www.google.com/maps?q=Station%201%2C%20White%20Beach%2C%20Boracay&output=embed')
    expect(venueMapLink(place)).not.toContain('Malay')
  })

  it('opens the link staff chose when the venue has no coordinates', () => {
    expect(venueMapLink({ ...moved, mapUrl: 'https://maps.app.goo.gl/venue', latitude: null, longitude: null })).toBe('https://maps.app.goo.gl/venue')
  })

  it('has no address of its own: the default venue has no stored link', () => {
    expect(DEFAULT_VENUE.mapUrl).toBe('')
  })
})
