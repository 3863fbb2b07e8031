import { describe, expect, it } from 'vitest'
import { MENU_CATEGORIES } from '~/lib/constants'
import { categoryBarLabel, categoryTitle } from './category-label'

describe('category labels', () => {
  it('uppercases and shows the hyphen as a space in the category bar', () => {
    expect(categoryBarLabel('main-dishes')).toBe('MAIN DISHES')
    expect(categoryBarLabel('breakfast')).toBe('BREAKFAST')
  })

  it('capitalises words and shows hyphens as spaces for headings and staff labels', () => {
    expect(categoryTitle('main-dishes')).toBe('Main Dishes')
    expect(categoryTitle('vegetarian')).toBe('Vegetarian')
    expect(MENU_CATEGORIES.map(categoryTitle)).toEqual([
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
    expect(categoryTitle('sea--food-')).toBe('Sea Food')
  })
})
