import { describe, expect, it } from 'vitest'
import {
  categoryMenuEntries,
  dishEntries,
  filterMenuEntries,
  fullMenuEntries,
  fullMenuSections,
  type MenuEntry,
  menuSections,
} from './menu-layout'
import type { CategoryJson } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

function item(id: number, category: string, name = `Item ${id}`): MenuItemJson {
  return {
    id,
    name,
    description: `Description ${id}`,
    price: id * 1000,
    category,
    imageUrl: null,
    isSpecial: false,
    dietLabels: [],
    soldOutUntil: null,
  }
}

const category = (slug: string, name: string, kind: CategoryJson['kind'], position: number): CategoryJson => ({ slug, name, kind, position })
/** The seeded food categories, as GET /api/categories lists them. */
const FOOD: CategoryJson[] = [
  category('breakfast', 'Breakfast', 'food', 1),
  category('appetizers', 'Appetizers', 'food', 2),
  category('soups', 'Soups', 'food', 3),
  category('main-dishes', 'Main Dishes', 'food', 4),
  category('sides', 'Sides', 'food', 5),
  category('desserts', 'Desserts', 'food', 6),
  category('vegetarian', 'Vegetarian', 'food', 7),
]

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
      ...['item:1#1', 'item:2#2', 'item:3#3', 'item:4#4', 'item:5#5', 'item:6#6', 'EXTRAS'],
      ...Array.from({ length: 12 }, (_, i) => `extra:${8 + i}#${7 + i}`),
    ])
  })

  it('draws ids outside 8-19 as normal rows even after an EXTRAS_SECTION entry', () => {
    expect(summary(fullMenuEntries(vegetarian))).toEqual(
      ['item:43#43', 'item:44#44', 'item:45#45', 'item:46#46', 'EXTRAS', 'item:48#48', 'item:49#49', 'item:50#50'],
    )
  })

  it('treats ids 8 and 19 as the inclusive bounds of the extras range', () => {
    const soups = [item(7, 'soups'), item(8, 'soups'), item(19, 'soups'), item(20, 'soups')]
    expect(summary(fullMenuEntries(soups))).toEqual(['item:7#7', 'extra:8#7', 'extra:19#18', 'item:20#20'])
  })

  it('returns an empty list for an empty menu', () => {
    expect(fullMenuEntries([])).toEqual([])
  })
})

describe('categoryMenuEntries', () => {
  it('breakfast: EXTRAS heading, then every later entry as an extras row only, numbered id - 1', () => {
    const entries = categoryMenuEntries(breakfast)
    expect(entries).toHaveLength(19)
    expect(summary(entries).slice(0, 7)).toEqual(['item:1#1', 'item:2#2', 'item:3#3', 'item:4#4', 'item:5#5', 'item:6#6', 'EXTRAS'])
    expect(summary(entries).slice(7)).toEqual(Array.from({ length: 12 }, (_, i) => `extra:${8 + i}#${7 + i}`))
  })

  it('vegetarian: entries after EXTRAS_SECTION are extras rows numbered id - 1, dishes before keep their id', () => {
    expect(summary(categoryMenuEntries(vegetarian))).toEqual(
      ['item:43#43', 'item:44#44', 'item:45#45', 'item:46#46', 'EXTRAS', 'extra:48#47', 'extra:49#48', 'extra:50#49'],
    )
  })

  it('keeps the own id for an extras row whose id is below 8', () => {
    const items = [item(2, 'vegetarian'), item(3, 'vegetarian', 'EXTRAS_SECTION'), item(4, 'vegetarian'), item(8, 'vegetarian')]
    expect(summary(categoryMenuEntries(items))).toEqual(['item:2#2', 'EXTRAS', 'extra:4#4', 'extra:8#7'])
  })

  it('any category with the marker gets the extras block: soups, a drink category, a category staff added', () => {
    const soups = [item(8, 'soups'), item(9, 'soups', 'EXTRAS_SECTION'), item(10, 'soups')]
    expect(summary(categoryMenuEntries(soups))).toEqual(['item:8#8', 'EXTRAS', 'extra:10#9'])
    const coffee = [item(80, 'coffee'), item(81, 'coffee', 'EXTRAS_SECTION'), item(82, 'coffee'), item(83, 'coffee')]
    expect(summary(categoryMenuEntries(coffee))).toEqual(['item:80#80', 'EXTRAS', 'extra:82#81', 'extra:83#82'])
  })

  it('a category without an EXTRAS_SECTION entry draws every entry as a normal row with its own id', () => {
    expect(summary(categoryMenuEntries(breakfast.slice(0, 3)))).toEqual(['item:1#1', 'item:2#2', 'item:3#3'])
    const soups = [item(8, 'soups'), item(9, 'soups'), item(10, 'soups')]
    expect(summary(categoryMenuEntries(soups))).toEqual(['item:8#8', 'item:9#9', 'item:10#10'])
  })
})

