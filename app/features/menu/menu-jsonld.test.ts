import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { restaurantJsonLd } from '~/lib/restaurant-jsonld'
import { menuJsonLd } from './menu-jsonld'
import type { CategoryJson } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

const item = (id: number, category: string, name: string, price: number, more: Partial<MenuItemJson> = {}): MenuItemJson => ({
  id,
  name,
  description: name === 'EXTRAS_SECTION' ? '' : `About ${name}`,
  price,
  category,
  imageUrl: null,
  isSpecial: false,
  dietLabels: [],
  soldOutUntil: null,
  ...more,
})

const categories: CategoryJson[] = [
  { slug: 'breakfast', name: 'Breakfast', kind: 'food', position: 1 },
  { slug: 'main-dishes', name: 'Mains & Grill', kind: 'food', position: 2 },
  { slug: 'cocktails', name: 'Cocktails', kind: 'drink', position: 3 },
]

const restaurant = restaurantJsonLd(DEFAULT_VENUE, [])

describe('menuJsonLd', () => {
  it('describes the restaurant with one menu section per category, prices in PHP with two decimals', () => {
    const ld = menuJsonLd(
      restaurant,
      [item(4, 'main-dishes', 'Pork Adobo', 38000), item(1, 'breakfast', 'Tapsilog', 32000), item(2, 'breakfast', 'EXTRAS_SECTION', 0), item(3, 'breakfast', 'Extra egg', 4550)],
      categories,
    )
    expect(ld['@type']).toBe('Restaurant')
    expect(ld.telephone).toBe(DEFAULT_VENUE.phone)
    expect(ld.hasMenu.name).toBe('Menu')
    expect(ld.hasMenu.inLanguage).toBe('en')
    const sections = ld.hasMenu.hasMenuSection
    // In the categories' order, named as staff named them.
    expect(sections.map((s) => s.name)).toEqual(['Breakfast', 'Mains & Grill'])
    expect(sections[0].hasMenuItem.map((i) => i.name)).toEqual(['Tapsilog', 'Extra egg'])
    expect(sections[0].hasMenuItem[1].offers).toEqual({ '@type': 'Offer', price: '45.50', priceCurrency: 'PHP' })
  })

  it("says which diets a dish suits, and when it is sold out", () => {
    const ld = menuJsonLd(
      restaurant,
      [
        item(50, 'cocktails', 'Piña Colada', 35000, { dietLabels: ['vegan', 'gluten-free'], soldOutUntil: '2026-11-24T16:00:00.000Z' }),
        item(51, 'cocktails', 'Satay Sour', 40000, { dietLabels: ['contains-nuts'] }),
      ],
      categories,
      'Drinks',
    )
    expect(ld.hasMenu.name).toBe('Drinks')
    const [colada, sour] = ld.hasMenu.hasMenuSection[0].hasMenuItem
    expect(colada).toMatchObject({
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
      offers: { availability: 'https://schema.org/SoldOut' },
    })
    expect(sour).not.toHaveProperty('suitableForDiet')
    expect(sour.offers).not.toHaveProperty('availability')
  })

  it('names a section of a category missing from the list by its slug, after the known ones', () => {
    const ld = menuJsonLd(restaurant, [item(9, 'tiki-bar', 'Zombie', 42000), item(1, 'breakfast', 'Tapsilog', 32000)], categories)
    expect(ld.hasMenu.hasMenuSection.map((s) => s.name)).toEqual(['Breakfast', 'Tiki Bar'])
  })

  it("carries the page's language and its names", () => {
    const korean: CategoryJson[] = [{ slug: 'breakfast', name: '아침 식사', kind: 'food', position: 1 }]
    const ld = menuJsonLd(restaurant, [item(1, 'breakfast', '탑실로그', 32000), item(2, 'breakfast', '추가', 0, { original: { name: 'EXTRAS_SECTION' } } as Partial<MenuItemJson>)], korean, '메뉴', 'ko')
    expect(ld.hasMenu).toMatchObject({ name: '메뉴', inLanguage: 'ko' })
    expect(ld.hasMenu.hasMenuSection.map((s) => s.name)).toEqual(['아침 식사'])
    // The EXTRAS marker is still no dish when its name came back translated.
    expect(ld.hasMenu.hasMenuSection[0].hasMenuItem.map((i) => i.name)).toEqual(['탑실로그'])
  })
})
