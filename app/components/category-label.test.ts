import { describe, expect, it } from 'vitest'
import { categoryBarLabel, categoryTitle } from './category-label'

describe('category labels', () => {
  it('uppercases and shows the hyphen as a space in the category bar', () => {
    expect(categoryBarLabel('main-dishes')).toBe('MAIN DISHES')
    expect(categoryBarLabel('breakfast')).toBe('BREAKFAST')
  })

  it('capitalises words for headings', () => {
    expect(categoryTitle('main-dishes')).toBe('Main Dishes')
    expect(categoryTitle('vegetarian')).toBe('Vegetarian')
  })
})
