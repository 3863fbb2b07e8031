import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, groupMenuByCategory } from './menu-grouping'

const items = [
  { id: 1, name: 'Pancakes', category: 'breakfast' },
  { id: 2, name: 'Adobo', category: 'main-dishes' },
  { id: 3, name: 'EXTRAS_SECTION', category: 'breakfast' },
  { id: 4, name: 'Egg', category: 'breakfast' },
  { id: 5, name: 'Mystery', category: 'specials' },
  { id: 6, name: 'Halo-halo', category: 'desserts' },
]

describe('groupMenuByCategory', () => {
  it('groups in menu order, keeps item order and counts dishes only', () => {
    const groups = groupMenuByCategory(items)
    expect(groups.map((g) => g.heading)).toEqual([
      'Breakfast (2 items)',
      'Main Dishes (1 item)',
      'Desserts (1 item)',
      'Specials (1 item)',
    ])
    expect(groups[0].items.map((i) => i.id)).toEqual([1, 3, 4])
  })

  it('shows one category when filtered', () => {
    const groups = groupMenuByCategory(items, 'main-dishes')
    expect(groups).toHaveLength(1)
    expect(groups[0].items.map((i) => i.name)).toEqual(['Adobo'])
    expect(groupMenuByCategory(items, 'soups')).toEqual([])
    expect(groupMenuByCategory(items, ALL_CATEGORIES)).toHaveLength(4)
  })

  it('counts no items as 0 items', () => {
    expect(groupMenuByCategory([{ name: 'EXTRAS_SECTION', category: 'sides' }])[0].heading).toBe('Sides (0 items)')
  })
})
