import { describe, expect, it } from 'vitest'
import { MENU_CATEGORIES } from '~/lib/constants'
import { categoryHeading, categoryLabel } from './category-label'

describe('categoryLabel', () => {
  it('capitalises words and shows hyphens as spaces', () => {
    expect(categoryLabel('main-dishes')).toBe('Main Dishes')
    expect(categoryLabel('breakfast')).toBe('Breakfast')
    expect(MENU_CATEGORIES.map(categoryLabel)).toEqual([
      'Breakfast',
      'Appetizers',
      'Soups',
      'Main Dishes',
      'Sides',
      'Desserts',
      'Vegetarian',
    ])
  })

  it('ignores doubled or trailing hyphens', () => {
    expect(categoryLabel('sea--food-')).toBe('Sea Food')
  })
})

describe('categoryHeading', () => {
  it('counts items', () => {
    expect(categoryHeading('main-dishes', 4)).toBe('Main Dishes (4 items)')
    expect(categoryHeading('soups', 1)).toBe('Soups (1 item)')
    expect(categoryHeading('sides', 0)).toBe('Sides (0 items)')
  })
})
