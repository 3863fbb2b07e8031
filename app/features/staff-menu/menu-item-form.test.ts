import { describe, expect, it } from 'vitest'
import type { CategoryJson } from '~/contracts/categories'
import {
  CHOOSE_CATEGORY_MESSAGE,
  PRICE_FORMAT_MESSAGE,
  addDialogCategories,
  defaultAddCategory,
  editDialogCategories,
  emptyMenuItemForm,
  menuItemToFormValues,
  parseMenuItemForm,
} from './menu-item-form'

const FOOD = ['breakfast', 'appetizers', 'soups', 'main-dishes', 'sides', 'desserts', 'vegetarian']
const DRINK = ['coffee', 'wines', 'beers', 'spirits', 'cocktails', 'non-alcoholics']
const CATEGORIES: CategoryJson[] = [
  ...FOOD.map((slug, i) => ({ slug, name: slug, kind: 'food' as const, position: i + 1 })),
  ...DRINK.map((slug, i) => ({ slug, name: slug, kind: 'drink' as const, position: FOOD.length + i + 1 })),
]
const slugs = (list: readonly CategoryJson[]) => list.map((c) => c.slug)
const ADD_FOOD = slugs(addDialogCategories(CATEGORIES, 'food'))
const EDIT_FOOD = slugs(editDialogCategories(CATEGORIES, { category: 'sides' }))

const filled = { ...emptyMenuItemForm('breakfast'), name: ' Garlic Rice ', description: 'Fried rice', price: '123.45' }

describe('dialog categories', () => {
  it('offers the page’s kind in display order, without vegetarian in the add dialog only', () => {
    expect(ADD_FOOD).toEqual(['breakfast', 'appetizers', 'soups', 'main-dishes', 'sides', 'desserts'])
    expect(EDIT_FOOD).toEqual(FOOD)
    expect(slugs(addDialogCategories(CATEGORIES, 'drink'))).toEqual(DRINK)
  })

  it('lets an item move only within its kind in the edit dialog', () => {
    expect(slugs(editDialogCategories(CATEGORIES, { category: 'wines' }))).toEqual(DRINK)
    expect(slugs(editDialogCategories(CATEGORIES, { category: 'vegetarian' }))).toEqual(FOOD)
    // A category gone meanwhile: any category, so the item can be saved somewhere.
    expect(slugs(editDialogCategories(CATEGORIES, { category: 'gone' }))).toEqual([...FOOD, ...DRINK])
  })

  it('starts a new dish in breakfast and a new drink in the first drink category', () => {
    expect(defaultAddCategory(addDialogCategories(CATEGORIES, 'food'), 'food')).toBe('breakfast')
    expect(defaultAddCategory(addDialogCategories(CATEGORIES, 'drink'), 'drink')).toBe('coffee')
    const reordered = addDialogCategories(CATEGORIES, 'food').reverse()
    expect(defaultAddCategory(reordered, 'food')).toBe('breakfast')
    const noBreakfast = addDialogCategories(CATEGORIES, 'food').filter((c) => c.slug !== 'breakfast')
    expect(defaultAddCategory(noBreakfast, 'food')).toBe('appetizers')
    expect(defaultAddCategory([], 'drink')).toBe('')
    expect(emptyMenuItemForm('coffee')).toMatchObject({ name: '', price: '', category: 'coffee', dietLabels: [], isSpecial: false })
  })
})

