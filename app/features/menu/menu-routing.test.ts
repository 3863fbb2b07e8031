import { describe, expect, it } from 'vitest'
import { requireCategory } from './category-routing'
import { categoriesOf, categoryPath, keepDataWhileFiltering, menuBasePath, menuClientLoad, menuKindOf } from './menu-routing'
import { inLanguage, rememberCategories } from './queries'
import type { CategoryJson } from '~/contracts/categories'

const categories: CategoryJson[] = [
  { slug: 'main-dishes', name: 'Main Dishes', kind: 'food', position: 1 },
  { slug: 'non-alcoholics', name: 'Non-Alcoholics', kind: 'drink', position: 2 },
]

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe('requireCategory', () => {
  it('gives the category of its own kind', () => {
    expect(requireCategory(categories, 'main-dishes', 'food')).toBe(categories[0])
    expect(requireCategory(categories, 'non-alcoholics', 'drink')).toBe(categories[1])
  })

  it("redirects a category of the other kind to its own screen, keeping the query", () => {
    const toDrinks = thrown(() => requireCategory(categories, 'non-alcoholics', 'food', '?q=calamansi')) as Response
    expect(toDrinks.status).toBe(302)
    expect(toDrinks.headers.get('Location')).toBe('/drinks/non-alcoholics?q=calamansi')
    const toFood = thrown(() => requireCategory(categories, 'main-dishes', 'drink')) as Response
    expect(toFood.headers.get('Location')).toBe('/menu/main-dishes')
  })

  it('keeps the language in that redirect', () => {
    const korean = thrown(() => requireCategory(categories, 'non-alcoholics', 'food', '?q=calamansi', 'ko')) as Response
    expect(korean.headers.get('Location')).toBe('/ko/drinks/non-alcoholics?q=calamansi')
    const chinese = thrown(() => requireCategory(categories, 'main-dishes', 'drink', '', 'zh-Hant')) as Response
    expect(chinese.headers.get('Location')).toBe('/zh-hant/menu/main-dishes')
  })

  it('answers an unknown slug with a 404 that still carries the categories', () => {
    const error = thrown(() => requireCategory(categories, 'pizzas', 'drink')) as { data: unknown; init: ResponseInit }
    expect(error.init.status).toBe(404)
    expect(error.data).toEqual({ message: 'Unknown menu category: pizzas', categories })
  })
})

describe('menuKindOf', () => {
  it('reads the drinks from /drinks and its categories, the food from everything else', () => {
    for (const path of ['/drinks', '/drinks/', '/drinks/cocktails']) expect(menuKindOf(path), path).toBe('drink')
    for (const path of ['/', '/menu', '/menu/breakfast', '/drinksx']) expect(menuKindOf(path), path).toBe('food')
  })

  it('reads the same from an address in another language', () => {
    for (const path of ['/ko/drinks', '/zh-hans/drinks/', '/ja/drinks/cocktails']) expect(menuKindOf(path), path).toBe('drink')
    for (const path of ['/ko', '/ko/', '/zh-hant/menu', '/ja/menu/breakfast', '/ko/drinksx']) expect(menuKindOf(path), path).toBe('food')
  })
})

describe('categoriesOf', () => {
  it('keeps one kind, in display order', () => {
    expect(categoriesOf(categories, 'drink')).toEqual([categories[1]])
    expect(categoriesOf(categories, 'food')).toEqual([categories[0]])
  })
})

describe('categoryPath', () => {
  it('puts food under /menu and drinks under /drinks', () => {
    expect(categoryPath('food', 'main-dishes')).toBe('/menu/main-dishes')
    expect(categoryPath('drink', 'cocktails')).toBe('/drinks/cocktails')
  })

  it('keeps the language of the page', () => {
    expect(categoryPath('food', 'main-dishes', 'en')).toBe('/menu/main-dishes')
    expect(categoryPath('food', 'main-dishes', 'ko')).toBe('/ko/menu/main-dishes')
    expect(categoryPath('drink', 'piña coladas', 'zh-Hans')).toBe('/zh-hans/drinks/pi%C3%B1a%20coladas')
    expect(menuBasePath('drink', 'ja')).toBe('/ja/drinks')
    expect(menuBasePath('food')).toBe('/menu')
  })
})

describe('the categories of a navigation in the browser', () => {
  it('are those the page was rendered with, in its own language', async () => {
    const korean = [{ ...categories[0], name: '메인 요리' }, categories[1]]
    rememberCategories(categories)
    rememberCategories(korean, 'ko')
    expect((await menuClientLoad(new URL('http://x/ko/drinks'))).categories).toBe(korean)
    expect(await menuClientLoad(new URL('http://x/drinks'))).toEqual({ kind: 'drink', categories, items: undefined })
  })

  it('ask the API in the page language, English as it always did', () => {
    expect(inLanguage('/api/categories', 'en')).toBe('/api/categories')
    expect(inLanguage('/api/categories', 'zh-Hans')).toBe('/api/categories?lang=zh-Hans')
    expect(inLanguage('/api/menu?x=1', 'ko')).toBe('/api/menu?x=1&lang=ko')
  })
})

describe('keepDataWhileFiltering', () => {
  const args = (from: string, to: string) => ({ currentUrl: new URL(from, 'http://x'), nextUrl: new URL(to, 'http://x'), defaultShouldRevalidate: true })
  it('skips the loaders when only the query string changes on the same screen', () => {
    expect(keepDataWhileFiltering(args('/drinks', '/drinks?q=pina'))).toBe(false)
    expect(keepDataWhileFiltering(args('/menu/soups?q=a', '/menu/soups?q=ab&diet=vegan'))).toBe(false)
  })
  it('runs them as usual for another screen, and for a retry of the same URL', () => {
    expect(keepDataWhileFiltering(args('/menu/soups?q=a', '/menu/sides?q=a'))).toBe(true)
    expect(keepDataWhileFiltering(args('/menu/soups?q=a', '/menu/soups?q=a'))).toBe(true)
  })
})
