import { describe, expect, it } from 'vitest'
import {
  clearFilterLabel,
  filterSummary,
  isFiltering,
  menuFilterSearch,
  menuItemMatches,
  readMenuFilter,
  toggleDiet,
} from './menu-filter'
import type { MenuItemJson } from '~/contracts/menu'
import { menuTextIn as textIn } from './test-support'

const en = textIn('en')

const read = (search: string) => readMenuFilter(new URLSearchParams(search))

function drink(name: string, description: string, dietLabels: MenuItemJson['dietLabels'] = []): MenuItemJson {
  return { id: 1, name, description, price: 100, category: 'cocktails', imageUrl: null, isSpecial: false, dietLabels, soldOutUntil: null }
}

describe('readMenuFilter', () => {
  it('reads the query and the diet filters from the URL', () => {
    expect(read('?q=Pi%C3%B1a+colada&diet=vegan,no-nuts')).toEqual({ q: 'Piña colada', terms: ['pina', 'colada'], diet: ['vegan', 'no-nuts'] })
  })

  it('reads the diet filters a form sends one by one, drops unknown ones and keeps the canonical order', () => {
    expect(read('?diet=not-spicy&diet=vegan&diet=halal').diet).toEqual(['vegan', 'not-spicy'])
    expect(read('?diet=not-spicy%2Cvegetarian').diet).toEqual(['vegetarian', 'not-spicy'])
  })

  it('no parameters, or a blank query, filter nothing', () => {
    expect(read('')).toEqual({ q: '', terms: [], diet: [] })
    expect(isFiltering(read(''))).toBe(false)
    expect(isFiltering(read('?q=+++'))).toBe(false)
    expect(isFiltering(read('?q=adobo'))).toBe(true)
    expect(isFiltering(read('?diet=vegan'))).toBe(true)
  })

  it('cuts an overlong query to the longest the search keeps', () => {
    expect(read(`?q=${'a'.repeat(500)}`).q).toHaveLength(100)
  })
})

describe('menuFilterSearch', () => {
  it('writes the query and the diet filters, joined with commas', () => {
    expect(menuFilterSearch({ q: 'piña colada', diet: ['no-nuts', 'vegan'] })).toBe('?q=pi%C3%B1a%20colada&diet=vegan,no-nuts')
  })

  it('leaves out what is not chosen; nothing at all is an empty search', () => {
    expect(menuFilterSearch({ q: '', diet: ['vegan'] })).toBe('?diet=vegan')
    expect(menuFilterSearch({ q: 'adobo', diet: [] })).toBe('?q=adobo')
    expect(menuFilterSearch({ q: '  ', diet: [] })).toBe('')
  })

  it('round-trips through readMenuFilter', () => {
    const filter = { q: 'Café & "rum" #1', diet: ['gluten-free', 'dairy-free'] as const }
    const back = read(menuFilterSearch({ q: filter.q, diet: [...filter.diet] }))
    expect(back.q).toBe(filter.q)
    expect(back.diet).toEqual(['gluten-free', 'dairy-free'])
  })
})

describe('toggleDiet', () => {
  it('switches a filter on in canonical order, and off again', () => {
    expect(toggleDiet(['no-nuts'], 'vegan')).toEqual(['vegan', 'no-nuts'])
    expect(toggleDiet(['vegan', 'no-nuts'], 'vegan')).toEqual(['no-nuts'])
    expect(toggleDiet([], 'not-spicy')).toEqual(['not-spicy'])
  })
})

describe('menuItemMatches', () => {
  const colada = drink('Piña Colada', 'White rum, coconut cream and fresh pineapple', ['vegan', 'gluten-free'])
  const mojito = drink('Mojito', 'Rum, lime, mint and soda', ['vegan'])
  const satay = drink('Satay Sour', 'Peanut-washed bourbon, lemon', ['contains-nuts'])

  it('finds "pina" in "Piña Colada", in the name or the description, whatever the case', () => {
    expect(menuItemMatches(colada, read('?q=pina'))).toBe(true)
    expect(menuItemMatches(colada, read('?q=PINEAPPLE'))).toBe(true)
    expect(menuItemMatches(mojito, read('?q=pina'))).toBe(false)
  })

  it('narrows to the items that fit every diet filter, together with the query', () => {
    expect([colada, mojito, satay].filter((i) => menuItemMatches(i, read('?diet=vegan'))).map((i) => i.name)).toEqual(['Piña Colada', 'Mojito'])
    expect([colada, mojito, satay].filter((i) => menuItemMatches(i, read('?diet=no-nuts,gluten-free'))).map((i) => i.name)).toEqual(['Piña Colada'])
    expect([colada, mojito, satay].filter((i) => menuItemMatches(i, read('?q=rum&diet=no-nuts'))).map((i) => i.name)).toEqual(['Piña Colada', 'Mojito'])
  })
})

describe('filterSummary', () => {
  it('says how many rows match what was asked, with the right noun', () => {
    expect(filterSummary(3, read('?q=pina'), 'food', en)).toBe('3 dishes match “pina”')
    expect(filterSummary(1, read('?q=pina'), 'drink', en)).toBe('1 drink matches “pina”')
    expect(filterSummary(0, read('?q=zzz'), 'drink', en)).toBe('No drinks match “zzz”')
    expect(filterSummary(5, read('?diet=vegan,no-nuts'), 'food', en)).toBe('5 dishes match Vegan, No nuts')
    expect(filterSummary(2, read('?q=+rum+&diet=vegan'), 'drink', en)).toBe('2 drinks match “rum” and Vegan')
  })

  it('says it in the page language, with its plural forms, quotes and list separator', () => {
    expect(filterSummary(3, read('?q=pina'), 'food', textIn('ko'))).toBe('‘pina’에 맞는 요리 3개')
    expect(filterSummary(1, read('?q=pina'), 'food', textIn('ko'))).toBe('‘pina’에 맞는 요리 1개')
    expect(filterSummary(0, read('?q=피자'), 'food', textIn('ko'))).toBe('‘피자’에 맞는 요리가 없습니다')
    expect(filterSummary(2, read('?q=rum&diet=vegan,no-nuts'), 'drink', textIn('zh-Hans'))).toBe('2 款饮品符合“rum”和纯素、不含坚果')
    expect(filterSummary(0, read('?diet=gluten-free'), 'drink', textIn('zh-Hant'))).toBe('沒有符合無麩質的飲品')
    expect(filterSummary(4, read('?diet=vegan'), 'food', textIn('ja'))).toBe('ヴィーガンに合う料理：4品')
  })

  it('names what the clear link takes away', () => {
    expect(clearFilterLabel(read('?q=rum'), en)).toBe('Clear search')
    expect(clearFilterLabel(read('?diet=vegan'), en)).toBe('Clear filters')
    expect(clearFilterLabel(read('?q=rum&diet=vegan'), en)).toBe('Clear search and filters')
    expect(clearFilterLabel(read('?q=rum&diet=vegan'), textIn('ko'))).toBe('검색과 필터 지우기')
  })
})