describe('parseMenuItemForm', () => {
  it('converts pesos to integer centavos and trims text', () => {
    expect(parseMenuItemForm(filled, ADD_FOOD)).toEqual({
      ok: true,
      input: {
        name: 'Garlic Rice',
        description: 'Fried rice',
        price: 12345,
        category: 'breakfast',
        imageUrl: null,
        isSpecial: false,
        dietLabels: [],
        translations: {},
      },
    })
    const whole = parseMenuItemForm({ ...filled, price: '70' }, ADD_FOOD)
    expect(whole.ok && whole.input.price).toBe(7000)
  })

  it('sends the translations typed, and none while the stored ones are not read (the item keeps its own)', () => {
    const translations = { ...filled.translations!, ko: { name: ' 마늘밥 ', description: '' } }
    const translated = parseMenuItemForm({ ...filled, translations }, ADD_FOOD)
    expect(translated.ok && translated.input.translations).toEqual({ ko: { name: '마늘밥' } })
    const loading = parseMenuItemForm({ ...filled, translations: undefined }, ADD_FOOD)
    expect(loading.ok && loading.input.translations).toBeUndefined()
    const tooLong = parseMenuItemForm({ ...filled, translations: { ...translations, ja: { name: 'あ'.repeat(201), description: '' } } }, ADD_FOOD)
    expect(tooLong).toEqual({ ok: false, missingRequired: false, fieldErrors: { 'translations.ja.name': 'Name must be 200 characters or fewer' } })
  })

  it('sends the diet labels in their canonical order', () => {
    const result = parseMenuItemForm({ ...filled, dietLabels: ['spicy', 'vegan'] }, ADD_FOOD)
    expect(result.ok && result.input.dietLabels).toEqual(['vegan', 'spicy'])
  })

  it('asks for all required fields when name, description or price is missing or the price is zero', () => {
    for (const change of [{ name: '  ' }, { description: '' }, { price: '' }, { price: '0' }, { price: '0.00' }]) {
      const result = parseMenuItemForm({ ...filled, ...change }, ADD_FOOD)
      expect(result).toMatchObject({ ok: false, missingRequired: true })
    }
  })

  it('makes a price that is not an amount of pesos a field error', () => {
    for (const price of ['abc', '12.345', '-5', '1e3']) {
      const result = parseMenuItemForm({ ...filled, price }, ADD_FOOD)
      expect(result).toEqual({ ok: false, missingRequired: false, fieldErrors: { price: PRICE_FORMAT_MESSAGE } })
    }
  })

  it('refuses vegetarian in the add dialog but accepts it in the edit dialog', () => {
    const veg = { ...filled, category: 'vegetarian' }
    expect(parseMenuItemForm(veg, ADD_FOOD)).toMatchObject({ ok: false, fieldErrors: { category: CHOOSE_CATEGORY_MESSAGE } })
    expect(parseMenuItemForm(veg, EDIT_FOOD).ok).toBe(true)
  })

  it('asks for a category when none is chosen (no category of the kind exists)', () => {
    expect(parseMenuItemForm({ ...filled, category: '' }, [])).toMatchObject({ ok: false, fieldErrors: { category: 'Category is required' } })
  })

  it('checks the image address', () => {
    expect(parseMenuItemForm({ ...filled, imageUrl: 'javascript:alert(1)' }, ADD_FOOD).ok).toBe(false)
    const ok = parseMenuItemForm({ ...filled, imageUrl: 'https://example.com/a.jpg' }, ADD_FOOD)
    expect(ok.ok && ok.input.imageUrl).toBe('https://example.com/a.jpg')
  })

  it('lets the EXTRAS_SECTION marker through without description or price', () => {
    const marker = { ...emptyMenuItemForm('breakfast'), name: 'EXTRAS_SECTION' }
    const result = parseMenuItemForm(marker, EDIT_FOOD)
    expect(result.ok && result.input.price).toBe(0)
  })
})

describe('menuItemToFormValues', () => {
  it('shows the stored centavos as pesos, with the diet labels', () => {
    const values = menuItemToFormValues({
      id: 3,
      name: 'Pancakes',
      description: 'Stack',
      price: 25050,
      category: 'breakfast',
      imageUrl: null,
      isSpecial: true,
      dietLabels: ['vegetarian'],
      soldOutUntil: null,
    })
    expect(values).toEqual({
      name: 'Pancakes',
      description: 'Stack',
      price: '250.50',
      category: 'breakfast',
      imageUrl: '',
      isSpecial: true,
      dietLabels: ['vegetarian'],
    })
  })
})
