import { describe, expect, it } from 'vitest'
import { categoryMenuEntries, fullMenuEntries, fullMenuSections, type MenuEntry } from './menu-layout'
import type { MenuItemJson } from '~/contracts/menu'

function item(id: number, category: string, name = `Item ${id}`): MenuItemJson {
  return { id, name, description: `Description ${id}`, price: id * 1000, category, imageUrl: null, isSpecial: false }
}

/** Breakfast as the demo data has it: six dishes, EXTRAS_SECTION as id 7, twelve extras (ids 8-19). */
const breakfast = [
  ...[1, 2, 3, 4, 5, 6].map((id) => item(id, 'breakfast')),
  item(7, 'breakfast', 'EXTRAS_SECTION'),
  ...Array.from({ length: 12 }, (_, i) => item(8 + i, 'breakfast')),
]
/** Vegetarian with its own extras block: ids far above 19. */
const vegetarian = [
  ...[43, 44, 45, 46].map((id) => item(id, 'vegetarian')),
  item(47, 'vegetarian', 'EXTRAS_SECTION'),
  ...[48, 49, 50].map((id) => item(id, 'vegetarian')),
]

const summary = (entries: MenuEntry[]) =>
  entries.map((e) => (e.kind === 'extras-heading' ? 'EXTRAS' : `${e.kind}:${e.item.id}#${e.number}`))

describe('fullMenuEntries', () => {
  it('draws ids 1-6 as normal rows with their own number, EXTRAS_SECTION as a heading, ids 8-19 as extras numbered id - 1', () => {
    expect(summary(fullMenuEntries(breakfast))).toEqual([
      'item:1#1',
      'item:2#2',
      'item:3#3',
      'item:4#4',
      'item:5#5',
      'item:6#6',
      'EXTRAS',
      ...Array.from({ length: 12 }, (_, i) => `extra:${8 + i}#${7 + i}`),
    ])
  })

  it('draws ids outside 8-19 as normal rows even after an EXTRAS_SECTION entry', () => {
    expect(summary(fullMenuEntries(vegetarian))).toEqual([
      'item:43#43',
      'item:44#44',
      'item:45#45',
      'item:46#46',
      'EXTRAS',
      'item:48#48',
      'item:49#49',
      'item:50#50',
    ])
  })

  it('treats ids 8 and 19 as the inclusive bounds of the extras range', () => {
    expect(summary(fullMenuEntries([item(7, 'soups'), item(8, 'soups'), item(19, 'soups'), item(20, 'soups')]))).toEqual([
      'item:7#7',
      'extra:8#7',
      'extra:19#18',
      'item:20#20',
    ])
  })

  it('returns an empty list for an empty menu', () => {
    expect(fullMenuEntries([])).toEqual([])
  })
})

describe('categoryMenuEntries', () => {
  it('breakfast: EXTRAS heading, then every later entry as an extras row only, numbered id - 1', () => {
    const entries = categoryMenuEntries('breakfast', breakfast)
    expect(entries).toHaveLength(19)
    expect(summary(entries).slice(0, 7)).toEqual(['item:1#1', 'item:2#2', 'item:3#3', 'item:4#4', 'item:5#5', 'item:6#6', 'EXTRAS'])
    expect(summary(entries).slice(7)).toEqual(Array.from({ length: 12 }, (_, i) => `extra:${8 + i}#${7 + i}`))
  })

  it('vegetarian: entries after EXTRAS_SECTION are extras rows numbered id - 1, dishes before keep their id', () => {
    expect(summary(categoryMenuEntries('vegetarian', vegetarian))).toEqual([
      'item:43#43',
      'item:44#44',
      'item:45#45',
      'item:46#46',
      'EXTRAS',
      'extra:48#47',
      'extra:49#48',
      'extra:50#49',
    ])
  })

  it('keeps the own id for an extras row whose id is below 8', () => {
    const items = [item(2, 'vegetarian'), item(3, 'vegetarian', 'EXTRAS_SECTION'), item(4, 'vegetarian'), item(8, 'vegetarian')]
    expect(summary(categoryMenuEntries('vegetarian', items))).toEqual(['item:2#2', 'EXTRAS', 'extra:4#4', 'extra:8#7'])
  })

  it('other categories draw every entry as a normal row with its own id', () => {
    const soups = [item(8, 'soups'), item(9, 'soups', 'EXTRAS_SECTION'), item(10, 'soups')]
    expect(summary(categoryMenuEntries('soups', soups))).toEqual(['item:8#8', 'item:9#9', 'item:10#10'])
  })

  it('a category without an EXTRAS_SECTION entry has no extras rows', () => {
    expect(summary(categoryMenuEntries('breakfast', breakfast.slice(0, 3)))).toEqual(['item:1#1', 'item:2#2', 'item:3#3'])
  })
})

describe('fullMenuSections', () => {
  it('groups by category in the spec order, unknown categories last, keeping id order inside each', () => {
    const items = [item(30, 'desserts'), ...breakfast.slice(0, 2), item(60, 'zz-specials'), item(31, 'appetizers'), item(3, 'breakfast')]
    const sections = fullMenuSections(items)
    expect(sections.map((s) => s.category)).toEqual(['breakfast', 'appetizers', 'desserts', 'zz-specials'])
    expect(summary(sections[0].entries)).toEqual(['item:1#1', 'item:2#2', 'item:3#3'])
  })

  it('applies the full-menu extras rule inside the breakfast section', () => {
    const [first] = fullMenuSections(breakfast)
    expect(first.entries.filter((e) => e.kind === 'extra')).toHaveLength(12)
    expect(first.entries.filter((e) => e.kind === 'extras-heading')).toHaveLength(1)
  })
})
