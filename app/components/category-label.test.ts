import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { MENU_CATEGORIES } from '~/lib/constants'
import { categoryBarLabel, categoryName, categoryNameLang, categoryTitle } from './category-label'

describe('category labels', () => {
  itAnswers('uppercases the name and shows a hyphen as a space in the category bar: %j', categoryBarLabel, [
    ['Main Dishes', 'MAIN DISHES'],
    ['Breakfast', 'BREAKFAST'],
    ['Non-Alcoholics', 'NON ALCOHOLICS'],
    ['Piña Coladas', 'PIÑA COLADAS'],
  ])

  itAnswers('capitalises words, shows hyphens as spaces and ignores doubled or trailing ones for %j', categoryTitle, [
    ['main-dishes', 'Main Dishes'],
    ['vegetarian', 'Vegetarian'],
    ['sea--food-', 'Sea Food'],
  ])

  it('titles every default category', () => {
    const titles = ['Breakfast', 'Appetizers', 'Soups', 'Main Dishes', 'Sides', 'Desserts', 'Vegetarian']
    expect(MENU_CATEGORIES.map(categoryTitle)).toEqual(titles)
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

describe('categoryNameLang', () => {
  it('says which language a name came back in; a slug read as words is English', () => {
    const categories = [
      { slug: 'breakfast', name: '아침 식사', nameLang: 'ko' },
      { slug: 'desserts', name: 'Desserts', nameLang: 'en' },
      { slug: 'cocktails', name: 'Cocktails' },
    ]
    expect(categoryNameLang(categories, 'breakfast')).toBe('ko')
    expect(categoryNameLang(categories, 'desserts')).toBe('en')
    expect(categoryNameLang(categories, 'cocktails')).toBeUndefined()
    expect(categoryNameLang(categories, 'tiki-bar')).toBe('en')
  })
})
