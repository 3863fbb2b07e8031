import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, groupMenuByCategory, searchMenuItems } from './menu-grouping'

const categories = [
  { slug: 'breakfast', name: 'Breakfast' },
  { slug: 'soups', name: 'Soups' },
  { slug: 'main-dishes', name: 'Main Dishes' },
  { slug: 'desserts', name: 'Sweet Things' },
]

const items = [
  { id: 1, name: 'Pancakes', category: 'breakfast' },
  { id: 2, name: 'Adobo', category: 'main-dishes' },
  { id: 3, name: 'EXTRAS_SECTION', category: 'breakfast' },
  { id: 4, name: 'Egg', category: 'breakfast' },
  { id: 5, name: 'Mystery', category: 'specials' },
  { id: 6, name: 'Halo-halo', category: 'desserts' },
]

describe('groupMenuByCategory', () => {
  it('groups in the categories’ order under their names, keeps item order and counts dishes only', () => {
    const groups = groupMenuByCategory(items, categories)
    expect(groups.map((g) => g.heading)).toEqual([
      'Breakfast (2 items)',
      'Main Dishes (1 item)',
      'Sweet Things (1 item)',
      'Specials (1 item)',
    ])
    expect(groups[0].items.map((i) => i.id)).toEqual([1, 3, 4])
  })

  it('follows the categories’ display order, whatever it is', () => {
    const reordered = [categories[3], categories[2], categories[0]]
    expect(groupMenuByCategory(items, reordered).map((g) => g.category)).toEqual(['desserts', 'main-dishes', 'breakfast', 'specials'])
  })

  it('shows one category when filtered', () => {
    const groups = groupMenuByCategory(items, categories, 'main-dishes')
    expect(groups).toHaveLength(1)
    expect(groups[0].items.map((i) => i.name)).toEqual(['Adobo'])
    expect(groupMenuByCategory(items, categories, 'soups')).toEqual([])
    expect(groupMenuByCategory(items, categories, ALL_CATEGORIES)).toHaveLength(4)
  })

  it('counts no items as 0 items', () => {
    expect(groupMenuByCategory([{ name: 'EXTRAS_SECTION', category: 'sides' }], categories)[0].heading).toBe('Sides (0 items)')
  })
})

describe('searchMenuItems', () => {
  const menu = [
    { name: 'Piña Colada', description: 'Rum, pineapple and coconut' },
    { name: 'Mojito', description: 'Rum, lime and MINT' },
    { name: 'EXTRAS_SECTION', description: '' },
    { name: 'Café con leche', description: 'Espresso with hot milk' },
  ]

  it('keeps every row, markers too, for a blank query', () => {
    expect(searchMenuItems(menu, '')).toEqual(menu)
    expect(searchMenuItems(menu, '   ')).toEqual(menu)
  })

  it('matches name and description, whatever the case and the accents', () => {
    expect(searchMenuItems(menu, 'pina').map((i) => i.name)).toEqual(['Piña Colada'])
    expect(searchMenuItems(menu, 'CAFE').map((i) => i.name)).toEqual(['Café con leche'])
    expect(searchMenuItems(menu, 'mint').map((i) => i.name)).toEqual(['Mojito'])
    expect(searchMenuItems(menu, 'rum').map((i) => i.name)).toEqual(['Piña Colada', 'Mojito'])
  })

  it('needs every word, and leaves the EXTRAS_SECTION marker out of a search', () => {
    expect(searchMenuItems(menu, 'rum lime').map((i) => i.name)).toEqual(['Mojito'])
    expect(searchMenuItems(menu, 'extras')).toEqual([])
    expect(searchMenuItems(menu, 'tequila')).toEqual([])
  })
})
