import { describe, expect, it } from 'vitest'
import { requireCategory } from './category-routing'
import { categoriesOf, categoryPath, keepDataWhileFiltering, menuKindOf } from './menu-routing'
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
