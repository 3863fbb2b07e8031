import { describe, expect, it } from 'vitest'
import { restaurantJsonLd } from './menu-jsonld'
import type { MenuItemJson } from '~/contracts/menu'

const item = (id: number, category: string, name: string, price: number): MenuItemJson => ({
  id,
  name,
  description: name === 'EXTRAS_SECTION' ? '' : `About ${name}`,
  price,
  category,
  imageUrl: null,
  isSpecial: false,
})

describe('restaurantJsonLd', () => {
  it('describes the restaurant with one menu section per category, prices in PHP with two decimals', () => {
    const ld = restaurantJsonLd([
      item(1, 'breakfast', 'Tapsilog', 32000),
      item(2, 'breakfast', 'EXTRAS_SECTION', 0),
      item(3, 'breakfast', 'Extra egg', 4550),
      item(4, 'main-dishes', 'Pork Adobo', 38000),
    ])
    expect(ld['@type']).toBe('Restaurant')
    expect(ld.address.addressLocality).toBe('Malay')
    const sections = ld.hasMenu.hasMenuSection
    expect(sections.map((s) => s.name)).toEqual(['Breakfast', 'Main Dishes'])
    expect(sections[0].hasMenuItem.map((i) => i.name)).toEqual(['Tapsilog', 'Extra egg'])
    expect(sections[0].hasMenuItem[1].offers).toEqual({ '@type': 'Offer', price: '45.50', priceCurrency: 'PHP' })
  })
})
