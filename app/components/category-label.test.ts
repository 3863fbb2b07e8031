import { describe, expect, it } from 'vitest'
import { MENU_CATEGORIES } from '~/lib/constants'
import { categoryBarLabel, categoryName, categoryTitle } from './category-label'

describe('category labels', () => {
  it('uppercases the name and shows a hyphen as a space in the category bar', () => {
    expect(categoryBarLabel('Main Dishes')).toBe('MAIN DISHES')
    expect(categoryBarLabel('Breakfast')).toBe('BREAKFAST')
    expect(categoryBarLabel('Non-Alcoholics')).toBe('NON ALCOHOLICS')
    expect(categoryBarLabel('Piña Coladas')).toBe('PIÑA COLADAS')
  })

  it('capitalises words and shows hyphens as spaces for a slug without a name', () => {
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

  it("names a category by the name staff gave it, or by its slug's words when it is unknown", () => {
    const categories = [
      { slug: 'main-dishes', name: 'Mains & Grill' },
      { slug: 'non-alcoholics', name: 'Non-Alcoholics' },
    ]
    expect(categoryName(categories, 'main-dishes')).toBe('Mains & Grill')
    expect(categoryName(categories, 'non-alcoholics')).toBe('Non-Alcoholics')
    expect(categoryName(categories, 'tiki-bar')).toBe('Tiki Bar')
  })
})