describe('fullMenuSections', () => {
  it("groups by category in the categories' display order, unknown categories last, keeping id order inside each", () => {
    const items = [item(30, 'desserts'), ...breakfast.slice(0, 2), item(60, 'zz-specials'), item(61, 'aa-specials'), item(31, 'appetizers'), item(3, 'breakfast')]
    const sections = fullMenuSections(items, FOOD)
    expect(sections.map((s) => s.category)).toEqual(['breakfast', 'appetizers', 'desserts', 'aa-specials', 'zz-specials'])
    expect(summary(sections[0].entries)).toEqual(['item:1#1', 'item:2#2', 'item:3#3'])
  })

  it('follows the order staff gave the categories, not the seeded one', () => {
    const reordered = [FOOD[5], FOOD[0], FOOD[1]]
    const items = [item(1, 'breakfast'), item(30, 'desserts'), item(31, 'appetizers')]
    expect(fullMenuSections(items, reordered).map((s) => s.category)).toEqual(['desserts', 'breakfast', 'appetizers'])
  })

  it('applies the full-menu extras rule inside the breakfast section', () => {
    const [first] = fullMenuSections(breakfast, FOOD)
    expect(first.entries.filter((e) => e.kind === 'extra')).toHaveLength(12)
    expect(first.entries.filter((e) => e.kind === 'extras-heading')).toHaveLength(1)
  })
})

describe('menuSections', () => {
  it('draws each section with the rule it is given: the category rule on the drinks list', () => {
    const drinks = [
      category('coffee', 'Coffee', 'drink', 8),
      category('cocktails', 'Cocktails', 'drink', 12),
    ]
    const items = [item(90, 'cocktails'), item(80, 'coffee'), item(81, 'coffee', 'EXTRAS_SECTION'), item(82, 'coffee')]
    const sections = menuSections(items, drinks, categoryMenuEntries)
    expect(sections.map((s) => [s.category, summary(s.entries)])).toEqual([
      ['coffee', ['item:80#80', 'EXTRAS', 'extra:82#81']],
      ['cocktails', ['item:90#90']],
    ])
  })
})

describe('filterMenuEntries', () => {
  const entries = categoryMenuEntries(breakfast)
  const ids = (list: MenuEntry[]) => summary(list)

  it('keeps the accepted rows with their numbers, and the EXTRAS heading when one of its extras is kept', () => {
    expect(ids(filterMenuEntries(entries, (i) => i.id === 2 || i.id === 9))).toEqual(['item:2#2', 'EXTRAS', 'extra:9#8'])
  })

  it('hides the EXTRAS heading when none of its extras is kept', () => {
    expect(ids(filterMenuEntries(entries, (i) => i.id <= 3))).toEqual(['item:1#1', 'item:2#2', 'item:3#3'])
  })

  it('shows a heading once, before its first kept extra', () => {
    expect(ids(filterMenuEntries(entries, (i) => i.id >= 18))).toEqual(['EXTRAS', 'extra:18#17', 'extra:19#18'])
  })

  it('treats each heading on its own when a list has two blocks', () => {
    const two = fullMenuEntries([...breakfast, ...vegetarian])
    expect(ids(filterMenuEntries(two, (i) => i.id === 48))).toEqual(['EXTRAS', 'item:48#48'])
    expect(ids(filterMenuEntries(two, () => false))).toEqual([])
  })

  it('counts rows, never headings', () => {
    expect(dishEntries(entries)).toHaveLength(18)
    expect(dishEntries(filterMenuEntries(entries, (i) => i.id === 9))).toHaveLength(1)
  })
})
